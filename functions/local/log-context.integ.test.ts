/**
 * Issue 18 §3: under concurrency each log line of the local stack carries its own request's context
 * (function name, request id), because every invocation runs in its own Lambda invoke-store context.
 */
import './testing/info-logs';
import { startTestStack } from './test-stack';

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;

beforeAll(async () => {
  stack = await startTestStack({ LOG_LEVEL: 'INFO' });
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

describe('log lines under concurrency (issue 18 §3)', () => {
  it('It should give every log line its own request: function name and request id, under concurrency', async () => {
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => { lines.push(String(chunk)); return true; };
    // Powertools writes INFO to stdout, WARN and ERROR (the 401s) to stderr.
    const writes = [jest.spyOn(process.stdout, 'write').mockImplementation(capture), jest.spyOn(process.stderr, 'write').mockImplementation(capture)];
    try {
      const calls = Array.from({ length: 30 }, (_, i) => [
        () => stack.api('GET', '/api/templates/public'),
        () => stack.api('GET', '/api/auth/me'),
        () => stack.api('GET', '/api/deploy/platforms'),
      ][i % 3]!());
      await Promise.all(calls);
    } finally {
      for (const w of writes) w.mockRestore();
    }
    const routeOf: Record<string, string> = { '/api/templates/public': 'local-templates-public', '/api/auth/me': 'local-auth-me', '/api/deploy/platforms': 'local-deploy-platforms' };
    const requests = lines.flatMap((l) => l.split('\n')).filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.message === 'request');
    expect(requests).toHaveLength(30);
    for (const l of requests) {
      expect(l.function_name).toBe(routeOf[String(l.path)]);
      expect(l.function_request_id).toBe(l.request_id);
    }
    expect(new Set(requests.map((l) => l.request_id)).size).toBe(30);
  }, 30_000);
});
