import { createDocumentDb, type DocumentDb } from '@sitewright/data';
import { ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { localDynamoConfig } from '@sitewright/data/local-dynamodb';
import { startTestStack } from '../../local/test-stack';
import { eventually, pngBytes, signedInUser } from '../../local/test-users';

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let db: DocumentDb;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
const T = { projects: 'sitewright-local-projects', versions: 'sitewright-local-versions' };

const brief = { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria with hand-made pasta.', target_audience: 'Local families', key_features: 'Hand-made pasta, Wood-fired oven, ' };

beforeAll(async () => {
  stack = await startTestStack({}, undefined, { seed: true, visibilityTimeoutS: 1 });
  db = await createDocumentDb(localDynamoConfig(stack.dynamoEndpoint));
  alice = await signedInUser(stack, 'alice@example.com', 'Alice Liddell');
  bob = await signedInUser(stack, 'bob@example.com', 'Bob Builder');
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

async function readyProject(token = alice.token, body: Record<string, unknown> = brief) {
  const r = await stack.api<{ project_id: string; success: boolean }>('POST', '/api/generate', body, { token });
  expect(r.status).toBe(202);
  return eventually(async () => {
    const p = await stack.api<{ status: string; html_content: string; version: number }>('GET', `/api/project/${r.body.project_id}`, undefined, { token });
    return p.body.status === 'ready' ? { id: r.body.project_id, ...p.body } : undefined;
  });
}
const raw = async (id: string) => (await db.GetItem({ TableName: T.projects, Key: { id } })).Item;
const form = (fields: Record<string, string | Blob>, filename?: string) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') f.append(k, v);
    else f.append(k, v, filename ?? 'upload.png');
  }
  return f;
};
const postForm = async (path: string, body: FormData, token = alice.token) => {
  const res = await fetch(stack.appUrl + path, { method: 'POST', body, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('generation as a job (dynalite + local-aws-sqs)', () => {
  it('It should answer at once, then reach ready with the site stored and served on the sites origin', async () => {
    const p = await readyProject();
    expect(p.html_content).toContain('Casa Nonna');
    const stored = await raw(p.id);
    expect(stored).toMatchObject({ status: 'ready', key_features: ['Hand-made pasta', 'Wood-fired oven'], style_preference: 'modern' });
    expect(stored?.site).toBeTruthy();
    const page = await fetch(`${stack.sitesUrl}/sites/${p.id}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${stack.appUrl}`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('Casa Nonna');
    expect((await fetch(`${stack.sitesUrl}/sites/${p.id}/style.css`)).headers.get('content-type')).toMatch(/text\/css/);
    expect(await (await fetch(`${stack.sitesUrl}/sites/${p.id}/?improve=1`)).text()).toContain('_sw/bridge.js');
    expect((await fetch(`${stack.appUrl}/sites/${p.id}/`)).headers.get('content-type')).toMatch(/text\/html/); // app origin: SPA, not the site
  });

  it('It should send a poisoned job through its retries to the DLQ and mark the project failed', async () => {
    const id = 'prj_0000aaaa-0000-4000-8000-000000000001';
    const now = new Date().toISOString();
    await db.PutItem({ TableName: T.projects, Item: {
      id, user_id: alice.id, business_name: 'Broken', industry: 'Technology', description: 'x', target_audience: 'y', key_features: [],
      color_scheme: null, style_preference: 'not-a-style', logo_url: null, template_id: null, html_content: null, css_content: null,
      js_content: null, site: null, status: 'generating', error: null, created_at: now, updated_at: now, deployed_url: null,
      version: 0, published: false, category: null, job_id: 'gen_poison', assets: {},
    } });
    await stack.queues.sqs.send(new SendMessageCommand({ QueueUrl: stack.queues.urls.generate, MessageBody: JSON.stringify({ type: 'generate', project_id: id, job_id: 'gen_poison' }) }));
    const failed = await eventually(async () => { const p = await raw(id); return p?.status === 'failed' ? p : undefined; }, 20_000);
    expect(failed.error).toMatch(/^Generation failed: /);
    const dlq = await eventually(async () => {
      const out = await stack.queues.sqs.send(new ReceiveMessageCommand({ QueueUrl: stack.queues.dlqUrls.generate, WaitTimeSeconds: 1, AttributeNames: ['All'] }));
      return out.Messages?.length ? out.Messages : undefined;
    }, 20_000);
    expect(JSON.parse(dlq[0]?.Body ?? '{}')).toMatchObject({ project_id: id });
  }, 40_000);

  it('It should generate once when the same message is delivered twice', async () => {
    const p = await readyProject();
    const job = JSON.stringify({ type: 'generate', project_id: p.id, job_id: (await raw(p.id))?.job_id });
    for (let i = 0; i < 2; i++) await stack.queues.sqs.send(new SendMessageCommand({ QueueUrl: stack.queues.urls.generate, MessageBody: job }));
    await new Promise((r) => setTimeout(r, 2500));
    expect((await raw(p.id))?.version).toBe(1);
  });
});

describe('ownership: a second user meets 404 on every project route and changes nothing', () => {
  it('It should hide Alice\'s project from Bob', async () => {
    const p = await readyProject();
    const before = await raw(p.id);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/project/${p.id}`], ['DELETE', `/api/project/${p.id}`], ['POST', `/api/project/${p.id}/duplicate`, {}],
      ['POST', `/api/project/${p.id}/improve`, { selector: '#hero', prompt: 'change the heading to "Mine now"' }],
      ['POST', `/api/project/${p.id}/publish`, { category: 'hero-sections' }], ['DELETE', `/api/project/${p.id}/publish`],
    ];
    for (const [method, path, body] of calls) {
      const r = await stack.api(method, path, body, { token: bob.token });
      expect([method, path, r.status, r.body.detail]).toEqual([method, path, 404, 'Project not found']);
    }
    expect(await raw(p.id)).toEqual(before);
    expect((await stack.api<{ projects: unknown[] }>('GET', '/api/user/projects', undefined, { token: bob.token })).body.projects).toEqual([]);
  });

  it('It should let anyone signed in read and copy a published template, but only its owner change it', async () => {
    const p = await readyProject();
    expect((await stack.api('POST', `/api/project/${p.id}/publish`, { category: 'testimonials' }, { token: alice.token })).status).toBe(200);
    const gallery = await stack.api<{ templates: { id: string; category: string; industry: string }[] }>('GET', '/api/templates/public');
    expect(gallery.body.templates[0]).toMatchObject({ id: p.id, category: 'testimonials', industry: 'restaurant' });
    expect((await stack.api('GET', `/api/project/${p.id}`, undefined, { token: bob.token })).status).toBe(200);
    const copy = await stack.api<{ id: string }>('POST', `/api/project/${p.id}/duplicate`, {}, { token: bob.token });
    expect(copy.status).toBe(201);
    expect(await raw(copy.body.id)).toMatchObject({ user_id: bob.id, published: false, template_id: p.id, status: 'ready' });
    expect((await stack.api('POST', `/api/project/${p.id}/improve`, { selector: '#hero', prompt: 'change the heading to "x"' }, { token: bob.token })).status).toBe(404);
    expect((await stack.api('DELETE', `/api/project/${p.id}`, undefined, { token: bob.token })).status).toBe(404);
    expect((await stack.api('DELETE', `/api/project/${p.id}/publish`, undefined, { token: alice.token })).status).toBe(200);
    expect((await stack.api('GET', `/api/project/${p.id}`, undefined, { token: bob.token })).status).toBe(404);
  });
});

describe('projects API', () => {
  it('It should list the seeded gallery newest first, covering every industry and category', async () => {
    const { body } = await stack.api<{ templates: { industry: string; category: string; created_at: string }[] }>('GET', '/api/templates');
    expect(body.templates.length).toBeGreaterThanOrEqual(10);
    expect(new Set(body.templates.map((t) => t.industry))).toEqual(new Set(['saas', 'ecommerce', 'agency', 'startup', 'restaurant']));
    expect(new Set(body.templates.map((t) => t.category))).toEqual(new Set(['hero-sections', 'feature-layouts', 'pricing-tables', 'testimonials', 'navigation-patterns']));
    const dates = body.templates.map((t) => t.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('It should start from a template and list, duplicate and delete projects newest first', async () => {
    const { body } = await stack.api<{ templates: { id: string }[] }>('GET', '/api/templates/public');
    const p = await readyProject(alice.token, { ...brief, business_name: 'From Template', template_id: body.templates[0]?.id });
    expect(p.html_content).toContain('From Template');
    const dup = await stack.api<{ id: string }>('POST', `/api/project/${p.id}/duplicate`, {}, { token: alice.token });
    const list = await stack.api<{ projects: { id: string; status: string; deployed_url: null; html_content?: string }[] }>('GET', '/api/user/projects', undefined, { token: alice.token });
    expect(list.body.projects[0]).toMatchObject({ id: dup.body.id, status: 'ready', deployed_url: null });
    expect(list.body.projects[0]).not.toHaveProperty('html_content');
    expect((await stack.api('DELETE', `/api/project/${dup.body.id}`, undefined, { token: alice.token })).status).toBe(200);
    expect((await stack.api('GET', `/api/project/${dup.body.id}`, undefined, { token: alice.token })).status).toBe(404);
  });

  it('It should improve one section, keep the previous version, and store an uploaded image beside the site', async () => {
    const p = await readyProject();
    const r = await stack.api<{ html_content: string }>('POST', `/api/project/${p.id}/improve`, { selector: '#hero', prompt: 'change the heading to "Fresh pasta, every day"' }, { token: alice.token });
    expect(r.status).toBe(200);
    expect(r.body.html_content).toContain('Fresh pasta, every day');
    const versions = await db.Query({ TableName: T.versions, KeyConditionExpression: 'project_id = :p', ExpressionAttributeValues: { ':p': p.id } });
    expect(versions.Items?.map((v) => v.version)).toEqual([1]);
    expect(versions.Items?.[0]?.html_content).toBe(p.html_content);
    const img = await postForm(`/api/project/${p.id}/improve`, form({ selector: '#about', prompt: 'add the image', image_alt_text: 'Our dining room', image_data: new Blob([pngBytes()], { type: 'image/png' }) }, 'room.png'));
    expect(img.status).toBe(200);
    const file = /src="(img-[0-9a-f]+\.png)"/.exec(String(img.body.html_content))?.[1];
    expect(img.body.html_content).toContain('alt="Our dining room"');
    const served = await fetch(`${stack.sitesUrl}/sites/${p.id}/${file}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('It should let one of several concurrent improves win per version and lose no update', async () => {
    const p = await readyProject();
    const results = await Promise.all([1, 2, 3, 4].map((i) => stack.api('POST', `/api/project/${p.id}/improve`, { selector: '#hero', prompt: `change the heading to "Take ${i}"` }, { token: alice.token })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const wins = statuses.filter((s) => s === 200).length;
    expect(wins).toBeGreaterThanOrEqual(1);
    const stored = await raw(p.id);
    expect(stored?.version).toBe(1 + wins);
    const versions = await db.Query({ TableName: T.versions, KeyConditionExpression: 'project_id = :p', ExpressionAttributeValues: { ':p': p.id } });
    expect(versions.Items).toHaveLength(wins);
    for (const r of results.filter((x) => x.status === 409)) expect(String(r.body.detail)).toMatch(/changed by another request/);
  });
});

describe('bad input', () => {
  it('It should answer wrong types and missing fields on generate with 422 and store nothing', async () => {
    const before = await stack.api<{ projects: unknown[] }>('GET', '/api/user/projects', undefined, { token: bob.token });
    const wrong = await stack.api('POST', '/api/generate', { ...brief, business_name: 42, style_preference: 'neon' }, { token: bob.token });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body.detail)).toMatch(/business_name/);
    expect(JSON.stringify(wrong.body.detail)).toMatch(/style_preference/);
    expect((await stack.api('POST', '/api/generate', { business_name: '  ' }, { token: bob.token })).status).toBe(422);
    expect((await stack.api('POST', '/api/generate', { ...brief, template_id: 'prj_nope' }, { token: bob.token })).status).toBe(404);
    expect((await stack.api('POST', '/api/generate', brief)).status).toBe(401);
    expect((await stack.api<{ projects: unknown[] }>('GET', '/api/user/projects', undefined, { token: bob.token })).body).toEqual(before.body);
  });

  it('It should answer unknown ids with 404', async () => {
    for (const [m, path] of [['GET', '/api/project/prj_unknown'], ['DELETE', '/api/project/prj_unknown'], ['POST', '/api/project/prj_unknown/duplicate']]) {
      expect((await stack.api(m as string, path as string, m === 'POST' ? {} : undefined, { token: alice.token })).status).toBe(404);
    }
    expect((await fetch(`${stack.sitesUrl}/sites/prj_unknown/`)).status).toBe(404);
  });

  it('It should refuse a 300 KB logo, a text file named .png and an SVG, and accept a real PNG', async () => {
    const big = await postForm('/api/upload/logo', form({ file: new Blob([pngBytes(8, 8, 300 * 1024)], { type: 'image/png' }) }));
    expect([big.status, big.body.detail]).toEqual([413, expect.stringMatching(/under 256KB/)]);
    const fake = await postForm('/api/upload/logo', form({ file: new Blob(['just some text, honestly'], { type: 'image/png' }) }, 'logo.png'));
    expect(fake.status).toBe(415);
    const svg = await postForm('/api/upload/logo', form({ file: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }) }, 'logo.svg'));
    expect([svg.status, svg.body.detail]).toEqual([415, expect.stringMatching(/SVG is not accepted/)]);
    const ok = await postForm('/api/upload/logo', form({ file: new Blob([pngBytes()], { type: 'image/png' }) }));
    expect(ok.status).toBe(201);
    const logo = await fetch(stack.appUrl + String(ok.body.url));
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await postForm('/api/upload/logo', form({ other: 'x' }))).status).toBe(422);
  });

  it('It should answer an improve without a selector, an unknown selector or a blank prompt with 422 and change nothing', async () => {
    const p = await readyProject();
    const before = await raw(p.id);
    for (const body of [{ prompt: 'change the heading to "x"' }, { selector: '#nope', prompt: 'change the heading to "x"' }, { selector: '#hero', prompt: '   ' }, { selector: '#hero', prompt: 'make it pop' }]) {
      const r = await stack.api('POST', `/api/project/${p.id}/improve`, body, { token: alice.token });
      expect(r.status).toBe(422);
    }
    expect(await raw(p.id)).toEqual(before);
  });
});
