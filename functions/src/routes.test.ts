import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { routes, validateRoutes, type RouteDef } from './routes';

describe('routes', () => {
  it('It should point every route at an existing handler module and export', async () => {
    for (const r of routes) {
      expect(existsSync(join(process.cwd(), 'functions', r.entry))).toBe(true);
      const mod = (await import(join(process.cwd(), 'functions', r.entry))) as Record<string, unknown>;
      expect([r.id, typeof mod[r.handler ?? 'handler']]).toEqual([r.id, 'function']);
    }
  });

  it('It should refuse a duplicate method and path, even with other parameter names', () => {
    const a: RouteDef = { id: 'a', method: 'GET', path: '/api/x/{id}', entry: 'a.ts', auth: true, tables: [] };
    expect(() => validateRoutes([a, { ...a, id: 'b', path: '/api/x/{other}' }])).toThrow('Duplicate route: GET /api/x/{other}');
    expect(() => validateRoutes([a, { ...a, method: 'POST' }])).toThrow('Duplicate route id: a');
    expect(() => validateRoutes([{ ...a, path: '/x' }])).toThrow(/must start with \/api\/ or \/sites\//);
  });
});
