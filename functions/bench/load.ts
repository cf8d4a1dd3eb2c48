/**
 * `npm run bench:load` (issue 18 §2): N people (BENCH_USERS, default 50) at once against `npm start` itself
 * (functions/local/main.ts in a child process, production scrypt cost, its own data folder): each signs up
 * (retrying a 503 after its Retry-After, as the SPA's user would), verifies with the mailed code, generates a
 * site, waits for it (polling every 2 s, SPEC §9), deploys it and waits for the deployment. Prints how many
 * finished, the status codes each step met, p50/p95 per step, the records lost (an answer said it was done,
 * the record says otherwise), and the error lines the stack logged.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMainProcess } from '../local/testing/main-process';
import { median, ms, percentile } from './stats';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const POLL_MS = 2_000;
const GIVE_UP_MS = 10 * 60_000;
const ROOT = resolve(import.meta.dirname, '..', '..');

type Step = 'sign-up' | 'verify' | 'generate' | 'deploy';
const STEPS: Step[] = ['sign-up', 'verify', 'generate', 'deploy'];
const statuses = new Map<Step, Map<number | string, number>>(STEPS.map((s) => [s, new Map()]));
const durations = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const count = (step: Step, status: number | string) => statuses.get(step)!.set(status, (statuses.get(step)!.get(status) ?? 0) + 1);
/** 503 answers without a usable Retry-After (goal 0). */
let missingRetryAfter = 0;
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

const dataDir = await mkdtemp(join(tmpdir(), 'sitewright-load-'));
const main = await startMainProcess(ROOT, { ...process.env, DATA_DIR: dataDir, PORT: '0', SITES_PORT: '0', LOG_LEVEL: 'WARN', POWERTOOLS_LOG_LEVEL: 'WARN' });
const { child, appUrl } = main;

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(appUrl + path, {
    method, headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = {};
  try { parsed = text ? JSON.parse(text) : {}; } catch { parsed = { text }; }
  return { status: res.status, body: parsed as T, retryAfter: Number(res.headers.get('retry-after') ?? 0) };
}

interface Outcome { email: string; token?: string; projectId?: string; deploymentId?: string; finished: boolean; error?: string }

async function person(i: number): Promise<Outcome> {
  const email = `load${i}@example.com`;
  const out: Outcome = { email, finished: false };
  const deadline = Date.now() + GIVE_UP_MS;
  try {
    // Sign up; a 503 says when to come back.
    let t = performance.now();
    for (;;) {
      const r = await api('POST', '/api/auth/register', { name: `Load ${i}`, email, password: 'a long passphrase for load' });
      count('sign-up', r.status);
      if (r.status === 201) break;
      if (r.status === 503 && !(r.retryAfter >= 1)) missingRetryAfter += 1;
      if ((r.status !== 503 && r.status !== 429) || Date.now() > deadline) throw new Error(`sign-up ${r.status} ${JSON.stringify(r.body)}`);
      await sleep(Math.max(1, r.retryAfter) * 1000);
    }
    durations.get('sign-up')!.push(performance.now() - t);
    t = performance.now();
    const mails = (await api<{ to: string; subject: string }[]>('GET', '/_local/outbox')).body;
    const code = [...mails].reverse().find((m) => m.to === email)?.subject.match(/\b(\d{6})\b/)?.[1];
    const v = await api<{ access_token: string }>('POST', '/api/auth/verify-otp', { email, otp: code });
    count('verify', v.status);
    if (v.status !== 200) throw new Error(`verify ${v.status} ${JSON.stringify(v.body)}`);
    out.token = v.body.access_token;
    durations.get('verify')!.push(performance.now() - t);
    // Generate and wait for it, as the SPA does.
    t = performance.now();
    const g = await api<{ project_id: string }>('POST', '/api/generate', {
      business_name: `Load Bakery ${i}`, industry: 'Food & Restaurant', description: 'A neighbourhood bakery with sourdough and pastries baked every morning.', target_audience: 'Neighbours and commuters',
    }, out.token);
    count('generate', g.status);
    if (g.status !== 202) throw new Error(`generate ${g.status} ${JSON.stringify(g.body)}`);
    out.projectId = g.body.project_id;
    for (;;) {
      await sleep(POLL_MS);
      const p = await api<{ status: string; error?: string }>('GET', `/api/project/${out.projectId}`, undefined, out.token);
      if (p.body.status === 'ready') break;
      if (p.body.status === 'failed' || Date.now() > deadline) throw new Error(`generation ${p.body.status} ${p.body.error ?? ''}`);
    }
    durations.get('generate')!.push(performance.now() - t);
    // Deploy and wait for it.
    t = performance.now();
    const d = await api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: out.projectId, platform: 'gcp' }, out.token);
    count('deploy', d.status);
    if (d.status !== 202) throw new Error(`deploy ${d.status} ${JSON.stringify(d.body)}`);
    out.deploymentId = d.body.deployment_id;
    for (;;) {
      await sleep(POLL_MS);
      const p = await api<{ progress: { status: string; error?: string } }>('GET', `/api/deployment/${out.deploymentId}/progress`, undefined, out.token);
      if (p.body.progress?.status === 'deployed') break;
      if (p.body.progress?.status === 'failed' || Date.now() > deadline) throw new Error(`deployment ${p.body.progress?.status} ${p.body.progress?.error ?? ''}`);
    }
    durations.get('deploy')!.push(performance.now() - t);
    out.finished = true;
  } catch (e) {
    out.error = (e as Error).message;
  }
  return out;
}

