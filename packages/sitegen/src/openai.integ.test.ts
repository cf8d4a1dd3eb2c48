import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { UpstreamError } from '@sitewright/core';
import { generateSite } from './generate';
import { improveSection } from './improve';
import { createOpenAIImprover } from './improve-openai';
import { offlineCopy } from './offline-writer';
import { createOpenAIWriter } from './openai-writer';
import { BRIEFS } from './test-fixtures';
import { elements } from './test-dom';
import { createOfflineWriter } from './offline-writer';

/** A local OpenAI-compatible stub: each request is answered by the next handler in `queue`. */
type Handler = (body: Record<string, unknown>, res: ServerResponse) => void;
let server: Server;
let baseURL: string;
let queue: Handler[] = [];
const seen: Record<string, unknown>[] = [];

const completion = (content: string): Handler => (_b, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'stub', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] }));
};
const status = (code: number): Handler => (_b, res) => {
  res.writeHead(code, { 'content-type': 'application/json', 'retry-after-ms': '10' });
  res.end(JSON.stringify({ error: { message: 'stub error' } }));
};
const hang: Handler = () => { /* never answers: the client must time out */ };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (c: Buffer) => { data += c.toString(); });
    req.on('end', () => {
      const body = JSON.parse(data) as Record<string, unknown>;
      seen.push(body);
      (queue.shift() ?? status(500))(body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(async () => { server.closeAllConnections(); await new Promise((r) => server.close(r)); });
beforeEach(() => { queue = []; seen.length = 0; });

const writer = (timeoutMs = 2000, maxRetries = 2) => createOpenAIWriter({ baseURL, model: 'stub-model', timeoutMs, maxRetries });
const good = () => ({ ...offlineCopy(BRIEFS.saas, 'saas'), headline: 'Books that balance themselves', tagline: 'Calm bookkeeping' });

describe('the OpenAI writer against a local stub', () => {
  it('It should use a valid answer and ask for json_schema output', async () => {
    queue = [completion(JSON.stringify(good()))];
    const { site, fallbacks } = await generateSite(BRIEFS.saas, { writer: writer() });
    expect(fallbacks).toEqual([]);
    expect(site.sections[0]!.heading).toBe('Books that balance themselves');
    expect(seen[0]).toMatchObject({ model: 'stub-model', response_format: { type: 'json_schema' } });
  });

  it('It should tell the model what the buttons lead to, with the labels the page\'s form section expects', async () => {
    queue = [completion(JSON.stringify(good()))];
    const bakery = { ...BRIEFS.saas, business_name: 'Boulangerie Martin', industry: 'Food & Restaurant', description: 'Artisan bakery in Lyon baking sourdough and croissants.' };
    await writer().write({ brief: bakery, type: 'restaurant' });
    const user = (seen[0] as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('"Order ahead"');
    expect(user).toContain('"See the menu"');
    expect(user).not.toContain('Book a table');
  });

  it('It should retry after a 429 and then succeed', async () => {
    queue = [status(429), completion(JSON.stringify(good()))];
    const { fallbacks } = await writer().write({ brief: BRIEFS.saas, type: 'saas' });
    expect(seen).toHaveLength(2);
    expect(fallbacks).toEqual([]);
  });

  it('It should fall back to offline copy for malformed JSON and for invalid fields, and sanitize text', async () => {
    queue = [completion('{"headline": "unterminated')];
    const all = await writer().write({ brief: BRIEFS.saas, type: 'saas' });
    expect(all.copy).toEqual(offlineCopy(BRIEFS.saas, 'saas'));
    expect(all.fallbacks).toContain('headline');
    queue = [completion(JSON.stringify({ ...good(), headline: '<img src=x onerror=alert(1)>Hi <b>there</b>', faq: 'nope' }))];
    const some = await writer().write({ brief: BRIEFS.saas, type: 'saas' });
    expect(some.copy.headline).toBe('Hi there');
    expect(some.fallbacks).toEqual(['faq']);
  });

  it('It should throw UpstreamError after a timeout on every attempt', async () => {
    queue = [hang, hang];
    await expect(writer(200, 1).write({ brief: BRIEFS.saas, type: 'saas' })).rejects.toThrow(UpstreamError);
    expect(seen).toHaveLength(2);
    queue = [hang];
    await expect(writer(200, 0).write({ brief: BRIEFS.saas, type: 'saas' })).rejects.toThrow(/no answer within 200 ms/);
  });

  it('It should throw UpstreamError when 5xx persists after retries', async () => {
    queue = [status(503), status(503), status(503)];
    await expect(writer(2000, 2).write({ brief: BRIEFS.saas, type: 'saas' })).rejects.toThrow(/HTTP 503/);
    expect(seen).toHaveLength(3);
  });
});

describe('the OpenAI improver against a local stub', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  it('It should send section HTML, prompt and image, and splice back only sanitized HTML', async () => {
    const { site, files } = await generateSite(BRIEFS.restaurant, { writer: createOfflineWriter() });
    const answer = '<section id="about" class="section"><div class="wrap"><h1 onclick="x()">Our kitchen</h1><p>Fresh every day.</p>'
      + '<img src="{{image}}" alt="The kitchen"><img src="https://evil.example/t.gif" alt=""><script>alert(1)</script><a href="javascript:alert(1)">x</a></div></section>';
    queue = [completion(JSON.stringify({ html: answer }))];
    const improver = createOpenAIImprover({ baseURL, model: 'stub-model', timeoutMs: 2000 });
    const out = await improveSection(site, '#about', 'Make it about our kitchen', { dataUrl: PNG, alt: 'The kitchen' }, { improver });
    const msg = JSON.stringify(seen[0]);
    expect(msg).toContain('Make it about our kitchen');
    expect(msg).toContain('id=\\"about\\"');
    expect(msg).toContain(PNG);
    const html = out.files['index.html'];
    const about = elements(html).filter((e) => e.parent !== 'head');
    expect(about.filter((e) => e.tag === 'script')).toEqual([]);
    expect(about.filter((e) => e.tag === 'h1')).toHaveLength(1);
    expect(html).toContain('<h2>Our kitchen</h2><p>Fresh every day.</p>');
    expect(html).toContain(`<img src="${PNG}" alt="The kitchen">`);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/class="section"/);
    const before = files['index.html'];
    expect(html.slice(0, html.indexOf('<section id="about"'))).toBe(before.slice(0, before.indexOf('<section id="about"')));
    expect(html.slice(html.indexOf('<section id="menu"'))).toBe(before.slice(before.indexOf('<section id="menu"')));
  });

  it('It should refuse a malformed answer with UpstreamError and leave the site unchanged', async () => {
    const { site } = await generateSite(BRIEFS.restaurant, { writer: createOfflineWriter() });
    queue = [completion('not json')];
    const improver = createOpenAIImprover({ baseURL, model: 'stub-model', timeoutMs: 2000 });
    await expect(improveSection(site, '#menu', 'shorter', undefined, { improver })).rejects.toThrow(UpstreamError);
  });
});
