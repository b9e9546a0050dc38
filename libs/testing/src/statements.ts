import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { MetricsService, requestContext } from '@mise/platform';
import type { GqlOptions } from './app';

/**
 * The SQL statements one request costs: `send` makes the request with the options given (an
 * `x-correlation-id` header), and only statements run on behalf of that correlation id count,
 * leaving out the outbox relay and anything else running in the background. For the "SQL
 * statements per request do not grow with list size" checks.
 *
 * ```ts
 * const statements = (limit: number) =>
 *   sqlStatementsOf(t.app, async (opts) => {
 *     const res = await o.gql(`{ items(limit: ${limit}) { nodes { id } } }`, {}, opts);
 *     expect(res.data?.items.nodes).toHaveLength(limit);
 *   });
 * expect(await statements(20)).toBe(await statements(2));
 * ```
 */
export async function sqlStatementsOf(
  app: INestApplication,
  send: (opts: GqlOptions) => Promise<unknown>,
): Promise<number> {
  const correlationId = randomUUID();
  const counter = app.get(MetricsService).sqlStatements;
  const inc = counter.inc.bind(counter);
  let n = 0;
  counter.inc = ((...args: Parameters<typeof inc>) => {
    if (requestContext().correlationId === correlationId) n++;
    inc(...args);
  }) as typeof inc;
  try {
    await send({ headers: { 'x-correlation-id': correlationId } });
    return n;
  } finally {
    counter.inc = inc;
  }
}
