import type { Tenancy } from '@mise/platform';
import type { TestApp } from './app';

/**
 * An outlet's rows of every outlet-scoped table the tenancy declares, as one text: equal before
 * and after a refused request means it changed no row ("a bad input changes nothing").
 */
export async function outletSnapshot(
  app: Pick<TestApp, 'ownerSql'>,
  tenancy: Pick<Tenancy, 'tables'>,
  outletId: string,
): Promise<string> {
  const parts: string[] = [];
  for (const { table, outletColumn } of tenancy.tables) {
    const rows = await app.ownerSql<{ s: string | null }>(
      `SELECT string_agg(x::text, '|' ORDER BY x::text) AS s FROM ${table} x
        WHERE x.${outletColumn} = $1`,
      [outletId],
    );
    parts.push(`${table}:${rows[0]?.s ?? ''}`);
  }
  return parts.join('\n');
}

/**
 * Sends each bad value and expects BAD_USER_INPUT with `message` on `field` every time, and the
 * outlet's rows unchanged afterwards (the table-driven bad-input tests of every service).
 */
export async function expectRefusedUnchanged(
  snapshot: () => Promise<string>,
  values: readonly string[],
  send: (value: string) => Promise<{ errors?: ReadonlyArray<{ message: string }> }>,
  expected: { message: string; field: string },
): Promise<void> {
  const before = await snapshot();
  for (const value of values) {
    const res = await send(value);
    const error: { message: string; extensions?: { code?: string; field?: string } } | undefined =
      res.errors?.[0];
    if (
      error?.message !== expected.message ||
      error.extensions?.code !== 'BAD_USER_INPUT' ||
      error.extensions.field !== expected.field
    ) {
      throw new Error(
        `${JSON.stringify(value)}: expected BAD_USER_INPUT "${expected.message}" on ${expected.field}, got ${JSON.stringify(res.errors ?? null)}`,
      );
    }
  }
  const after = await snapshot();
  if (after !== before) throw new Error(`the outlet's rows changed after refused values`);
}
