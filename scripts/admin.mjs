#!/usr/bin/env node
// npm run admin -- grant|revoke <email>
// Sets an owner's admin flag (there is no API for it) by running services/identity/dist/cli.js.
// The database and NATS are DATABASE_URL and NATS_URL when set, else those of the running dev
// stack (`npm start` records each service's environment in .data/dev-stack.json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readDevStack, ROOT } from './lib/dev-stack.mjs';

const CLI = path.join(ROOT, 'services/identity/dist/cli.js');

function identityEnv() {
  if (process.env.DATABASE_URL) return {};
  const env = readDevStack().services?.identity?.env;
  if (!env?.DATABASE_URL) throw new Error('.data/dev-stack.json has no identity environment');
  return env;
}

function main(args) {
  const [command, email] = args;
  if (!['grant', 'revoke'].includes(command) || !email) {
    throw new Error('usage: npm run admin -- grant|revoke <email>');
  }
  if (!existsSync(CLI)) {
    throw new Error(`${path.relative(ROOT, CLI)} is missing: build first (npm run build)`);
  }
  const result = spawnSync(process.execPath, [CLI, command, email], {
    stdio: 'inherit',
    env: { ...process.env, ...identityEnv(), LOG_LEVEL: 'warn' },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`admin: ${error.message}\n`);
  process.exitCode = 1;
}
