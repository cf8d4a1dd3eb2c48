/**
 * An in-memory stand-in for the backend: routes "METHOD /path" to a handler answering [status, body].
 * Installed as the global fetch (the api client looks fetch up at call time). Every call is recorded.
 */
export type FakeRoute = (req: { body: unknown; form?: FormData }) => [number, unknown] | Promise<[number, unknown]>;

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: { key: string; body: unknown; form?: FormData }[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(url).replace(/^https?:\/\/[^/]+/, '')}`;
    const form = init.body instanceof FormData ? init.body : undefined;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, form });
    const route = routes[key];
    if (!route) throw new TypeError(`Failed to fetch (${key} not faked)`);
    const [status, json] = await route({ body, form });
    return { ok: status >= 200 && status < 300, status, text: async () => (json === undefined ? '' : JSON.stringify(json)) } as Response;
  });
  globalThis.fetch = fetchImpl as unknown as typeof fetch;
  return { calls, fetch: fetchImpl };
}
