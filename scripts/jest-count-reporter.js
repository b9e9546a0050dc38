// Appends this Jest run's counts to $MISE_TEST_COUNTS (one JSON line per run) so that
// scripts/test.mjs can print one closing line for the whole suite.
const fs = require('node:fs');

class CountReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.MISE_TEST_COUNTS;
    if (!file) return;
    const line = JSON.stringify({
      cwd: process.cwd(),
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests,
    });
    fs.appendFileSync(file, line + '\n');
  }
}
module.exports = CountReporter;
