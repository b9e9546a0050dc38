import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableRowLevelSecurity } from './rls';

/**
 * Uploads handed out by `Storage.requestUpload` and not attached yet (one row per presigned PUT),
 * under row-level security. A service that stores files lists it after PlatformTables.
 */
export class StorageTables1760000000050 implements MigrationInterface {
  name = 'StorageTables1760000000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pending_uploads (
        key text PRIMARY KEY,
        outlet_id uuid NOT NULL,
        kind text NOT NULL,
        parent_id uuid NOT NULL,
        file_name text NOT NULL,
        content_type text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX pending_uploads_expiry ON pending_uploads (expires_at)`);
    await enableRowLevelSecurity(q, 'pending_uploads');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pending_uploads`);
  }
}
