/**
 * Photos in a generation, end to end (issue 15 §1): the local stack (dynalite, local-aws-sqs, the real
 * generate worker) with PEXELS_API_KEY pointed at a stand-in of the Pexels API on loopback. The site
 * gets <picture> elements with WebP renditions and a JPEG fallback, served from the sites origin, and
 * the credit Pexels asks for; a failing source leaves the offline artwork and never fails the job.
 */
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import { startTestStack } from '../../local/test-stack';
import { eventually, signedInUser } from '../../local/test-users';
import { json, photo, startStandIn, type SeenRequest } from '../adapters/images/testing';

let failing = false;
let original: Buffer;
const handle = async (req: SeenRequest, res: ServerResponse, origin: string) => {
  if (req.path === '/v1/search') {
    if (failing) return json(res, 500, { error: 'Internal Server Error' });
    // Each results page has its own photographer, so a "pick another" shows on the page.
    const page = Number(req.query.get('page') ?? '1');
    const src = `${origin}/photos/7/pexels-photo-7.jpeg`;
    return json(res, 200, { page, per_page: 10, total_results: 100, photos: [{
      id: 7, width: 3000, height: 2000, url: 'https://www.pexels.com/photo/7/', alt: 'A table', avg_color: '#978E82',
      photographer: page === 1 ? 'Grace Frame' : `Photographer ${page}`, photographer_url: page === 1 ? 'https://www.pexels.com/@grace' : `https://www.pexels.com/@p${page}`, photographer_id: '7', liked: false,
      src: { original: src, large2x: src, large: src, medium: src, small: src, portrait: src, landscape: src, tiny: src },
    }] });
  }
  res.writeHead(200, { 'content-type': 'image/jpeg' });
  res.end(original);
};
let pexels: Awaited<ReturnType<typeof startStandIn>>;

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let token: string;
const brief = { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria with hand-made pasta.', target_audience: 'Local families', key_features: 'Hand-made pasta, Wood-fired oven' };

beforeAll(async () => {
  original = await photo(2400, 1600);
  pexels = await startStandIn(handle);
  stack = await startTestStack({ PEXELS_API_KEY: 'pexels-test-key', PEXELS_API_URL: `${pexels.origin}/v1`, IMAGE_SOURCE_TIMEOUT_MS: '15000' });
  token = (await signedInUser(stack, 'photos@example.com', 'Photo Fan')).token;
}, 60_000);
afterAll(async () => {
  await stack.stop();
  await pexels.close();
});

async function ready() {
  const r = await stack.api<{ project_id: string }>('POST', '/api/generate', brief, { token });
  expect(r.status).toBe(202);
  return eventually(async () => {
    const p = await stack.api<{ status: string; html_content: string }>('GET', `/api/project/${r.body.project_id}`, undefined, { token });
    return p.body.status === 'ready' ? { id: r.body.project_id, html: p.body.html_content } : undefined;
  }, 60_000);
}

describe('photos from a stock source (Pexels stand-in)', () => {
  it('It should place photos with modern renditions, a JPEG fallback and the credit, served beside index.html', async () => {
    const { id, html } = await ready();
    const hero = /<section id="hero"[\s\S]*?<\/section>/.exec(html)![0];
    expect(hero).toMatch(/<picture[^>]*><source type="image\/webp" srcset="img-hero-\d+\.webp \d+w[^"]*" sizes="[^"]+">/);
    const img = /<img src="(img-hero-\d+\.jpg)" srcset="[^"]+" sizes="[^"]+" alt="[^"]+" width="\d+" height="\d+" fetchpriority="high"/.exec(hero);
    expect(img).not.toBeNull();
    expect(html).toMatch(/Photo: <a href="https:\/\/www\.pexels\.com\/@grace"[^>]*>Grace Frame<\/a> on <a href="https:\/\/www\.pexels\.com"[^>]*>Pexels<\/a>/);
    const webp = /srcset="(img-hero-\d+\.webp)/.exec(hero)![1]!;
    for (const [file, type] of [[img![1]!, 'image/jpeg'], [webp, 'image/webp']] as const) {
      const res = await fetch(`${stack.sitesUrl}/sites/${id}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  }, 90_000);

  it('It should keep the offline artwork when the source fails, and still reach ready', async () => {
    failing = true;
    const { id, html } = await ready();
    failing = false;
    expect(html).not.toContain('<picture');
    expect(html).toMatch(/<img class="[^"]+" src="art-hero\.svg"/);
    expect((await fetch(`${stack.sitesUrl}/sites/${id}/art-hero.svg`)).headers.get('content-type')).toMatch(/image\/svg\+xml/);
  }, 90_000);
});

describe('PUT /api/project/{id}/images/{imageId} (the owner replaces an image with an upload)', () => {
  const put = async (id: string, imageId: string, body: FormData, as = token) => {
    const res = await fetch(`${stack.appUrl}/api/project/${id}/images/${imageId}`, { method: 'PUT', body, headers: { authorization: `Bearer ${as}` } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const upload = (bytes: Uint8Array | Buffer, alt?: string, type = 'image/jpeg') => {
    const f = new FormData();
    f.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
    if (alt !== undefined) f.append('alt', alt);
    return f;
  };

  it('It should store the upload resized, place it with its alt text, and keep the previous version', async () => {
    failing = true;
    const { id } = await ready();
    failing = false;
    const r = await put(id, 'about', upload(await photo(1800, 1200), 'Our dining room at night'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ image_id: 'about', alt: 'Our dining room at night' });
    const about = /<section id="about"[\s\S]*?<\/section>/.exec(r.body.html_content as string)![0];
    const file = /<img src="(img-about-[0-9a-f]{8}-\d+\.jpg)" srcset="[^"]+" sizes="[^"]+" alt="Our dining room at night" width="\d+" height="\d+" loading="lazy"/.exec(about);
    expect(file).not.toBeNull();
    expect(about).toMatch(/<source type="image\/webp" srcset="img-about-[0-9a-f]{8}-\d+\.webp \d+w/);
    expect((await fetch(`${stack.sitesUrl}/sites/${id}/${file![1]}`)).headers.get('content-type')).toBe('image/jpeg');
    const versions = await stack.api<{ status: string }>('GET', `/api/project/${id}`, undefined, { token });
    expect(versions.status).toBe(200);
  }, 90_000);

  it('It should take a photo of up to 10 MB sent straight to storage through a signed address, and refuse what the address was not made for', async () => {
    failing = true;
    const { id } = await ready();
    failing = false;
    // About 7 MB: more than any request to a function may carry (6 MB), under the 10 MB a photo may be.
    const big = await sharp({ create: { width: 1800, height: 1400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 70 } } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    type Ticket = { upload_url: string; method: string; headers: Record<string, string>; upload_key: string; max_bytes: number; expires_in: number };
    const ask = (body: unknown, who = token) => stack.api<Ticket & { detail?: unknown }>('POST', `/api/project/${id}/images/hero/upload`, body, { token: who });
    const ticket = (await ask({ size: big.length, content_type: 'image/png' })).body;
    expect(ticket).toMatchObject({ method: 'PUT', max_bytes: 10 * 1024 * 1024, expires_in: 300, upload_key: expect.stringMatching(/^incoming\/usr_[^/]+\/prj_[^/]+\/[0-9a-f-]+\.png$/) });
    // The address takes exactly that file: another size, another type or a changed signature is refused.
    expect((await fetch(ticket.upload_url, { method: 'PUT', headers: ticket.headers, body: big.subarray(0, 1000) })).status).toBe(403);
    expect((await fetch(ticket.upload_url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: big })).status).toBe(403);
    // The signature's first character changed to another (replacing it with a fixed 'A' left it unchanged when it was one:
    // the check failed about once in 64 runs).
    const tampered = ticket.upload_url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(ticket.upload_url);
    expect((await fetch(tampered, { method: 'PUT', headers: ticket.headers, body: big })).status).toBe(403);
    expect((await fetch(ticket.upload_url, { method: 'PUT', headers: ticket.headers, body: big })).status).toBe(200);
    const placed = await stack.api<{ html_content: string; image_id: string; alt: string }>('PUT', `/api/project/${id}/images/hero`, { upload_key: ticket.upload_key, alt: 'Our pergola in June' }, { token });
    expect([placed.status, placed.body.image_id, placed.body.alt]).toEqual([200, 'hero', 'Our pergola in June']);
    expect(placed.body.html_content).toMatch(/<section id="hero"[\s\S]*?src="img-hero-[0-9a-f]{8}-\d+\.jpg"[^>]*alt="Our pergola in June"/);
    // What a ticket is refused for: over 10 MB (413), not an image type (415), not a size (422), another user (404).
    expect((await ask({ size: 10 * 1024 * 1024 + 1, content_type: 'image/png' })).status).toBe(413);
    expect((await ask({ size: 1000, content_type: 'image/svg+xml' })).status).toBe(415);
    expect((await ask({ size: -5, content_type: 'image/png' })).status).toBe(422);
    const other = (await signedInUser(stack, 'eve@example.com', 'Eve')).token;
    expect((await ask({ size: 1000, content_type: 'image/png' }, other)).status).toBe(404);
    // A key that is not this user's upload for this project is not a way to read other files.
    const foreign = await stack.api<{ detail: unknown }>('PUT', `/api/project/${id}/images/hero`, { upload_key: 'logos/someone/x.png' }, { token });
    expect(foreign.status).toBe(422);
    expect((await stack.api('PUT', `/api/project/${id}/images/hero`, { upload_key: `${ticket.upload_key.replace(/[^/]+$/, '')}missing.png` }, { token })).status).toBe(404);
  }, 90_000);

  it('It should refuse another user\'s project and an unknown image (404), a non-image (415) and a missing file (422)', async () => {
    failing = true;
    const { id } = await ready();
    failing = false;
    const other = (await signedInUser(stack, 'mallory@example.com', 'Mallory')).token;
    expect((await put(id, 'hero', upload(await photo(800, 600)), other)).status).toBe(404);
    expect((await put(id, 'no-such-image', upload(await photo(800, 600)))).status).toBe(404);
    expect((await put(id, 'hero', upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x', 'image/svg+xml'))).status).toBe(415);
    const empty = new FormData();
    empty.append('alt', 'nothing');
    const missing = await put(id, 'hero', empty);
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body.detail)).toMatch(/image/);
    // Nothing changed: the hero is still the artwork.
    const p = await stack.api<{ html_content: string }>('GET', `/api/project/${id}`, undefined, { token });
    expect(p.body.html_content).toMatch(/src="art-hero\.svg"/);
  }, 90_000);
});

describe('PUT /api/project/{id}/layout (the other layout of the blueprint)', () => {
  const layout = async (id: string, body: unknown, as = token) => {
    const res = await fetch(`${stack.appUrl}/api/project/${id}/layout`, { method: 'PUT', body: JSON.stringify(body), headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('It should re-lay the site out, keep its words, and refuse other values and other users', async () => {
    failing = true;
    const { id, html } = await ready();
    failing = false;
    const current = /class="s k-hero v-(\w+)"/.exec(html)![1];
    const other = current === 'banner' ? 1 : 0; // restaurant: layout 0 has the banner hero, layout 1 the split one
    const r = await layout(id, { layout: other });
    expect(r.status).toBe(200);
    expect(r.body.html_content).toMatch(new RegExp(`class="s k-hero v-${other === 1 ? 'split' : 'banner'}"`));
    expect(r.body.html_content).toContain(/<h1 id="hero-h">[^<]+<\/h1>/.exec(html)![0]);
    expect((await layout(id, { layout: 2 })).status).toBe(422);
    const mallory = (await signedInUser(stack, 'mallory2@example.com', 'Mallory')).token;
    expect((await layout(id, { layout: 0 }, mallory)).status).toBe(404);
  }, 90_000);

  it('It should pick another photo for an image from the next results page, as a new version (issue 17 §1)', async () => {
    const { id } = await ready();
    const another = () => stack.api<{ html_content: string; image_id: string; source: string; detail?: string }>('POST', `/api/project/${id}/images/hero/another`, {}, { token });
    const before = pexels.requests.length;
    const r = await another();
    expect([r.status, r.body.image_id, r.body.source]).toEqual([200, 'hero', 'pexels']);
    expect(pexels.requests.slice(before).find((q) => q.path === '/v1/search')?.query.get('page')).toBe('2');
    expect(r.body.html_content).toContain('Photographer 2</a>');
    const again = await another();
    expect(again.body.html_content).toContain('Photographer 3</a>');
    const versions = (await stack.api<{ versions: { kind: string; summary: string }[] }>('GET', `/api/project/${id}/versions`, undefined, { token })).body.versions;
    expect(versions.slice(0, 2).map((v) => v.summary)).toEqual(['Picked another hero photo (pexels)', 'Picked another hero photo (pexels)']);
    expect((await stack.api('POST', `/api/project/${id}/images/nope/another`, {}, { token })).status).toBe(404);
    failing = true;
    const refused = await another();
    failing = false;
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.detail)).toMatch(/No other photo was found/);
  }, 90_000);
});
