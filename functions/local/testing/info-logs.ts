// Imported first by a test that reads the request log lines: the logger takes its level at construction
// (test/quiet-logs.cjs sets ERROR for every other test file).
process.env.LOG_LEVEL = 'INFO';
