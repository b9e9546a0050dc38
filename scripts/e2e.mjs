#!/usr/bin/env node
// Browser journeys (web/e2e, Playwright on Debian's Chromium) against a running stack:
//  - the dev stack when `npm start` is running (its address from .data/dev-stack.json);
//  - otherwise a stack started here, like `npm start` but on the machine's Postgres and NATS
//    (TEST_DATABASE_ADMIN_URL, TEST_NATS_URL: the ones the integration tests use), stopped after.
// Extra arguments go to `playwright test` (e.g. a file name, --headed, --ui).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readDevStack, ROOT } from './lib/dev-stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} not found: install Debian's Chromium (apt-get install -y chromium)`);
  process.exit(1);
}

function runningStack() {
  try {
    return readDevStack();
  } catch {
    return null;
  }
}

async function waitForStack(child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
    const stack = runningStack();
    if (stack) return stack;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the stack did not become ready in time');
}

let launcher = null;
let stack = runningStack();
if (stack) {
  console.log(`e2e: using the running dev stack at ${stack.gateway}`);
} else {
  console.log('e2e: starting a stack (npm start on the machine Postgres and NATS)');
  launcher = spawn(process.execPath, [path.join(ROOT, 'scripts/dev/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_ADMIN_URL:
        process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      NATS_URL: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });
  stack = await waitForStack(launcher, 240_000);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: path.join(ROOT, 'web'),
  stdio: 'inherit',
  env: { ...process.env, MISE_E2E_URL: stack.gateway },
});

if (launcher) {
  launcher.kill('SIGTERM');
  await new Promise((r) => launcher.once('exit', r));
}
process.exit(result.status ?? 1);
