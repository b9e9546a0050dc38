// NATS for the dev stack: NATS_URL when set, otherwise a `nats-server` from this machine with
// JetStream, its store in .data/nats (no npm package ships the binary), and one user per service
// and one for the gateway with the permissions of Compose and Kubernetes
// (scripts/lib/deploy-files.mjs), each with a password made for this run (letters and digits, a letter first: scripts/lib/secrets.mjs) and
// handed to nats-server single-quoted, so its configuration parser reads it as a string.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  natsConfigString,
  natsPasswordVariable,
  natsServerConfig,
  natsUsers,
} from '../lib/deploy-files.mjs';
import { randomSecret } from '../lib/secrets.mjs';
import { DATA_DIR } from '../lib/dev-stack.mjs';
import { say } from './log.mjs';
import { natsConsumer } from './services.mjs';
import { startProcess, waitForPort } from './processes.mjs';

const STORE_DIR = path.join(DATA_DIR, 'nats');

/** nats-server's environment: each service's password, quoted for its configuration parser. */
export function natsServerEnv(credentials) {
  return Object.fromEntries(
    Object.entries(credentials).map(([name, { NATS_PASSWORD }]) => [
      natsPasswordVariable(name),
      natsConfigString(NATS_PASSWORD),
    ]),
  );
}

/** The `nats-server` binary on PATH or in /usr/sbin, or null. */
export function findNatsServer() {
  try {
    return execFileSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' }).trim();
  } catch {
    return fs.existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : null;
  }
}

/**
 * Returns `{ url, credentials, process? }`; `credentials[name]` is `{ NATS_USER, NATS_PASSWORD }`
 * of each service and of the gateway for the server started here, none for NATS_URL's.
 */
export async function startNats(env = process.env, services = []) {
  if (env.NATS_URL) {
    say(`NATS: using NATS_URL (${env.NATS_URL})`);
    return { url: env.NATS_URL, credentials: {} };
  }
  const binary = findNatsServer();
  if (!binary) {
    throw new Error(
      'nats-server not found: install it (Debian/Ubuntu: apt-get install nats-server; ' +
        'macOS: brew install nats-server) or set NATS_URL',
    );
  }
  const port = Number(env.MISE_NATS_PORT || 4223);
  fs.mkdirSync(STORE_DIR, { recursive: true });
  const configFile = path.join(STORE_DIR, 'nats-server.conf');
  const byName = Object.fromEntries(services.map((s) => [s.name, s]));
  fs.writeFileSync(
    configFile,
    natsServerConfig(services, { consumerOf: (name) => natsConsumer(byName[name]) }),
  );
  const credentials = Object.fromEntries(
    natsUsers(services).map((name) => [name, { NATS_USER: name, NATS_PASSWORD: randomSecret() }]),
  );
  const passwords = natsServerEnv(credentials);
  const child = startProcess({
    name: 'nats',
    command: binary,
    args: ['-c', configFile, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', STORE_DIR],
    env: { ...process.env, ...passwords },
    marker: STORE_DIR,
  });
  await waitForPort('127.0.0.1', port, child, 'nats-server');
  say(`NATS (JetStream) is up on 127.0.0.1:${port}`);
  return { url: `nats://127.0.0.1:${port}`, credentials, process: child };
}
