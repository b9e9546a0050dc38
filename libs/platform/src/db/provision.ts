import { Client } from 'pg';

export interface ProvisionOptions {
  /** A superuser (or CREATEDB + CREATEROLE) URL, any database. */
  adminUrl: string;
  database: string;
  appRole: string;
  appPassword: string;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** Swallows "already exists" so that concurrent provisioning (parallel tests) is safe. */
async function ignoreExists(p: Promise<unknown>): Promise<void> {
  try {
    await p;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code !== '42710' && code !== '42P04' && code !== '23505') throw e;
  }
}

/**
 * Creates the service's database and its app role: a login role that is not the owner of the
 * tables, has no BYPASSRLS, and gets DML rights on every table the migrations create.
 * Answers the URLs to run migrations with (admin) and to run the service with (app role).
 */
export async function provisionDatabase(
  o: ProvisionOptions,
): Promise<{ appUrl: string; ownerUrl: string }> {
  if (!IDENT.test(o.database) || !IDENT.test(o.appRole)) {
    throw new Error(`Invalid database or role name: ${o.database}, ${o.appRole}`);
  }
  const admin = new Client({ connectionString: o.adminUrl });
  await admin.connect();
  try {
    const role = await admin.query(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [o.appRole]);
    if (role.rowCount === 0) {
      await ignoreExists(
        admin.query(
          `CREATE ROLE ${o.appRole} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD '${o.appPassword.replace(/'/g, "''")}'`,
        ),
      );
    }
    const db = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [o.database]);
    if (db.rowCount === 0) await ignoreExists(admin.query(`CREATE DATABASE ${o.database}`));
  } finally {
    await admin.end();
  }

  const ownerUrl = withDatabase(o.adminUrl, o.database);
  const owner = new Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    await owner.query(`GRANT CONNECT ON DATABASE ${o.database} TO ${o.appRole}`);
    await owner.query(`GRANT USAGE ON SCHEMA public TO ${o.appRole}`);
    await owner.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${o.appRole}`,
    );
    await owner.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${o.appRole}`,
    );
    await owner.query(
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${o.appRole}`,
    );
    await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${o.appRole}`);
  } finally {
    await owner.end();
  }
  const app = new URL(ownerUrl);
  app.username = o.appRole;
  app.password = o.appPassword;
  return { appUrl: app.toString(), ownerUrl };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Drops a database (tests). Connections still open are terminated first. */
export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
