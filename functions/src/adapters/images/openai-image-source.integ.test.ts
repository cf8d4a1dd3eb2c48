/**
 * The image-model source against a stand-in of the OpenAI images API on loopback
 * (POST /v1/images/generations), answering base64 or a URL it also serves.
 */
import type { ServerResponse } from 'node:http';
import type { ImageRequest } from '@sitewright/core/projects/images';
import sharp from 'sharp';
import type { ImageSourceError } from './errors';
import { createOpenAIImageSource } from './openai-image-source';
import { json, photo, startStandIn, type SeenRequest } from './testing';

const KEY = 'sk-test';
const hero: ImageRequest = { slot: 'hero', role: 'hero', query: 'bakery', prompt: 'A sunlit artisan bakery counter, photographic, no text', width: 1200, height: 675, alt: 'Our bakery' };

type Mode = 'b64' | 'url' | 'unauthorized' | 'limited' | 'error' | 'hang' | 'not-an-image' | 'empty';
let mode: Mode = 'b64';
let picture: Buffer;

function handle(req: SeenRequest, res: ServerResponse, origin: string): void {
  if (req.path === '/v1/images/generations' && req.method === 'POST') {
    if (req.headers.authorization !== `Bearer ${KEY}` || mode === 'unauthorized') {
      return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    if (mode === 'hang') return;
    if (mode === 'limited') return json(res, 429, { error: { message: 'Rate limit reached', type: 'requests' } }, { 'x-ratelimit-remaining-requests': '0' });
    if (mode === 'error') return json(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
    if (mode === 'empty') return json(res, 200, { created: 1, data: [] });
    if (mode === 'url') return json(res, 200, { created: 1, data: [{ url: `${origin}/files/img-1.png`, revised_prompt: 'x' }] });
    const bytes = mode === 'not-an-image' ? Buffer.from('{"oops": true}') : picture;
    return json(res, 200, { created: 1, data: [{ b64_json: bytes.toString('base64') }], usage: { total_tokens: 1 } });
  }
  if (req.path === '/files/img-1.png') {
    res.writeHead(200, { 'content-type': 'image/png' });
    return void sharp(picture).png().toBuffer().then((b) => res.end(b));
  }
  json(res, 404, { error: { message: 'Not found' } });
}

let server: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  picture = await photo(1536, 1024);
  server = await startStandIn(handle);
});
afterAll(() => server.close());
beforeEach(() => {
  mode = 'b64';
  server.requests.length = 0;
});

const source = (model = 'gpt-image-1') => createOpenAIImageSource({ apiKey: KEY, baseURL: `${server.origin}/v1`, model, timeoutMs: 5000 });
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e as ImageSourceError);
const sent = () => JSON.parse(server.to('/v1/images/generations')[0]!.body) as Record<string, unknown>;

describe('OpenAI image source', () => {
  it('It should ask a GPT image model for the nearest size without response_format and decode its base64 answer', async () => {
    const found = await source().find(hero, AbortSignal.timeout(5000));

    expect(server.to('/v1/images/generations')[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent()).toEqual({ model: 'gpt-image-1', prompt: hero.prompt, size: '1536x1024', n: 1, output_format: 'jpeg', output_compression: 90 });
    expect(found).toMatchObject({ source: 'openai', contentType: 'image/jpeg' });
    expect(found?.credit).toBeUndefined();
    expect(await sharp(found!.bytes).metadata()).toMatchObject({ width: 1536, height: 1024 });
  });

  it('It should ask dall-e-3 for b64_json at its nearest size', async () => {
    await source('dall-e-3').find({ ...hero, width: 400, height: 700 }, AbortSignal.timeout(5000));
    expect(sent()).toMatchObject({ model: 'dall-e-3', size: '1024x1792', response_format: 'b64_json', style: 'natural' });
  });

  it('It should download the picture when the answer is a URL', async () => {
    mode = 'url';
    const found = await source('my-local-model').find(hero, AbortSignal.timeout(5000));
    expect(sent()).toEqual({ model: 'my-local-model', prompt: hero.prompt, size: '1536x1024', n: 1 });
    expect(server.to('/files/img-1.png')).toHaveLength(1);
    expect(found?.contentType).toBe('image/png');
    expect(await sharp(found!.bytes).metadata()).toMatchObject({ format: 'png', width: 1536 });
  });

  it('It should reject, without retrying, for a refused key, the rate limit and a server error', async () => {
    for (const [m, reason, status] of [['unauthorized', 'http', 401], ['limited', 'rate-limited', 429], ['error', 'http', 500]] as const) {
      mode = m;
      server.requests.length = 0;
      expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ name: 'ImageSourceError', source: 'openai', reason, status });
      expect(server.requests).toHaveLength(1);
    }
  });

  it('It should abort a hanging generation when the signal fires, within the budget', async () => {
    mode = 'hang';
    const budgetMs = 400;
    const started = Date.now();
    const pending = failure(source().find(hero, AbortSignal.timeout(budgetMs)));
    await server.next('/v1/images/generations');
    expect(await pending).toMatchObject({ reason: 'aborted' });
    expect(Date.now() - started).toBeLessThan(budgetMs + 1500);
  });

  it('It should refuse an answer that holds no picture', async () => {
    mode = 'not-an-image';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ reason: 'not-an-image' });
    mode = 'empty';
    expect(await failure(source().find(hero, AbortSignal.timeout(5000)))).toMatchObject({ reason: 'bad-answer' });
  });
});
