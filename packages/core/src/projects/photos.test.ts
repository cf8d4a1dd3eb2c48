import { createMemoryBlobStore } from '../testing/memory-repos';
import type { ImageCandidate, ImageProcessor, ImageSource } from './images';
import { fillPhotos } from './photos';
import type { GeneratedOut, PlacedPhoto, SiteGenerator } from './ports';

// Prepare: a generated site with two slots, an engine that records placed photos, a processor that makes two renditions.
const generated = (): GeneratedOut => ({
  site: { images: ['hero', 'about'] }, files: { 'index.html': '<h1>v0</h1>', 'style.css': '', 'script.js': '' }, fallbacks: [],
  assets: [], fonts: [],
  imageRequests: [
    { slot: 'hero', role: 'hero', query: 'trattoria', prompt: 'p', width: 1200, height: 960, alt: 'Casa Nonna' },
    { slot: 'about', role: 'section', query: 'table', prompt: 'p', width: 960, height: 800, alt: 'Our story' },
  ],
});
function engine(): SiteGenerator & { placed: [string, PlacedPhoto][] } {
  const placed: [string, PlacedPhoto][] = [];
  return {
    placed,
    generate: async () => generated(),
    fontBytes: async () => new Uint8Array(),
    placePhoto: (site, slot, photo) => { placed.push([slot, photo]); return { site, files: { 'index.html': `<h1>${slot}</h1>`, 'style.css': '', 'script.js': '' } }; },
  };
}
const processor: ImageProcessor = {
  process: async (_bytes, { slot }) => ({ width: 960, height: 768, variants: [
    { file: `img-${slot}-480.webp`, width: 480, type: 'image/webp', bytes: new Uint8Array([1]) },
    { file: `img-${slot}-960.jpg`, width: 960, type: 'image/jpeg', bytes: new Uint8Array([2]) },
  ] }),
};
const photo: ImageCandidate = { bytes: new Uint8Array([9]), contentType: 'image/jpeg', source: 'pexels', credit: { name: 'Ana', url: 'https://www.pexels.com/@ana', site: 'Pexels', siteUrl: 'https://www.pexels.com' } };
const source = (name: ImageSource['name'], find: ImageSource['find']): ImageSource => ({ name, find });

describe('fillPhotos', () => {
  it('It should fall through failing sources to the next and place the first photo found, with its credit', async () => {
    const e = engine();
    const blobs = createMemoryBlobStore();
    const errors: string[] = [];
    const out = await fillPhotos({ blobs, engine: e }, {
      sources: [source('unsplash', async () => { throw new Error('429 rate limited'); }), source('pexels', async () => photo)],
      processor, timeoutMs: 1000, onError: (i) => errors.push(`${i.slot}:${i.source}:${i.error}`),
    }, 'prj_1', generated());
    expect(errors).toEqual(['hero:unsplash:429 rate limited', 'about:unsplash:429 rate limited']);
    expect(e.placed.map(([slot, p]) => [slot, p.source, p.src, p.credit?.name])).toEqual([['hero', 'pexels', 'img-hero-960.jpg', 'Ana'], ['about', 'pexels', 'img-about-960.jpg', 'Ana']]);
    expect(out.assets['img-hero-480.webp']).toBe('sites/prj_1/img-hero-480.webp');
    expect(await blobs.get('sites/prj_1/img-about-960.jpg')).toMatchObject({ contentType: 'image/jpeg' });
    expect(out.files['index.html']).toBe('<h1>about</h1>');
  });

  it('It should keep the artwork when every source fails, finds nothing or hangs past its budget', async () => {
    const e = engine();
    const hang = source('openai', (_req, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    const out = await fillPhotos({ blobs: createMemoryBlobStore(), engine: e }, {
      sources: [source('unsplash', async () => null), hang], processor, timeoutMs: 20,
    }, 'prj_1', generated());
    expect(e.placed).toEqual([]);
    expect(out.files['index.html']).toBe('<h1>v0</h1>');
    expect(out.assets).toEqual({});
  });

  it('It should keep the artwork of a slot whose photo cannot be decoded, and go on with the next slot', async () => {
    const e = engine();
    let n = 0;
    const flaky: ImageProcessor = { process: async (b, o) => { if (n++ === 0) throw new Error('not an image'); return processor.process(b, o); } };
    const errors: string[] = [];
    await fillPhotos({ blobs: createMemoryBlobStore(), engine: e }, {
      sources: [source('pexels', async () => photo)], processor: flaky, timeoutMs: 1000, onError: (i) => errors.push(i.slot),
    }, 'prj_1', generated());
    expect(errors).toEqual(['hero']);
    expect(e.placed.map(([slot]) => slot)).toEqual(['about']);
  });

  it('It should ask an image model for the hero only, with its own longer budget', async () => {
    const e = engine();
    const asked: [string, number][] = [];
    const ai = source('openai', async (req, signal) => {
      const t0 = Date.now();
      await new Promise((r) => setTimeout(r, 40));
      if (signal.aborted) throw new Error('aborted');
      asked.push([req.slot, Date.now() - t0]);
      return { ...photo, source: 'openai', credit: undefined };
    });
    await fillPhotos({ blobs: createMemoryBlobStore(), engine: e }, { sources: [ai], processor, timeoutMs: 10, aiTimeoutMs: 5_000 }, 'prj_1', generated());
    expect(asked.map(([slot]) => slot)).toEqual(['hero']);
    expect(e.placed.map(([slot, p]) => [slot, p.source])).toEqual([['hero', 'openai']]);
  });
});

