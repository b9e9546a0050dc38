#!/usr/bin/env node
// Browser journeys (web/e2e, Playwright on Debian's Chromium) against a running stack: the dev
// stack when `npm start` runs, otherwise one started here and stopped after (lib/ensure-stack.mjs).
// Extra arguments go to `playwright test` (e.g. a file name, --headed, --ui).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/dev-stack.mjs';
import { ensureStack } from './lib/ensure-stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} not found: install Debian's Chromium (apt-get install -y chromium)`);
  process.exit(1);
}

const stack = await ensureStack();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: path.join(ROOT, 'web'),
  stdio: 'inherit',
  env: { ...process.env, MISE_E2E_URL: stack.gateway },
});
await stack.stop();
process.exit(result.status ?? 1);
