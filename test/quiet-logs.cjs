// Jest setup (jest.config.ts `setupFiles`): the functions' Powertools Logger takes its level from LOG_LEVEL
// when it is constructed, at import, and its middy middleware goes back to that level on every invocation;
// so the level of a test run has to be in the environment before any test file imports it. Tests read
// answers, not logs: only errors are printed unless LOG_LEVEL says otherwise.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL || 'ERROR';
// The AWS SDK warns once per process that its releases after January 2027 need Node 22; the functions run on
// nodejs22.x in Lambda, and these machines test on the Node that TOOLCHAIN.md names. Not news in a test log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
