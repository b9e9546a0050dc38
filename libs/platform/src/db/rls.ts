import type { QueryRunner } from 'typeorm';

/**
 * Puts an outlet-scoped table under row-level security: rows are visible and writable only when
 * their outlet is the transaction's `app.outlet_id`, or in a deliberate admin transaction.
 * FORCE applies the policy to the table owner too.
 */
export async function enableRowLevelSecurity(
  queryRunner: QueryRunner,
  table: string,
  column = 'outlet_id',
): Promise<void> {
  const policy = `${column} = nullif(current_setting('app.outlet_id', true), '')::uuid
      OR current_setting('app.admin', true) = 'on'`;
  await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
  await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
  await queryRunner.query(
    `CREATE POLICY "${table}_outlet_isolation" ON "${table}" USING (${policy}) WITH CHECK (${policy})`,
  );
}
