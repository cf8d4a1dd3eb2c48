import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { BaseDeps } from '../base-deps';
import { AnsweredInvocationError, answeredGuard, currentInvocation } from '../invocation';
import { makeHttpHandler } from './http-stack';

const deps = { config: {}, clock: { now: () => Date.now() }, tokens: { issue: async () => 't', verify: async () => 'u' } } as unknown as BaseDeps;
const event = (path: string): APIGatewayProxyEventV2 => ({
  version: '2.0', routeKey: `POST ${path}`, rawPath: path, rawQueryString: '', headers: {}, isBase64Encoded: false,
  requestContext: { requestId: `r-${Math.random()}`, http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
} as unknown as APIGatewayProxyEventV2);
const contextWith = (ms: number): Context => {
  const deadline = Date.now() + ms;
  return { functionName: 'test', awsRequestId: 'r', getRemainingTimeInMillis: () => deadline - Date.now() } as unknown as Context;
};

/** A port that records its writes. */
function recordingStore() {
  const writes: string[] = [];
  return { writes, port: answeredGuard('store', { put: async (v: string) => { writes.push(v); } }) };
}

describe('the HTTP handler stack under a deadline', () => {
  it('It should answer 503 with Retry-After before the function times out, and refuse the writes the handler tries afterwards', async () => {
    const { writes, port } = recordingStore();
    let refused: unknown;
    let release!: () => void;
    const slowWork = new Promise<void>((r) => { release = r; });
    const handler = makeHttpHandler(async () => deps)({ auth: 'none' }, async () => {
      await port.put('before');
      await slowWork;
      try { await port.put('after'); } catch (e) { refused = e; }
      return { ok: true };
    });
    // 700 ms left: the stack answers 500 ms before the end.
    const res = await handler(event('/slow'), contextWith(700));
    expect(res.statusCode).toBe(503);
    expect(res.headers).toMatchObject({ 'Retry-After': '5' });
    expect(JSON.parse(res.body as string)).toEqual({ detail: expect.stringMatching(/took too long.*try again/i) });
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(writes).toEqual(['before']);
    expect(refused).toBeInstanceOf(AnsweredInvocationError);
  });

  it('It should give each concurrent request its own invocation, answered only when it is', async () => {
    const seen: Array<boolean | undefined> = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const handler = makeHttpHandler(async () => deps)({ auth: 'none' }, async ({ event: e }) => {
      if (e.rawPath === '/wait') await gate;
      seen.push(currentInvocation()?.signal.aborted);
      return {};
    });
    const waiting = handler(event('/wait'), contextWith(10_000));
    await expect(handler(event('/quick'), contextWith(10_000))).resolves.toMatchObject({ statusCode: 200 });
    release();
    await expect(waiting).resolves.toMatchObject({ statusCode: 200 });
    expect(seen).toEqual([false, false]);
  });

  it('It should let calls through outside any invocation (scripts, seeding)', async () => {
    const { writes, port } = recordingStore();
    await port.put('x');
    expect(writes).toEqual(['x']);
  });
});
