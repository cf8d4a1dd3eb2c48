import { createDocumentDb, type DocumentDb } from '@sitewright/data';
import { localDynamoConfig } from '@sitewright/data/local-dynamodb';
import { startTestStack } from '../../local/test-stack';
import { eventually, fetchSite, signedInUser } from '../../local/test-users';
import { setClockForTesting } from '../deps';

/**
 * Issue 16 against the local stack (dynalite, local-aws-sqs, the local bucket host, the outbox):
 * business details (round trip, every 422, ownership) and the forms of a live site (accepted, stored,
 * mailed once; honeypot, oversized body, wrong origin, rate limit, unknown project: the right 4xx and
 * nothing stored).
 */

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let db: DocumentDb;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let pid: string;
const T = { projects: 'sitewright-local-projects', messages: 'sitewright-local-messages' };

const DETAILS = {
  email: 'mesa@marisqueira.pt', phone: '+351 21 886 0000',
  address: { street: 'Rua dos Remédios 12', city: 'Lisboa', postcode: '1100-441', country: 'PT' },
  hours: [{ days: ['tue', 'wed', 'thu', 'fri', 'sat'], opens: '12:00', closes: '23:00' }],
  social: [{ network: 'instagram', url: 'https://www.instagram.com/marisqueira' }],
  sections: { menu: { items: [
    { title: 'Grilled sea bream', text: 'With charcoal potatoes', price: { amount: '18.50', currency: 'EUR' } },
    { title: 'Clams Bulhão Pato', text: 'Garlic, coriander, white wine', price: { amount: '14.00', currency: 'EUR' } },
    { title: 'Pastel de nata', text: '', price: { amount: '2.20', currency: 'EUR' } },
  ] } },
};

type ProjectView = { status: string; version: number; html_content: string; placeholders: { section: string; fields: string[]; message: string }[]; detail_sections: { section: string; kind: string }[] };
type Issue = { loc: (string | number)[]; msg: string };

beforeAll(async () => {
  stack = await startTestStack({}, undefined, { visibilityTimeoutS: 1 });
  db = await createDocumentDb(localDynamoConfig(stack.dynamoEndpoint));
  alice = await signedInUser(stack, 'alice@example.com', 'Alice Liddell');
  bob = await signedInUser(stack, 'bob@example.com', 'Bob Builder');
  const r = await stack.api<{ project_id: string }>('POST', '/api/generate', {
    business_name: 'Marisqueira do Largo', industry: 'Food & Restaurant', description: 'Seafood restaurant in Lisbon serving the morning catch.',
    target_audience: 'Locals and visitors', key_features: 'Grilled fish, Shellfish, Portuguese wines',
  }, { token: alice.token });
  pid = r.body.project_id;
  await eventually(async () => ((await project()).status === 'ready' ? true : undefined));
}, 60_000);
afterAll(async () => {
  setClockForTesting(undefined);
  await stack.stop();
});

const project = async (token = alice.token) => (await stack.api<ProjectView>('GET', `/api/project/${pid}`, undefined, { token })).body;
const putDetails = (body: unknown, token = alice.token) => stack.api<{ detail: Issue[] } & Record<string, unknown>>('PUT', `/api/project/${pid}/details`, body, { token });
const messageItems = async () => ((await db.Query({ TableName: T.messages, IndexName: 'by-project', KeyConditionExpression: 'project_id = :p', ExpressionAttributeValues: { ':p': pid } })).Items ?? []);
const outboxFor = async (to: string) => (await stack.api<{ to: string; subject: string; text: string; reply_to?: string }[]>('GET', '/_local/outbox')).body.filter((m) => m.to === to);

