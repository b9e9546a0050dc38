import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: `mails` under row-level security like every outlet-scoped table. Integrations
 * answers each `procurement.mail.requested` in the request's outlet (the envelope's
 * `outletId`), so the listener's transaction is the mail's outlet and finds the row; an answer
 * naming another outlet finds nothing and is counted as an unknown mail.
 */
export class MailsRowSecurity1760000024100 implements MigrationInterface {
  name = 'MailsRowSecurity1760000024100';

  async up(q: QueryRunner): Promise<void> {
    await enableRowLevelSecurity(q, 'mails');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY "mails_outlet_isolation" ON mails`);
    await q.query(`ALTER TABLE mails NO FORCE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE mails DISABLE ROW LEVEL SECURITY`);
  }
}
