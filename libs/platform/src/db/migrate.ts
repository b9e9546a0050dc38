import { Client } from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';

export type MigrationList = Array<new () => MigrationInterface>;

/**
 * Runs pending migrations as the table owner. A session advisory lock keeps two replicas
 * starting at once from running them twice. Answers the names of the migrations it ran.
 */
export async function runMigrations(url: string, migrations: MigrationList): Promise<string[]> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('mise:migrations'))`);
    const ds = new DataSource({
      type: 'postgres',
      url,
      migrations,
      migrationsTransactionMode: 'each',
      logging: ['error'],
    });
    await ds.initialize();
    try {
      const ran = await ds.runMigrations();
      return ran.map((m) => m.name);
    } finally {
      await ds.destroy();
    }
  } finally {
    await lock.query(`SELECT pg_advisory_unlock(hashtext('mise:migrations'))`).catch(() => {});
    await lock.end();
  }
}
