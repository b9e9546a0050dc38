// NATS for the dev stack: NATS_URL when set, otherwise a `nats-server` from this machine with
// JetStream, its store in .data/nats (no npm package ships the binary).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../lib/dev-stack.mjs';
import { say } from './log.mjs';
import { startProcess, waitForPort } from './processes.mjs';

const STORE_DIR = path.join(DATA_DIR, 'nats');

/** The `nats-server` binary on PATH or in /usr/sbin, or null. */
export function findNatsServer() {
  try {
    return execFileSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' }).trim();
  } catch {
    return fs.existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : null;
  }
}

/** Returns `{ url, process? }`. */
export async function startNats(env = process.env) {
  if (env.NATS_URL) {
    say(`NATS: using NATS_URL (${env.NATS_URL})`);
    return { url: env.NATS_URL };
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
  const child = startProcess({
    name: 'nats',
    command: binary,
    args: ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', STORE_DIR],
    marker: STORE_DIR,
  });
  await waitForPort('127.0.0.1', port, child, 'nats-server');
  say(`NATS (JetStream) is up on 127.0.0.1:${port}`);
  return { url: `nats://127.0.0.1:${port}`, process: child };
}
