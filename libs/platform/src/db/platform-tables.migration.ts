import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox (events waiting for the relay) and the inbox (events already handled). */
export class PlatformTables1760000000000 implements MigrationInterface {
  name = 'PlatformTables1760000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        subject text NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        published_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX outbox_unpublished ON outbox (created_at) WHERE published_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE inbox (
        event_id uuid PRIMARY KEY,
        subject text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE inbox`);
    await q.query(`DROP TABLE outbox`);
  }
}
