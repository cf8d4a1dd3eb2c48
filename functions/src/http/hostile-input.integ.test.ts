import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestStack } from '../../local/test-stack';
import { eventually, pngBytes, signedInUser } from '../../local/test-users';

/**
 * Requests a hostile or careless client sends, against the local stack (dynalite, real handlers): each
 * gets its own clear status and `{detail}`, the process survives, and nothing is stored half-way.
 */
type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let alice: Awaited<ReturnType<typeof signedInUser>>;
const brief = { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria.', target_audience: 'Local families' };

beforeAll(async () => {
  stack = await startTestStack();
  alice = await signedInUser(stack, 'alice@example.com', 'Alice Liddell');
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

const send = async (path: string, init: RequestInit & { token?: string }) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(stack.appUrl + path, { ...init, headers });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : { text }) as { detail?: unknown } };
};
const cutOff = `--YY\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;

describe('hostile input (local stack)', () => {
  it('It should answer a multipart body cut off inside a file with 400, and keep serving', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=YY' };
    const logo = await send('/api/upload/logo', { method: 'POST', headers: multipart, body: cutOff, token: alice.token });
    expect(logo).toEqual({ status: 400, body: { detail: 'Malformed multipart/form-data body' } });
    const improve = await send('/api/project/prj_x/improve', { method: 'POST', headers: multipart, body: cutOff.replace('name="file"', 'name="image_data"'), token: alice.token });
    expect(improve.status).toBe(400);
    expect((await stack.api('GET', '/api/templates/public')).status).toBe(200);
  });

  it('It should answer 401 to a request without a token before reading its body', async () => {
    const r = await send('/api/upload/logo', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=YY' }, body: cutOff });
    expect(r.status).toBe(401);
  });

  it('It should answer bad percent-encoding in a path with 400 and an overlong id with 404', async () => {
    expect(await send('/api/project/%ZZ', { token: alice.token })).toEqual({ status: 400, body: { detail: 'Malformed percent-encoding in the path parameter id.' } });
    expect((await send('/api/uploads/%ZZ', {})).status).toBe(400);
    expect((await fetch(`${stack.sitesUrl}/sites/%ZZ/`)).status).toBe(400);
    const long = await send(`/api/project/prj_${'a'.repeat(3000)}`, { token: alice.token });
    expect(long).toEqual({ status: 404, body: { detail: 'Not found' } });
    expect((await send(`/api/deployment/dep_${'a'.repeat(3000)}/progress`, { token: alice.token })).status).toBe(404);
  });

  it('It should refuse key features that break the limits in the comma-separated form, and store nothing', async () => {
    const before = await stack.api<{ projects: unknown[] }>('GET', '/api/user/projects', undefined, { token: alice.token });
    for (const key_features of ['y'.repeat(150_000), `ok, ${'y'.repeat(201)}`]) {
      const r = await stack.api('POST', '/api/generate', { ...brief, key_features }, { token: alice.token });
      expect(r.status).toBe(422);
      expect(JSON.stringify(r.body.detail)).toMatch(/key_features/);
    }
    expect((await stack.api('GET', '/api/user/projects', undefined, { token: alice.token })).body).toEqual(before.body);
  });

  it('It should keep the 1 MB limit on improve\'s JSON and on routes that take no body, and read APPLICATION/JSON', async () => {
    const big = JSON.stringify({ selector: '#hero', prompt: 'x'.repeat(1_100_000) });
    expect((await send('/api/project/prj_x/improve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big, token: alice.token })).status).toBe(413);
    expect((await send('/api/project/prj_x/duplicate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big, token: alice.token })).status).toBe(413);
    const upper = await send('/api/auth/login', { method: 'POST', headers: { 'content-type': 'APPLICATION/JSON' }, body: JSON.stringify({ email: 'alice@example.com', password: 'a long passphrase' }) });
    expect(upper.status).toBe(200);
  });

  it('It should answer 12 wrong passwords sent at once with 401 or 429, never 409', async () => {
    const attempts = await Promise.all(Array.from({ length: 12 }, () => stack.api('POST', '/api/auth/login', { email: 'alice@example.com', password: 'wrong password' })));
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('It should store no image when the improver refuses the instruction', async () => {
    const bob = await signedInUser(stack, 'bob@example.com', 'Bob Builder');
    const created = await stack.api<{ project_id: string }>('POST', '/api/generate', brief, { token: bob.token });
    const id = created.body.project_id;
    await eventually(async () => ((await stack.api<{ status: string }>('GET', `/api/project/${id}`, undefined, { token: bob.token })).body.status === 'ready' ? true : undefined));
    const form = new FormData();
    form.append('selector', '#hero');
    form.append('prompt', 'make it pop');
    form.append('image_data', new Blob([pngBytes()], { type: 'image/png' }), 'photo.png');
    const r = await send(`/api/project/${id}/improve`, { method: 'POST', body: form, token: bob.token });
    expect(r.status).toBe(422);
    const dir = join(stack.dataDir, 'uploads', 'sites', id);
    const before = await readdir(dir).catch(() => []);
    // The generated artwork lives there since issue 15; the refused improve added nothing beside it.
    expect(before.filter((f) => !/^art-[a-z0-9-]+\.svg(\.type)?$/.test(f))).toEqual([]);
  });
});
