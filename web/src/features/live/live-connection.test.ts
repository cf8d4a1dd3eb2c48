import { LIVE_RETRY_MAX_MS, liveRetryDelay, openLiveConnection, parseLiveMessage } from './live-connection';

describe('liveRetryDelay (issue 19 §5 backoff)', () => {
  it('It should wait 1 s doubling to 30 s, each spread ±25 % at random', () => {
    const bases = [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000];
    bases.forEach((base, i) => {
      expect(liveRetryDelay(i + 1, () => 0)).toBe(base * 0.75);
      expect(liveRetryDelay(i + 1, () => 0.5)).toBe(base);
      expect(liveRetryDelay(i + 1, () => 1)).toBe(base * 1.25);
    });
    expect(liveRetryDelay(50, () => 0.5)).toBe(LIVE_RETRY_MAX_MS);
  });
});

describe('parseLiveMessage (issue 19 §4 shapes)', () => {
  it('It should accept the three message types, with or without a deployment', () => {
    const frames = [
      { type: 'progress', value: 40, message: 'Preparing Project Files', project_id: 'prj_1', deployment_id: 'dep_1' },
      { type: 'status', value: 'ready', project_id: 'prj_1' },
      { type: 'message', content: 'Section improved', project_id: 'prj_1' },
    ];
    for (const f of frames) expect(parseLiveMessage(JSON.stringify(f))).toEqual(f);
  });

  it('It should refuse a pong, a frame that is not JSON or not text, and a message of the wrong shape', () => {
    for (const data of [JSON.stringify({ type: 'pong' }), '{', new ArrayBuffer(2), 'null',
      JSON.stringify({ type: 'progress', value: 40, project_id: 'prj_1' }),
      JSON.stringify({ type: 'status', value: 'ready' }),
      JSON.stringify({ type: 'message', content: 'x', project_id: 'prj_1', deployment_id: 7 })]) {
      expect(parseLiveMessage(data)).toBeNull();
    }
  });
});

describe('openLiveConnection when the socket cannot even be constructed', () => {
  it('It should say error and try again with a new ticket, not stay disconnected', async () => {
    jest.useFakeTimers();
    try {
      const statuses: string[] = [];
      let tickets = 0;
      class Refusing { constructor() { throw new DOMException('Refused to connect: Content-Security-Policy', 'SecurityError'); } }
      const stop = openLiveConnection({
        projectId: 'prj_1', getTicket: async () => `t${++tickets}`, url: (t) => `ws://x/ws?ticket=${t}`,
        onStatus: (s) => statuses.push(s), onMessage: () => undefined,
        WebSocketImpl: Refusing as unknown as typeof WebSocket, random: () => 0.5, doc: { hidden: false, addEventListener: () => undefined, removeEventListener: () => undefined },
      });
      await jest.advanceTimersByTimeAsync(0);
      expect(statuses).toEqual(['error']);
      await jest.advanceTimersByTimeAsync(1000);
      expect(tickets).toBe(2);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