describe('business details (issue 16 §1)', () => {
  it('It should list the sections showing samples, then store the details, render them and drop those notices', async () => {
    const before = await project();
    expect(before.placeholders.map((p) => p.section)).toEqual(expect.arrayContaining(['menu']));
    expect(before.detail_sections.map((s) => s.kind)).toEqual(expect.arrayContaining(['menu', 'contact', 'hours']));
    expect((await stack.api('GET', `/api/project/${pid}/details`, undefined, { token: alice.token })).body).toEqual({});

    const put = await putDetails(DETAILS);
    expect(put.status).toBe(200);
    expect(put.body.details).toEqual(DETAILS);
    const html = put.body.html_content as string;
    for (const fact of ['Grilled sea bream', '+351 21 886 0000', 'mesa@marisqueira.pt', 'Rua dos Remédios 12', 'https://www.instagram.com/marisqueira']) expect(html).toContain(fact);
    expect(html).not.toContain('hello@example.com');
    expect(html).toContain('"telephone":"+351 21 886 0000"');
    const after = await project();
    expect(after.version).toBe(before.version + 1);
    expect(after.placeholders.map((p) => p.section)).not.toEqual(expect.arrayContaining(['menu']));
    expect(after.placeholders.find((p) => ['contact', 'reservations'].includes(p.section))).toBeUndefined();
    expect((await stack.api('GET', `/api/project/${pid}/details`, undefined, { token: alice.token })).body).toEqual(DETAILS);
  });

  it('It should answer 422 naming each bad field, and change nothing', async () => {
    const version = (await project()).version;
    const cases: [unknown, (string | number)[], RegExp][] = [
      [{ email: 'not-an-address' }, ['body', 'email'], /e-mail/],
      [{ phone: '21 886 0000' }, ['body', 'phone'], /\+ and the country code/],
      [{ hours: [{ days: ['tue'], opens: '9am', closes: '17:00' }] }, ['body', 'hours', 0, 'opens'], /HH:MM/],
      [{ hours: [{ days: ['someday'], opens: '09:00', closes: '17:00' }] }, ['body', 'hours', 0, 'days', 0], /mon, tue/],
      [{ sections: { menu: { items: [{ title: 'Soup', price: { amount: '4,50', currency: 'EUR' } }] } } }, ['body', 'sections', 'menu', 'items', 0, 'price', 'amount'], /decimal amount/],
      [{ sections: { menu: { items: [{ title: 'Soup', price: { amount: '4.50', currency: 'EUX' } }] } } }, ['body', 'sections', 'menu', 'items', 0, 'price', 'currency'], /ISO 4217/],
      [{ address: { street: 'Rua A 1', city: 'Lisboa', country: 'Portugal' } }, ['body', 'address', 'country'], /ISO 3166-1/],
      [{ social: [{ network: 'instagram', url: 'javascript:alert(1)' }] }, ['body', 'social', 0, 'url'], /https/],
      [{ sections: { nowhere: { items: [{ title: 'x' }] } } }, ['body', 'sections', 'nowhere'], /no section/],
      [{ area: '   ' }, ['body', 'area'], /must not be blank/],
      [{ area: 'Leeds '.repeat(60) }, ['body', 'area'], /at most 300/],
    ];
    for (const [body, loc, msg] of cases) {
      const r = await putDetails(body);
      expect([r.status, body]).toEqual([422, body]);
      expect(r.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc, msg: expect.stringMatching(msg) })]));
    }
    expect((await project()).version).toBe(version);
  });

  it('It should answer 404 to another user and to a missing project, and leave the details as they were', async () => {
    expect((await stack.api('GET', `/api/project/${pid}/details`, undefined, { token: bob.token })).status).toBe(404);
    expect((await putDetails({ email: 'bob@example.com' }, bob.token)).status).toBe(404);
    expect((await stack.api('GET', '/api/project/prj_nope/details', undefined, { token: alice.token })).status).toBe(404);
    expect((await stack.api('GET', `/api/project/${pid}/details`)).status).toBe(401);
    expect((await stack.api('GET', `/api/project/${pid}/details`, undefined, { token: alice.token })).body).toEqual(DETAILS);
  });

  it("It should leave the owner's facts behind when another user copies the published template, and keep them in the owner's own copy", async () => {
    expect((await stack.api('POST', `/api/project/${pid}/publish`, { category: 'hero-sections' }, { token: alice.token })).status).toBe(200);
    const theirs = await stack.api<{ id: string }>('POST', `/api/project/${pid}/duplicate`, undefined, { token: bob.token });
    expect(theirs.status).toBe(201);
    expect((await stack.api('GET', `/api/project/${theirs.body.id}/details`, undefined, { token: bob.token })).body).toEqual({});
    const copy = await stack.api<ProjectView>('GET', `/api/project/${theirs.body.id}`, undefined, { token: bob.token });
    expect(copy.body.html_content).not.toContain('+351 21 886 0000');
    expect(copy.body.placeholders.map((p) => p.section)).toEqual(expect.arrayContaining(['menu']));
    const mine = await stack.api<{ id: string }>('POST', `/api/project/${pid}/duplicate`, undefined, { token: alice.token });
    expect((await stack.api('GET', `/api/project/${mine.body.id}/details`, undefined, { token: alice.token })).body).toEqual(DETAILS);
    expect((await stack.api('DELETE', `/api/project/${pid}/publish`, undefined, { token: alice.token })).status).toBe(200);
  });
});

