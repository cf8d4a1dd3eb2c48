/**
 * Photos in a generation, end to end (issue 15 §1): the local stack (dynalite, local-aws-sqs, the real
 * generate worker) with PEXELS_API_KEY pointed at a stand-in of the Pexels API on loopback. The site
 * gets <picture> elements with WebP renditions and a JPEG fallback, served from the sites origin, and
 * the credit Pexels asks for; a failing source leaves the offline artwork and never fails the job.
 */
import type { ServerResponse } from 'node:http';
import { startTestStack } from '../../local/test-stack';
import { eventually, signedInUser } from '../../local/test-users';
import { json, photo, startStandIn, type SeenRequest } from '../adapters/images/testing';

let failing = false;
let original: Buffer;
const handle = async (req: SeenRequest, res: ServerResponse, origin: string) => {
  if (req.path === '/v1/search') {
    if (failing) return json(res, 500, { error: 'Internal Server Error' });
    const src = `${origin}/photos/7/pexels-photo-7.jpeg`;
    return json(res, 200, { page: 1, per_page: 10, total_results: 1, photos: [{
      id: 7, width: 3000, height: 2000, url: 'https://www.pexels.com/photo/7/', alt: 'A table', avg_color: '#978E82',
      photographer: 'Grace Frame', photographer_url: 'https://www.pexels.com/@grace', photographer_id: '7', liked: false,
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
