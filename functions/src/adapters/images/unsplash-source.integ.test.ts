/**
 * The Unsplash source against a stand-in of the Unsplash API on loopback (GET /search/photos,
 * GET /photos/:id/download) that also plays images.unsplash.com (imgix: resizes to w × h with sharp).
 */
import type { ServerResponse } from 'node:http';
import type { ImageRequest } from '@sitewright/core/projects/images';
import sharp from 'sharp';
import { ImageSourceError } from './errors';
import { json, photo, startStandIn, type SeenRequest } from './testing';
import { createUnsplashSource } from './unsplash-source';

const KEY = 'test-access-key';
const hero: ImageRequest = { slot: 'hero', role: 'hero', query: 'bakery interior', prompt: 'a bakery', width: 1200, height: 675, alt: 'Our bakery' };

type Mode = 'ok' | 'empty' | 'small' | 'unauthorized' | 'limited-403' | 'limited-429' | 'error' | 'hang-search' | 'hang-image' | 'html-image' | 'tracking-fails';
let mode: Mode = 'ok';
let original: Buffer;

const result = (origin: string, id: string, width: number, height: number) => ({
  id, width, height, description: null, color: '#c0a080',
  urls: { raw: `${origin}/images/${id}?ixid=M3wxfDB8&ixlib=rb-4.1.0`, full: '', regular: '', small: '', thumb: '' },
  links: { self: '', html: `https://unsplash.com/photos/${id}`, download: '', download_location: `${origin}/photos/${id}/download?ixid=M3wxfDB8` },
  user: { id: 'u1', username: 'ada', name: 'Ada Lens', links: { html: 'https://unsplash.com/@ada', self: '', photos: '', likes: '', portfolio: '' } },
});

async function handle(req: SeenRequest, res: ServerResponse, origin: string): Promise<void> {
  if (req.headers.authorization !== `Client-ID ${KEY}` && !req.path.startsWith('/images/')) return json(res, 401, { errors: ['OAuth error: The access token is invalid'] });
  if (req.path === '/search/photos') {
    if (mode === 'hang-search') return; // never answers
    if (mode === 'unauthorized') return json(res, 401, { errors: ['OAuth error: The access token is invalid'] });
    if (mode === 'limited-403') return json(res, 403, { errors: ['Rate Limit Exceeded'] }, { 'X-Ratelimit-Limit': '50', 'X-Ratelimit-Remaining': '0' });
    if (mode === 'limited-429') return json(res, 429, { errors: ['Rate Limit Exceeded'] }, { 'X-Ratelimit-Limit': '50', 'X-Ratelimit-Remaining': '0' });
    if (mode === 'error') return json(res, 500, { errors: ['Internal error'] });
    const results = mode === 'empty' ? [] : mode === 'small' ? [result(origin, 'tiny', 400, 300)]
      : [result(origin, 'tiny', 400, 300), result(origin, 'abc123', 2000, 1400), result(origin, 'other', 3000, 2000)];
    return json(res, 200, { total: results.length, total_pages: 1, results }, { 'X-Ratelimit-Remaining': '49' });
  }
  if (/^\/photos\/[^/]+\/download$/.test(req.path)) {
    if (mode === 'tracking-fails') return json(res, 500, { errors: ['oops'] });
    return json(res, 200, { url: `${origin}/images/abc123?ixid=M3wxfDB8` });
  }
  if (req.path.startsWith('/images/')) {
    if (mode === 'hang-image') return;
    if (mode === 'html-image') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return void res.end('<!doctype html><title>Not found</title>');
    }
    const w = Number(req.query.get('w')), h = Number(req.query.get('h'));
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    return void res.end(await sharp(original).resize(w, h, { fit: 'cover' }).jpeg().toBuffer());
  }
  json(res, 404, { errors: ['Not found'] });
}

let server: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  original = await photo(2000, 1400);
  server = await startStandIn(handle);
});
afterAll(() => server.close());
beforeEach(() => {
  mode = 'ok';
  server.requests.length = 0;
});

const source = () => createUnsplashSource({ accessKey: KEY, apiUrl: server.origin, appName: 'sitewright' });
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e as ImageSourceError);