describe('forms of the live site (issue 16 §2)', () => {
  let liveUrl: string;
  let origin: string;
  let ipSeq = 0;
  /** A request from the live site; each test gets its own visitor address (CloudFront's viewer address) unless told. */
  const send = (fields: Record<string, string>, o: { origin?: string | null; accept?: string; ip?: string; raw?: string; type?: string; id?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': o.type ?? 'application/x-www-form-urlencoded', accept: o.accept ?? 'application/json', 'cloudfront-viewer-address': `${o.ip ?? `203.0.113.${++ipSeq}`}:443` };
    if (o.origin !== null) headers.origin = o.origin ?? origin;
    return fetch(`${stack.appUrl}/api/forms/${o.id ?? pid}`, { method: 'POST', headers, body: o.raw ?? new URLSearchParams(fields).toString() });
  };
  const contact = { _form: 'contact', name: 'Rita Sousa', email: 'rita@example.org', message: 'Do you have a table for six on Friday?', _website: '' };

  it('It should keep its forms closed until the site is live', async () => {
    const r = await send(contact, { origin: 'http://localhost:1' });
    expect(r.status).toBe(404);
    expect(await messageItems()).toHaveLength(0);
  });

  it('It should publish the forms wired to this endpoint, store a message once and mail the owner once', async () => {
    const start = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/basic', { project_id: pid }, { token: alice.token });
    expect(start.status).toBe(202);
    liveUrl = await eventually(async () => {
      const d = await stack.api<{ deployment: { url: string | null }; progress: { status: string } }>('GET', `/api/deployment/${start.body.deployment_id}/progress`, undefined, { token: alice.token });
      return d.body.progress.status === 'deployed' ? d.body.deployment.url! : undefined;
    }, 20_000);
    origin = new URL(liveUrl).origin;
    const live = (await fetchSite(liveUrl)).text;
    const action = `${stack.appUrl}/api/forms/${pid}`;
    expect(live).toContain(`action="${action}"`);
    expect(live).toContain(`form-action 'self' ${action}`);
    expect(live).not.toContain('hello@example.com');

    const first = await send({ ...contact, _key: 'k-0001-aaaa-bbbb' });
    expect(first.status).toBe(201);
    expect(first.headers.get('access-control-allow-origin')).toBe(origin);
    const again = await send({ ...contact, _key: 'k-0001-aaaa-bbbb' });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);

    const list = await stack.api<{ messages: { id: string; form: string; fields: Record<string, string>; received_at: string }[] }>('GET', `/api/project/${pid}/messages`, undefined, { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.messages).toHaveLength(1);
    expect(list.body.messages[0]).toMatchObject({ form: 'contact', fields: { name: 'Rita Sousa', email: 'rita@example.org', message: 'Do you have a table for six on Friday?' } });
    const mails = await outboxFor('alice@example.com');
    const formMails = mails.filter((m) => m.subject.includes('Rita Sousa'));
    expect(formMails).toHaveLength(1);
    expect(formMails[0]).toMatchObject({ reply_to: 'rita@example.org' });
    expect(formMails[0]!.text).toContain('Do you have a table for six on Friday?');
  });

  it('It should answer a form post without script with a page that links back to the site', async () => {
    const r = await send({ _form: 'reservation', name: 'Ana', email: 'ana@example.org', date: '2026-12-04', time: '20:30', guests: '4' }, { accept: 'text/html,application/xhtml+xml' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    const page = await r.text();
    expect(page).toContain(`href="${liveUrl}"`);
    const list = await stack.api<{ messages: { form: string; fields: Record<string, string> }[] }>('GET', `/api/project/${pid}/messages`, undefined, { token: alice.token });
    expect(list.body.messages[0]).toMatchObject({ form: 'reservation', fields: { guests: '4', time: '20:30' } });
  });

  it('It should take a trade\'s quote request and a guest house\'s stay request, each as its own kind', async () => {
    expect((await send({ _form: 'quote', name: 'Ben', email: 'ben@example.org', message: 'Rewire the kitchen', date: '2027-01-15' })).status).toBe(201);
    expect((await send({ _form: 'stay', name: 'Cy', email: 'cy@example.org', date: '2027-05-01', departure: '2027-05-04', guests: '2' })).status).toBe(201);
    const list = await stack.api<{ messages: { form: string; fields: Record<string, string> }[] }>('GET', `/api/project/${pid}/messages`, undefined, { token: alice.token });
    expect(list.body.messages.filter((m) => m.form === 'quote' || m.form === 'stay').map((m) => [m.form, m.fields.name]).sort()).toEqual([['quote', 'Ben'], ['stay', 'Cy']]);
    const subjects = (await outboxFor('alice@example.com')).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/^New quote request from Ben/), expect.stringMatching(/^New stay request from Cy/)]));
  });

  it('It should refuse the honeypot, an oversized body, a wrong or missing origin, bad fields and an unknown project, storing nothing', async () => {
    const count = (await messageItems()).length;
    const refused: [Response, number][] = [
      [await send({ ...contact, _website: 'https://spam.example' }), 400],
      [await send({}, { raw: `message=${'x'.repeat(17 * 1024)}` }), 413],
      [await send(contact, { origin: 'https://evil.example' }), 403],
      [await send(contact, { origin: null }), 403],
      [await send({ ...contact, email: 'nope' }), 422],
      [await send({ _form: 'reservation', name: 'Ana', email: 'ana@example.org', date: '2026-12-04', time: '20:30', guests: '99' }), 422],
      [await send({ ...contact, _form: 'quiz' }), 422],
      [await send({ _form: 'stay', name: 'Cy', email: 'cy@example.org', date: '2027-05-04', departure: '2027-05-01', guests: '2' }), 422],
      [await send({}, { raw: 'name=a', type: 'text/plain' }), 415],
      [await send(contact, { id: 'prj_unknown' }), 404],
    ];
    expect(refused.map(([r]) => r.status)).toEqual(refused.map(([, s]) => s));
    expect(refused[2]![0].headers.get('access-control-allow-origin')).toBeNull();
    const bad = (await refused[4]![0].json()) as { detail: Issue[] };
    expect(bad.detail).toEqual([expect.objectContaining({ loc: ['body', 'email'] })]);
    expect(await messageItems()).toHaveLength(count);
    expect((await stack.api('GET', `/api/project/${pid}/messages`, undefined, { token: bob.token })).status).toBe(404);
  });

  it('It should answer 429 with Retry-After to a sixth request from one visitor in ten minutes', async () => {
    // One fixed window for the whole test (a window boundary in the middle would reset the count).
    const windowStart = Date.now() - (Date.now() % 600_000);
    setClockForTesting({ now: () => windowStart + 60_000 });
    const count = (await messageItems()).length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ ...contact, message: `Message number ${i}` }, { ip: '198.51.100.7' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const more = await send({ ...contact, message: 'One more' }, { ip: '198.51.100.7' });
    expect(more.status).toBe(429);
    expect(Number(more.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messageItems()).toHaveLength(count + 5);
    // Another visitor is not affected.
    expect((await send({ ...contact, message: 'From someone else' })).status).toBe(201);
    setClockForTesting(undefined);
  });

  it('It should delete the messages with the project', async () => {
    expect((await messageItems()).length).toBeGreaterThan(0);
    expect((await stack.api('DELETE', `/api/project/${pid}`, undefined, { token: alice.token })).status).toBe(200);
    expect(await messageItems()).toHaveLength(0);
  });
});
