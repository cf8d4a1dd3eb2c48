import { startTestStack } from '../../local/test-stack';
import { eventually, signedInUser } from '../../local/test-users';

/**
 * Issue 17 §1–3 against the local stack (dynalite, local-aws-sqs): in-place edits and section tools
 * (applied, escaped, versioned), every refusal (404 for another user, 409 on a stale edit, 422 on
 * invalid text or an unknown path), History (current first, newest first) and restore (itself a new
 * version, so nothing is lost).
 */

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let pid: string;

type ProjectView = { status: string; version: number; html_content: string };
type Edit = { version: number; summary: string; html_content: string };
type Versions = { versions: { version_id: string; created_at: string; kind: string; summary: string }[] };
type Issue = { loc: (string | number)[]; msg: string };

beforeAll(async () => {
  stack = await startTestStack();
  alice = await signedInUser(stack, 'alice@example.com', 'Alice Liddell');
  bob = await signedInUser(stack, 'bob@example.com', 'Bob Builder');
  const r = await stack.api<{ project_id: string }>('POST', '/api/generate', {
    business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family-run trattoria serving hand-made pasta and wood-fired pizza.',
    target_audience: 'Local families', key_features: 'Hand-made pasta, Wood-fired oven',
  }, { token: alice.token });
  pid = r.body.project_id;
  await eventually(async () => ((await project()).status === 'ready' ? true : undefined));
}, 60_000);
afterAll(async () => { await stack.stop(); });

const project = async () => (await stack.api<ProjectView>('GET', `/api/project/${pid}`, undefined, { token: alice.token })).body;
const edit = (version: number, e: Record<string, unknown>, token = alice.token) =>
  stack.api<Edit & { detail: Issue[] | string }>('POST', `/api/project/${pid}/edits`, { version, edit: e }, { token });
const versions = async () => (await stack.api<Versions>('GET', `/api/project/${pid}/versions`, undefined, { token: alice.token })).body.versions;
const sectionIds = (html: string) => [...html.matchAll(/<section id="([a-z0-9-]+)"/g)].map((m) => m[1]);

describe('edits in place and section tools (issue 17 §1–2)', () => {
  it('It should change the H1 as plain text, escaped, and keep what it replaced as a version', async () => {
    const before = await project();
    const r = await edit(before.version, { op: 'text', path: 'hero.heading', value: 'Pasta <b>& pizza</b>\n since 1987' });
    expect(r.status).toBe(200);
    expect(r.body.version).toBe(before.version + 1);
    expect(r.body.summary).toBe('Edited the Hero heading');
    expect(r.body.html_content).toContain('Pasta &lt;b&gt;&amp; pizza&lt;/b&gt; since 1987</h1>');
    expect((await project()).html_content).toBe(r.body.html_content);
    const list = await versions();
    expect(list[0]).toMatchObject({ version_id: String(before.version + 1), kind: 'edit', summary: 'Edited the Hero heading' });
    expect(list[1]).toMatchObject({ version_id: String(before.version), kind: 'generate', summary: 'Generated the site' });
  });

  it('It should move, duplicate, switch and delete sections, and add one with offline content', async () => {
    let v = (await project()).version;
    const ids0 = sectionIds((await project()).html_content);
    const second = ids0[2]!;
    let r = await edit(v, { op: 'move', section: second, direction: 'up' });
    expect(r.status).toBe(200);
    expect(sectionIds(r.body.html_content).slice(0, 3)).toEqual([ids0[0], second, ids0[1]]);
    v = r.body.version;
    r = await edit(v, { op: 'duplicate', section: second });
    expect(sectionIds(r.body.html_content)).toContain(`${second}-2`);
    v = r.body.version;
    r = await edit(v, { op: 'delete', section: `${second}-2` });
    expect(sectionIds(r.body.html_content)).not.toContain(`${second}-2`);
    v = r.body.version;
    r = await edit(v, { op: 'variant', section: 'menu' });
    expect(r.status).toBe(200);
    expect(r.body.html_content).toMatch(/<section id="menu" class="s k-menu v-(cards|list)/);
    v = r.body.version;
    r = await edit(v, { op: 'add', kind: 'faq', after: 'menu' });
    expect(r.status).toBe(200);
    expect(r.body.summary).toBe('Added a FAQ section');
    const ids = sectionIds(r.body.html_content);
    expect(ids[ids.indexOf('menu') + 1]).toBe('faq');
    expect(r.body.html_content).toMatch(/<section id="faq"[\s\S]*?<h3>[^<]+<\/h3>/);
  });

  it('It should refuse a stale version (409), bad text or paths (422) and another user (404), storing nothing', async () => {
    const before = await project();
    const stale = await edit(before.version - 1, { op: 'text', path: 'hero.heading', value: 'Lost update' });
    expect(stale.status).toBe(409);
    const bad = [
      [{ op: 'text', path: 'hero.heading', value: '   ' }, 'value'],
      [{ op: 'text', path: 'hero.heading', value: 'x'.repeat(301) }, 'value'],
      [{ op: 'text', path: 'hero.onclick', value: 'x' }, 'path'],
      [{ op: 'text', path: 'nowhere.heading', value: 'x' }, 'path'],
      [{ op: 'move', section: 'hero', direction: 'down' }, 'section'],
      [{ op: 'delete', section: 'hero' }, 'section'],
      [{ op: 'variant', section: 'menu', variant: 'carousel' }, 'variant'],
      [{ op: 'add', kind: 'header', after: 'menu' }, 'kind'],
      [{ op: 'explode' }, 'op'],
    ] as const;
    for (const [e, field] of bad) {
      const r = await edit(before.version, e);
      expect([r.status, JSON.stringify(r.body.detail)]).toEqual([422, expect.stringContaining(`"${field}"`)]);
    }
    const envelope = await stack.api<{ detail: Issue[] }>('POST', `/api/project/${pid}/edits`, { edit: { op: 'text' } }, { token: alice.token });
    expect(envelope.status).toBe(422);
    expect((await edit(before.version, { op: 'text', path: 'hero.heading', value: 'Mine now' }, bob.token)).status).toBe(404);
    expect((await stack.api('GET', `/api/project/${pid}/versions`, undefined, { token: bob.token })).status).toBe(404);
    expect((await stack.api('POST', `/api/project/${pid}/versions/1/restore`, undefined, { token: bob.token })).status).toBe(404);
    const after = await project();
    expect([after.version, after.html_content]).toEqual([before.version, before.html_content]);
  });
});

describe('history and restore (issue 17 §3)', () => {
  it('It should restore the first version as a new version, keeping the one it replaced', async () => {
    const list = await versions();
    expect(list.map((v) => Number(v.version_id))).toEqual([...list.map((v) => Number(v.version_id))].sort((a, b) => b - a));
    const first = list[list.length - 1]!;
    expect(first.kind).toBe('generate');
    const current = await project();
    const r = await stack.api<ProjectView & { placeholders: unknown[] }>('POST', `/api/project/${pid}/versions/${first.version_id}/restore`, undefined, { token: alice.token });
    expect(r.status).toBe(200);
    expect(r.body.version).toBe(current.version + 1);
    expect(r.body.placeholders).toEqual(expect.any(Array));
    expect(r.body.html_content).not.toContain('Pasta &lt;b&gt;');
    expect(sectionIds(r.body.html_content)).not.toContain('faq');
    const after = await versions();
    expect(after[0]).toMatchObject({ kind: 'restore', summary: expect.stringMatching(/^Restored the version of .* \(Generated the site\)$/) });
    expect(after[1]).toMatchObject({ version_id: String(current.version), summary: 'Added a FAQ section' });
    // What the restore replaced is itself restorable: nothing is ever lost.
    const back = await stack.api<ProjectView>('POST', `/api/project/${pid}/versions/${current.version}/restore`, undefined, { token: alice.token });
    expect(back.body.html_content).toBe(current.html_content);
    expect((await stack.api('POST', `/api/project/${pid}/versions/999999/restore`, undefined, { token: alice.token })).status).toBe(404);
    expect((await stack.api('POST', `/api/project/${pid}/versions/abc/restore`, undefined, { token: alice.token })).status).toBe(404);
  });
});

describe('pick another photo without a source (issue 17 §1)', () => {
  it('It should say that no photo source is configured (422) and change nothing', async () => {
    const before = await project();
    const r = await stack.api<{ detail: string }>('POST', `/api/project/${pid}/images/hero/another`, {}, { token: alice.token });
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body.detail)).toMatch(/No photo source is configured/);
    expect((await project()).version).toBe(before.version);
    expect((await stack.api('POST', `/api/project/${pid}/images/hero/another`, {}, { token: bob.token })).status).toBe(404);
  });
});

