// A `node --test` reporter that appends the run's counts to $MISE_TEST_COUNTS, like
// scripts/jest-count-reporter.js does for Jest, so that npm test prints one closing line.
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//     --test-reporter=./scripts/lib/node-count-reporter.mjs --test-reporter-destination=stderr (it prints nothing)
import { appendFileSync } from 'node:fs';

export default async function* countReporter(source) {
  const counts = { cwd: process.cwd(), passed: 0, failed: 0, skipped: 0, failures: [] };
  for await (const event of source) {
    if (event.data?.details?.type === 'suite') continue;
    if (event.type === 'test:pass') {
      if (event.data.skip || event.data.todo) counts.skipped += 1;
      else counts.passed += 1;
    } else if (event.type === 'test:fail') {
      counts.failed += 1;
      counts.failures.push(`${event.data.file ?? ''} › ${event.data.name}`);
    }
  }
  if (process.env.MISE_TEST_COUNTS) {
    appendFileSync(process.env.MISE_TEST_COUNTS, `${JSON.stringify(counts)}\n`);
  }
  yield '';
}
