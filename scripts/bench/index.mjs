#!/usr/bin/env node
// npm run bench: prints the performance figures the issues ask for. Not a test: nothing here
// passes or fails on a number. Needs Postgres and NATS like the tests (TEST_DATABASE_ADMIN_URL,
// NATS_URL) and built packages (npm run build).
//
// One part per service that exists and has a scripts/bench/<service>.mjs exporting `bench()`,
// then extraction and automate (issue 22: reading the development set; upload to lines through
// the gateway), then the web, then ordering (issue 12: guests placing orders through the gateway, and the
// guest page), then analytics (issue 25: one outlet with 3 years of trading, the report, the
// ingredient card and trends through the gateway): `npm run bench -- web` (or `-- identity`,
// `-- ordering`, `-- analytics`) runs one part.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existingServices, ROOT } from '../lib/services.mjs';

/** The parts to run: `{ name, file }` for each existing service with a bench file, then web, ordering, analytics. */
export function benchParts(root = ROOT) {
  return [
    ...existingServices(root).map((s) => s.name),
    'extraction',
    'automate',
    'web',
    'ordering',
    'analytics',
  ]
    .map((name) => ({ name, file: path.join(root, 'scripts/bench', `${name}.mjs`) }))
    .filter(({ file }) => existsSync(file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const only = process.argv[2];
  for (const { name, file } of benchParts()) {
    if (only && only !== name) continue;
    const { bench } = await import(pathToFileURL(file).href);
    await bench();
  }
  console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(0);
}
