import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { provisionDatabase, runMigrations, type MigrationList } from '@mise/platform';

/**
 * Fresh test databases are cloned from a migrated template (`CREATE DATABASE … TEMPLATE …`, a
 * file copy) instead of running every migration for every test file. One template per service
 * and migration list: its name carries a hash of the migrations' names and source, so a new or
 * edited migration makes a new template and nothing stale is ever cloned. Built once (under an
 * advisory lock, so parallel test processes and worktrees build it once), under a temporary name
 * renamed when complete: a half-built template is never used.
 */
export interface TemplateOptions {
  adminUrl: string;
  service: string;
  migrations: MigrationList;
  appRole: string;
  appPassword: string;
}

export function templateName(service: string, migrations: MigrationList): string {
  const h = createHash('sha256');
  for (const m of migrations) h.update(`${m.name}\n${m.toString()}\n`);
  return `tpl_${service.replace(/[^a-z0-9_]/g, '_')}_${h.digest('hex').slice(0, 16)}`;
}

const built = new Map<string, Promise<void>>();

async function withAdmin<T>(adminUrl: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function ensureTemplate(o: TemplateOptions, template: string): Promise<void> {
  await withAdmin(o.adminUrl, async (admin) => {
    await admin.query(`SELECT pg_advisory_lock(hashtext($1))`, [template]);
    try {
      const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template]);
      if (found.rowCount) return;
      const building = `tplb_${randomBytes(6).toString('hex')}`;
      const { ownerUrl } = await provisionDatabase({
        adminUrl: o.adminUrl,
        database: building,
        appRole: o.appRole,
        appPassword: o.appPassword,
      });
      await runMigrations(ownerUrl, o.migrations);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext($1))`, [template]).catch(() => {});
    }
  });
}

/**
 * A fresh database `database`, migrated, with the app role's rights: a clone of the service's
 * template. Answers the URLs as `provisionDatabase` does.
 */
export async function cloneMigratedDatabase(
  o: TemplateOptions & { database: string },
): Promise<{ appUrl: string; ownerUrl: string }> {
  const template = templateName(o.service, o.migrations);
  let ready = built.get(template);
  if (!ready) {
    ready = ensureTemplate(o, template);
    built.set(template, ready);
    ready.catch(() => built.delete(template));
  }
  await ready;
  await withAdmin(o.adminUrl, async (admin) => {
    // clones of one template one at a time: CREATE DATABASE refuses a template in use
    await admin.query(`SELECT pg_advisory_lock(hashtext($1))`, [template]);
    try {
      await admin.query(`CREATE DATABASE ${o.database} TEMPLATE ${template}`);
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext($1))`, [template]).catch(() => {});
    }
  });
  // the grants inside the database came with the clone; CONNECT on the new one is granted here
  return provisionDatabase({
    adminUrl: o.adminUrl,
    database: o.database,
    appRole: o.appRole,
    appPassword: o.appPassword,
  });
}