/** What the stack stores for a person, read back through the API: what an answer promised and is not there is lost. */
async function lostRecords(o: Outcome, outbox: { to: string }[]): Promise<string[]> {
  const lost: string[] = [];
  if (!o.token) return lost;
  const me = await api<{ email: string; email_verified: boolean }>('GET', '/api/auth/me', undefined, o.token);
  if (me.status !== 200 || !me.body.email_verified) lost.push(`${o.email}: account`);
  const mails = outbox.filter((m) => m.to === o.email).length;
  if (mails !== 1) lost.push(`${o.email}: ${mails} codes mailed`);
  if (o.projectId) {
    const list = await api<{ projects?: unknown[] } | unknown[]>('GET', '/api/user/projects', undefined, o.token);
    const n = Array.isArray(list.body) ? list.body.length : (list.body as { projects?: unknown[] }).projects?.length ?? 0;
    if (n !== 1) lost.push(`${o.email}: ${n} projects`);
    const p = await api<{ status: string }>('GET', `/api/project/${o.projectId}`, undefined, o.token);
    if (p.status !== 200 || (o.finished && p.body.status !== 'ready')) lost.push(`${o.email}: project ${p.status} ${p.body.status}`);
  }
  if (o.deploymentId && o.finished) {
    const d = await api<{ progress: { status: string } }>('GET', `/api/deployment/${o.deploymentId}/progress`, undefined, o.token);
    if (d.body.progress?.status !== 'deployed') lost.push(`${o.email}: deployment ${d.body.progress?.status}`);
  }
  return lost;
}

try {
  const started = performance.now();
  const outcomes = await Promise.all(Array.from({ length: USERS }, (_, i) => person(i)));
  const wall = performance.now() - started;
  const outbox = (await api<{ to: string }[]>('GET', '/_local/outbox')).body;
  const lost = (await Promise.all(outcomes.map((o) => lostRecords(o, outbox)))).flat();
  const errorLines = main.output().split('\n').filter((l) => l.includes('"level":"ERROR"'));
  console.log(`\nSitewright load bench: ${USERS} people at once against npm start (production scrypt cost, ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}), ${new Date().toISOString()}`);
  console.log(`finished (signed up, verified, generated, deployed): ${outcomes.filter((o) => o.finished).length} of ${USERS}, in ${(wall / 1000).toFixed(1)} s`);
  for (const step of STEPS) {
    const codes = [...statuses.get(step)!].sort((a, b) => String(a[0]).localeCompare(String(b[0]))).map(([s, n]) => `${s}×${n}`).join(' ');
    const d = durations.get(step)!;
    console.log(`  ${step.padEnd(9)} answers ${codes.padEnd(22)} p50 ${ms(median(d))}, p95 ${ms(percentile(d, 95))} (${d.length} done)`);
  }
  console.log(`503 answers without Retry-After: ${missingRetryAfter}; answers 500 or above other than 503: ${[...statuses.values()].flatMap((m) => [...m]).filter(([c]) => typeof c === 'number' && c >= 500 && c !== 503).reduce((n, [, k]) => n + k, 0)}`);
  console.log(`lost records: ${lost.length}${lost.length ? `\n  ${lost.slice(0, 10).join('\n  ')}` : ''}`);
  const failures = outcomes.filter((o) => !o.finished);
  if (failures.length) console.log(`not finished:\n  ${failures.slice(0, 10).map((o) => `${o.email}: ${o.error}`).join('\n  ')}`);
  console.log(`error lines in the stack's log: ${errorLines.length}${errorLines.length ? `\n  ${errorLines.slice(0, 3).join('\n  ')}` : ''}`);
} finally {
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
