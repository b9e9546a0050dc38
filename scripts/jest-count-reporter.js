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
      // Named here so that the closing lines of `npm test` say what failed, even when the
      // failure scrolled far above them.
      failures: results.testResults.flatMap((file) =>
        file.testExecError
          ? [`${file.testFilePath}: ${String(file.testExecError.message).split('\n')[0]}`]
          : file.testResults
              .filter((t) => t.status === 'failed')
              .map((t) => `${file.testFilePath} › ${t.fullName}`),
      ),
    });
    fs.appendFileSync(file, line + '\n');
  }
}
module.exports = CountReporter;
