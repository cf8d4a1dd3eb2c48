/**
 * Prints one plain closing line, `Summary: N passed, N failed, N skipped`, after Jest's own summary,
 * so CI can read the outcome without knowing Jest's format.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(`\nSummary: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`);
  }
}
module.exports = SummaryReporter;