describe('the read-only share link (issue 17 §5)', () => {
  it('It should open the site without a session while sharing is on, and answer 404 once it is off', async () => {
    expect((await stack.api<{ share_url: null }>('GET', `/api/project/${pid}/share`, undefined, { token: alice.token })).body.share_url).toBeNull();
    expect((await stack.api('POST', `/api/project/${pid}/share`, {}, { token: bob.token })).status).toBe(404);
    const on = await stack.api<{ share_url: string }>('POST', `/api/project/${pid}/share`, {}, { token: alice.token });
    expect(on.status).toBe(200);
    expect(on.body.share_url).toMatch(new RegExp(`^${stack.sitesUrl}/sites/${pid}/_s/[A-Za-z0-9_-]{43}/$`));
    // Turning it on again gives the same link.
    expect((await stack.api<{ share_url: string }>('POST', `/api/project/${pid}/share`, {}, { token: alice.token })).body.share_url).toBe(on.body.share_url);
    const page = await fetch(on.body.share_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toBe((await project()).html_content);
    expect(html).not.toContain('_sw/bridge.js');
    expect((await fetch(`${on.body.share_url}style.css`)).status).toBe(200);
    expect((await fetch(`${on.body.share_url}_sw/bridge.js`)).status).toBe(404);
    // Without the trailing slash the page's relative links would leave the link: it redirects.
    expect((await fetch(on.body.share_url.slice(0, -1), { redirect: 'manual' })).headers.get('location')).toMatch(/\/_s\/[A-Za-z0-9_-]+\/$/);
    const wrong = on.body.share_url.replace(/_s\/(.)/, (_m, c: string) => `_s/${c === 'A' ? 'B' : 'A'}`);
    expect((await fetch(wrong)).status).toBe(404);
    const off = await stack.api<{ share_url: null }>('DELETE', `/api/project/${pid}/share`, undefined, { token: alice.token });
    expect([off.status, off.body.share_url]).toEqual([200, null]);
    expect((await fetch(on.body.share_url)).status).toBe(404);
    const again = await stack.api<{ share_url: string }>('POST', `/api/project/${pid}/share`, {}, { token: alice.token });
    expect(again.body.share_url).not.toBe(on.body.share_url);
  });
});