describe('Unsplash source', () => {
  it('It should search with the key, download the slot-sized crop of the first suitable photo, track the download once and credit with referral links', async () => {
    // Prepare
    const unsplash = source();

    // Act
    const found = await unsplash.find(hero, AbortSignal.timeout(5000));

    // Assess
    const [search] = server.to('/search/photos');
    expect(search?.headers.authorization).toBe(`Client-ID ${KEY}`);
    expect(search?.headers['accept-version']).toBe('v1');
    expect(Object.fromEntries(search!.query)).toMatchObject({ query: 'bakery interior', orientation: 'landscape', content_filter: 'high' });
    const [image] = server.requests.filter((r) => r.path.startsWith('/images/'));
    expect(image?.path).toBe('/images/abc123'); // the 400 px result is skipped: too small for a 1200 px hero
    expect(Object.fromEntries(image!.query)).toMatchObject({ w: '1600', h: '900', fit: 'crop', fm: 'jpg', ixid: 'M3wxfDB8' });
    expect(image?.headers.authorization).toBeUndefined(); // the key goes to the API only
    const tracking = server.to('/photos/abc123/download');
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.headers.authorization).toBe(`Client-ID ${KEY}`);
    expect(tracking[0]?.query.get('ixid')).toBe('M3wxfDB8');
    expect(found?.source).toBe('unsplash');
    expect(found?.contentType).toBe('image/jpeg');
    const meta = await sharp(found!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 900]);
    expect(found?.credit).toEqual({
      name: 'Ada Lens',
      url: 'https://unsplash.com/@ada?utm_source=sitewright&utm_medium=referral',
      site: 'Unsplash',
      siteUrl: 'https://unsplash.com/?utm_source=sitewright&utm_medium=referral',
    });
  });

  it('It should ask for portrait or squarish photos to match the slot', async () => {
    await source().find({ ...hero, width: 600, height: 900 }, AbortSignal.timeout(5000)).catch(() => null);
    await source().find({ ...hero, width: 500, height: 480 }, AbortSignal.timeout(5000)).catch(() => null);
    expect(server.to('/search/photos').map((r) => r.query.get('orientation'))).toEqual(['portrait', 'squarish']);
  });

  it('It should resolve null, with no download and no tracking, when nothing is found or nothing is large enough', async () => {
    for (const m of ['empty', 'small'] as const) {
      mode = m;
      await expect(source().find(hero, AbortSignal.timeout(5000))).resolves.toBeNull();
    }
    expect(server.requests.map((r) => r.path)).toEqual(['/search/photos', '/search/photos']);
  });

  it('It should reject with the status for a refused key and a server error', async () => {
    mode = 'unauthorized';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ name: 'ImageSourceError', source: 'unsplash', reason: 'http', status: 401 });
    mode = 'error';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ reason: 'http', status: 500 });
  });

  it('It should report the rate limit, whether Unsplash answers 403 or 429 with X-Ratelimit-Remaining: 0', async () => {
    for (const [m, status] of [['limited-403', 403], ['limited-429', 429]] as const) {
      mode = m;
      const e = await failure(source().find(hero, AbortSignal.timeout(5000)));
      expect(e).toBeInstanceOf(ImageSourceError);
      expect(e).toMatchObject({ reason: 'rate-limited', status });
    }
  });

  it('It should give up on a hanging search or image host when the signal fires, within the budget', async () => {
    for (const m of ['hang-search', 'hang-image'] as const) {
      mode = m;
      const budgetMs = 400;
      const started = Date.now();
      const pending = failure(source().find(hero, AbortSignal.timeout(budgetMs)));
      await server.next(m === 'hang-search' ? '/search/photos' : '/images/abc123'); // the stand-in holds the request
      const e = await pending;
      expect(e).toMatchObject({ reason: 'aborted' });
      expect(Date.now() - started).toBeLessThan(budgetMs + 1500);
    }
    expect(server.requests.filter((r) => r.path.endsWith('/download'))).toEqual([]);
  });

  it('It should refuse a download that is not an image, without tracking it', async () => {
    mode = 'html-image';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ reason: 'not-an-image' });
    expect(server.to('/photos/abc123/download')).toEqual([]);
  });

  it('It should not use a photo whose download could not be tracked', async () => {
    mode = 'tracking-fails';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ reason: 'http', status: 500 });
  });
});
