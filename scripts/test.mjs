#!/usr/bin/env node
// npm test: every check and every test, in the order a reviewer would want them to fail.
// Unit and integration tests run against the real Postgres and NATS (see README: Testing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const counts = join(mkdtempSync(join(tmpdir(), 'mise-test-')), 'counts.jsonl');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  MISE_TEST_COUNTS: counts,
};
const started = Date.now();

function step(title, cmd, args) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`${r.status === 0 ? '✔' : '✘'} ${title} (${secs} s)`);
  return r.status === 0;
}

function summary(ok) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  if (existsSync(counts)) {
    for (const line of readFileSync(counts, 'utf8').split('\n').filter(Boolean)) {
      const c = JSON.parse(line);
      passed += c.passed;
      failed += c.failed;
      skipped += c.skipped;
      failures.push(...(c.failures ?? []));
    }
  }
  if (!ok && failed === 0) failed = 1; // a check failed before or outside the test runners
  if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
  console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

const nx = (targets, extra = []) => [
  'nx',
  'run-many',
  '-t',
  ...targets,
  '--outputStyle=stream',
  ...extra,
];

const checks = [
  ['build every package', 'npx', nx(['build'])],
  ['lint and typecheck', 'npx', nx(['lint', 'typecheck'])],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  [
    'supergraph is composed from the committed subgraph schemas',
    'node',
    ['scripts/compose-supergraph.mjs', '--check'],
  ],
  [
    'deploy files (Compose, Kubernetes, NATS users) are generated from SERVICE_TABLE',
    'node',
    ['scripts/lib/deploy-files.mjs', '--check'],
  ],
  [
    'web GraphQL types are generated from the committed supergraph',
    'npm',
    ['run', 'codegen', '--silent', '-w', 'web', '--', '--check'],
  ],
];
for (const [title, cmd, args] of checks) {
  if (!step(title, cmd, args)) summary(false);
}
const scriptsOk = step('deploy scripts tests (service lists, deploy files, NATS users)', 'node', [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/lib/node-count-reporter.mjs',
  '--test-reporter-destination=stderr',
  'scripts/**/*.test.mjs',
]);
// Three projects at once on two cores: integration tests mostly wait on Postgres, NATS and
// timers, so a third runner fills the cores the first two leave idle (each file still has its
// own database, ports and NATS names, so files never share state).
const ok =
  step(
    'unit and integration tests (real Postgres and NATS)',
    'npx',
    nx(['test'], ['--parallel=3']),
  ) && scriptsOk;
// The browser journeys run even when a unit test failed: their failures are worth seeing too.
const e2eOk = step('browser journeys (Playwright, Debian Chromium, the whole stack)', 'node', [
  'scripts/e2e.mjs',
]);
summary(ok && e2eOk);
