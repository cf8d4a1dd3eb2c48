/**
 * The Pexels source against a stand-in of the Pexels API on loopback (GET /v1/search) that also
 * plays images.pexels.com, driven through the official client.
 */
import type { ServerResponse } from 'node:http';
import type { ImageRequest } from '@sitewright/core/projects/images';
import sharp from 'sharp';
import { createPexelsSource } from './pexels-source';
import { json, photo, startStandIn, type SeenRequest } from './testing';
import type { ImageSourceError } from './errors';

const KEY = 'pexels-test-key';
const hero: ImageRequest = { slot: 'hero', role: 'hero', query: 'coffee & cake shop', prompt: 'a café', width: 1200, height: 675, alt: 'Our café' };

type Mode = 'ok' | 'empty' | 'unauthorized' | 'limited' | 'error' | 'hang' | 'html-image';
let mode: Mode = 'ok';
let original: Buffer;

const entry = (origin: string, id: number, width: number, height: number) => ({
  id, width, height, url: `https://www.pexels.com/photo/${id}/`, alt: 'A café', avg_color: '#978E82',
  photographer: 'Grace Frame', photographer_url: 'https://www.pexels.com/@grace', photographer_id: '7', liked: false,
  src: {
    original: `${origin}/photos/${id}/pexels-photo-${id}.jpeg`,
    large2x: `${origin}/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
    large: '', medium: '', small: '', portrait: '', landscape: '', tiny: '',
  },
});

async function handle(req: SeenRequest, res: ServerResponse, origin: string): Promise<void> {
  if (req.path === '/v1/search') {
    if (req.headers.authorization !== KEY || mode === 'unauthorized') return json(res, 401, { error: 'Unauthorized' });
    if (mode === 'hang') return;
    if (mode === 'limited') return json(res, 429, { error: 'Too Many Requests' }, { 'X-Ratelimit-Limit': '200', 'X-Ratelimit-Remaining': '0' });
    if (mode === 'error') return json(res, 500, { error: 'Internal Server Error' });
    const photos = mode === 'empty' ? [] : [entry(origin, 101, 3000, 2000), entry(origin, 202, 3000, 4500)];
    return json(res, 200, { page: 1, per_page: 10, total_results: photos.length, photos }, { 'X-Ratelimit-Remaining': '199' });
  }
  if (req.path.startsWith('/photos/')) {
    if (mode === 'html-image') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return void res.end('<html>blocked</html>');
    }
    // large2x: the photo fitted into 1880 × 1300; the original with w/h/fit=crop: that crop.
    const w = Number(req.query.get('w')), h = Number(req.query.get('h'));
    const out = req.query.get('dpr') === '2'
      ? sharp(original).resize(1880, 1300, { fit: 'inside' })
      : sharp(original).resize(w || undefined, h || undefined, { fit: 'cover' });
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    return void res.end(await out.jpeg().toBuffer());
  }
  json(res, 404, { error: 'Not found' });
}

let server: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  original = await photo(3000, 2000);
  server = await startStandIn(handle);
});
afterAll(() => server.close());
beforeEach(() => {
  mode = 'ok';
  server.requests.length = 0;
});

const source = () => createPexelsSource({ apiKey: KEY, baseUrl: `${server.origin}/v1` });
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e as ImageSourceError);

describe('Pexels source', () => {
  it('It should search through the official client with the key, download large2x and credit the photographer and Pexels', async () => {
    // Prepare
    const globalFetch = globalThis.fetch;

    // Act
    const found = await source().find(hero, AbortSignal.timeout(5000));

    // Assess
    const [search] = server.to('/v1/search');
    expect(search?.headers.authorization).toBe(KEY);
    expect(Object.fromEntries(search!.query)).toEqual({ query: 'coffee & cake shop', orientation: 'landscape', per_page: '10' });
    const [image] = server.requests.filter((r) => r.path.startsWith('/photos/'));
    expect(image?.path).toBe('/photos/101/pexels-photo-101.jpeg');
    expect(image?.query.get('dpr')).toBe('2');
    expect(image?.headers.authorization).toBeUndefined();
    expect(found?.source).toBe('pexels');
    expect(found?.contentType).toBe('image/jpeg');
    expect(await sharp(found!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1880 });
    expect(found?.credit).toEqual({ name: 'Grace Frame', url: 'https://www.pexels.com/@grace', site: 'Pexels', siteUrl: 'https://www.pexels.com' });
    expect(globalThis.fetch).toBe(globalFetch); // nothing stays patched
  });

  it('It should download a slot-sized crop of the original when large2x is too small for the slot', async () => {
    // A 3:4 slot wanting 960 px: the 3000 × 2000 photo's large2x (1880 × 1253) has only a 940 px wide 3:4 crop, so the CDN crops the original.
    const found = await source().find({ ...hero, slot: 'about', width: 480, height: 640 }, AbortSignal.timeout(5000));
    const [search] = server.to('/v1/search');
    expect(search?.query.get('orientation')).toBe('portrait');
    const [image] = server.requests.filter((r) => r.path.startsWith('/photos/'));
    expect(Object.fromEntries(image!.query)).toMatchObject({ w: '960', h: '1280', fit: 'crop' });
    expect(await sharp(found!.bytes).metadata()).toMatchObject({ width: 960, height: 1280 });
  });

  it('It should keep concurrent searches apart (each its own query, signal and answer)', async () => {
    const [a, b] = await Promise.all([
      source().find({ ...hero, query: 'first' }, AbortSignal.timeout(5000)),
      source().find({ ...hero, query: 'second', width: 500, height: 500 }, AbortSignal.timeout(5000)),
    ]);
    expect(a?.bytes.length).toBeGreaterThan(0);
    expect(b?.bytes.length).toBeGreaterThan(0);
    expect(server.to('/v1/search').map((r) => [r.query.get('query'), r.query.get('orientation')]).sort())
      .toEqual([['first', 'landscape'], ['second', 'square']]);
  });

  it('It should resolve null when the search finds nothing', async () => {
    mode = 'empty';
    await expect(source().find(hero, AbortSignal.timeout(5000))).resolves.toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('It should reject with the status for a refused key, the rate limit and a server error', async () => {
    mode = 'unauthorized';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ name: 'ImageSourceError', source: 'pexels', reason: 'http', status: 401 });
    mode = 'limited';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ reason: 'rate-limited', status: 429 });
    mode = 'error';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ reason: 'http', status: 500 });
  });

  it('It should abort a hanging search when the signal fires, within the budget', async () => {
    mode = 'hang';
    const budgetMs = 400;
    const started = Date.now();
    const pending = failure(source().find(hero, AbortSignal.timeout(budgetMs)));
    await server.next('/v1/search');
    expect(await pending).toMatchObject({ reason: 'aborted' });
    expect(Date.now() - started).toBeLessThan(budgetMs + 1500);
  });

  it('It should refuse a download that is not an image', async () => {
    mode = 'html-image';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ reason: 'not-an-image' });
  });
});
