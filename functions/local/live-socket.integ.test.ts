/**
 * Issue 19 against the local stack: real `ws` clients on the live channel (`/ws` on the app port), tickets
 * from POST /api/ws/ticket, the real generate and deploy workers publishing through the Management API
 * stand-in, dynalite for the connections table.
 */
import { createDocumentDb, type DocumentDb } from '@sitewright/data';
import { localDynamoConfig } from '@sitewright/data/local-dynamodb';
import type { LiveMessage } from '@sitewright/core/schemas/live';
import WebSocket from 'ws';
import { getDeps, setClockForTesting } from '../src/deps';
import { startTestStack } from './test-stack';
import { eventually, readyProject as readyProjectFor, signedInUser } from './test-users';

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let db: DocumentDb;
const brief = { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family trattoria in Lisbon.', target_audience: 'Families' };

beforeAll(async () => {
  stack = await startTestStack();
  db = await createDocumentDb(localDynamoConfig(stack.dynamoEndpoint));
}, 60_000);
afterAll(async () => {
  setClockForTesting(undefined);
  await stack.stop();
});

const readyProject = (token: string, name = brief.business_name) => readyProjectFor(stack, token, { ...brief, business_name: name });

const ticketFor = async (token: string, projectId: string) =>
  stack.api<{ ticket: string; expires_in: number; detail?: unknown }>('POST', '/api/ws/ticket', { project_id: projectId }, { token });

/** Opens a socket; resolves with it and the frames it receives, or rejects with the HTTP status of a refused upgrade. */
function open(query: string): Promise<{ ws: WebSocket; frames: LiveMessage[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${stack.wsUrl}${query}`);
    const frames: LiveMessage[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as LiveMessage));
    ws.once('open', () => resolve({ ws, frames }));
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode })));
    ws.once('error', reject);
  });
}
const refusedWith = (p: Promise<unknown>) => p.then(() => 'opened', (e: { status?: number }) => e.status ?? 'error');
const connectionItems = async (projectId: string) =>
  ((await db.Query({ TableName: 'sitewright-local-connections', IndexName: 'by-project', KeyConditionExpression: 'project_id = :p', ExpressionAttributeValues: { ':p': projectId } })).Items ?? []);

describe('the live channel (issue 19)', () => {
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let projectId: string;
  beforeAll(async () => {
    owner = await signedInUser(stack, 'live-owner@example.com', 'Live Owner');
    projectId = await readyProject(owner.token);
  }, 60_000);

  it('It should refuse a socket without a ticket, with a forged one, an expired one or a reused one, and give no ticket for another user\'s project', async () => {
    expect(await refusedWith(open(''))).toBe(401);
    expect(await refusedWith(open('?ticket=not-a-ticket'))).toBe(401);
    // An access token is not a ticket (another audience).
    expect(await refusedWith(open(`?ticket=${encodeURIComponent(owner.token)}`))).toBe(401);

    const t = await ticketFor(owner.token, projectId);
    expect(t.status).toBe(200);
    expect(t.body.expires_in).toBeLessThanOrEqual(60);
    const first = await open(`?ticket=${encodeURIComponent(t.body.ticket)}`);
    expect(await refusedWith(open(`?ticket=${encodeURIComponent(t.body.ticket)}`))).toBe(401); // reused
    first.ws.close();

    const late = await ticketFor(owner.token, projectId);
    setClockForTesting({ now: () => Date.now() + 61_000 });
    try {
      expect(await refusedWith(open(`?ticket=${encodeURIComponent(late.body.ticket)}`))).toBe(401); // expired
    } finally {
      setClockForTesting(undefined);
    }

    const stranger = await signedInUser(stack, 'live-stranger@example.com', 'Stranger');
    expect((await ticketFor(stranger.token, projectId)).status).toBe(404);
    expect((await ticketFor(stranger.token, 'prj_does-not-exist')).status).toBe(404);
    expect((await stack.api('POST', '/api/ws/ticket', { project_id: projectId })).status).toBe(401);
    expect((await stack.api('POST', '/api/ws/ticket', {}, { token: owner.token })).status).toBe(422);
  }, 30_000);

  it('It should deliver a deployment\'s five steps in order, its log lines and its status, and nothing to another user', async () => {
    const t = await ticketFor(owner.token, projectId);
    const mine = await open(`?ticket=${encodeURIComponent(t.body.ticket)}`);
    // Another user, on their own project, hears nothing of this deployment.
    const other = await signedInUser(stack, 'live-other@example.com', 'Other');
    const otherProject = await readyProject(other.token, 'Other Bakery');
    const theirs = await open(`?ticket=${encodeURIComponent((await ticketFor(other.token, otherProject)).body.ticket)}`);

    const dep = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: projectId, platform: 'gcp' }, { token: owner.token });
    expect(dep.status).toBe(202);
    await eventually(async () => (mine.frames.some((f) => f.type === 'status' && f.value === 'deployed') ? true : undefined), 30_000);
    const frames = mine.frames.filter((f) => f.deployment_id === dep.body.deployment_id);
    expect(frames.every((f) => f.project_id === projectId)).toBe(true);
    const steps = frames.flatMap((f) => (f.type === 'progress' && f.value > 0 ? [f.value] : []));
    expect(steps).toEqual([20, 40, 60, 80, 100]);
    expect(frames.filter((f) => f.type === 'progress' && f.value > 0).map((f) => (f as { message: string }).message))
      .toEqual(['Creating GitHub Repository', 'Preparing Project Files', 'Pushing to GitHub', 'Configuring GCP', 'Deploying to GCP']);
    expect(frames.filter((f) => f.type === 'status').map((f) => (f as { value: string }).value)).toEqual(['deploying', 'deployed']);
    expect(frames.some((f) => f.type === 'message' && /^Deployed: /.test(f.content))).toBe(true);
    // The polled record agrees with what the socket said.
    const polled = await stack.api<{ progress: { status: string; currentStep: number } }>('GET', `/api/deployment/${dep.body.deployment_id}/progress`, undefined, { token: owner.token });
    expect(polled.body.progress).toMatchObject({ status: 'deployed', currentStep: 5 });
    expect(theirs.frames).toEqual([]);
    mine.ws.close();
    theirs.ws.close();
  }, 60_000);

  it('It should announce a generation: generating, progress, ready', async () => {
    // The job waits in its queue until the socket is open: a job that finished before the socket connected
    // would be announced to nobody (the SPA's polling covers that case), and the test would wait in vain.
    const release = await stack.holdQueue('generate');
    let sock: Awaited<ReturnType<typeof open>>, projectId: string;
    try {
      const gen = await stack.api<{ project_id: string }>('POST', '/api/generate', { ...brief, business_name: 'Casa Live' }, { token: owner.token });
      projectId = gen.body.project_id;
      sock = await open(`?ticket=${encodeURIComponent((await ticketFor(owner.token, projectId)).body.ticket)}`);
    } finally {
      release();
    }
    await eventually(async () => ((await stack.api<{ status: string }>('GET', `/api/project/${projectId}`, undefined, { token: owner.token })).body.status === 'ready' ? true : undefined), 30_000);
    await eventually(async () => (sock.frames.some((f) => f.type === 'status' && f.value === 'ready') ? true : undefined), 30_000);
    const statuses = sock.frames.filter((f) => f.type === 'status').map((f) => (f as { value: string }).value);
    expect(statuses).toEqual(['generating', 'ready']);
    expect(sock.frames.some((f) => f.type === 'progress')).toBe(true);
    expect(sock.frames.at(-1)).toEqual({ type: 'status', value: 'ready', project_id: projectId });
    sock.ws.close();
  }, 60_000);

  it('It should answer a ping with a pong', async () => {
    const sock = await open(`?ticket=${encodeURIComponent((await ticketFor(owner.token, projectId)).body.ticket)}`);
    const pong = new Promise<string>((r) => sock.ws.once('message', (d) => r(d.toString())));
    sock.ws.send(JSON.stringify({ type: 'ping' }));
    expect(JSON.parse(await pong)).toEqual({ type: 'pong' });
    sock.ws.close();
  });

  it('It should clean up a dropped connection, and drop a gone one on the next publish (410)', async () => {
    // The sockets the tests above closed are gone first (their $disconnect runs after the close).
    await eventually(async () => ((await connectionItems(projectId)).length === 0 ? true : undefined), 10_000);
    const sock = await open(`?ticket=${encodeURIComponent((await ticketFor(owner.token, projectId)).body.ticket)}`);
    expect((await connectionItems(projectId)).length).toBe(1);
    sock.ws.terminate(); // no close handshake: the server sees the TCP connection end
    await eventually(async () => ((await connectionItems(projectId)).length === 0 ? true : undefined), 10_000);

    // A socket API Gateway lost without a $disconnect: its item stays until a publish meets 410.
    await db.PutItem({ TableName: 'sitewright-local-connections', Item: { id: 'conn#gone-1', connection_id: 'gone-1', project_id: projectId, user_id: owner.id, ttl: Math.floor(Date.now() / 1000) + 3600 } });
    expect((await connectionItems(projectId)).some((i) => i.connection_id === 'gone-1')).toBe(true);
    await (await getDeps()).live.publish(projectId, [{ type: 'message', content: 'hello', project_id: projectId }]);
    expect((await connectionItems(projectId)).some((i) => i.connection_id === 'gone-1')).toBe(false);
  }, 30_000);
});
