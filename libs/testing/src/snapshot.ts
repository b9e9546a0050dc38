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
