/**
 * `npm run bench:ws` (issue 19): the live channel of the local stack (ws server on /ws, the Management API
 * stand-in, dynalite's connections table, the same publisher the workers call).
 *  - latency: from a publisher call (what a worker does right after recording a step) to the frame in a
 *    connected client, one message at a time (median, p95; goal ≤ 50 ms median);
 *  - fan-out: messages per second delivered to 100 connected clients of one project;
 *  - reference, same run: the time a poll of GET /api/deployment/{id}/progress takes, and what 2 s polling
 *    means for latency (a step is seen on average 1 s plus one poll after it happened).
 */
import type { LiveMessage } from '@sitewright/core/schemas/live';
import WebSocket from 'ws';
import { getDeps } from '../src/deps';
import { startTestStack } from '../local/test-stack';
import { eventually, readyProject, signedInUser } from '../local/test-users';
import { median, ms, percentile } from './stats';

const SAMPLES = Number(process.env.BENCH_WS_SAMPLES ?? 200);
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 100);
const FANOUT_MESSAGES = Number(process.env.BENCH_WS_MESSAGES ?? 100);

const stack = await startTestStack({ LOG_LEVEL: 'ERROR' });
const sockets: WebSocket[] = [];
try {
  const user = await signedInUser(stack, 'bench-ws@example.com', 'Bench Live');
  const projectId = await readyProject(stack, user.token, { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family trattoria.', target_audience: 'Families' });
  const dep = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: projectId, platform: 'gcp' }, { token: user.token });
  await eventually(async () => ((await stack.api<{ progress: { status: string } }>('GET', `/api/deployment/${dep.body.deployment_id}/progress`, undefined, { token: user.token })).body.progress.status === 'deployed' ? true : undefined), 30_000);
  const { live } = await getDeps();

  const connect = async (onFrame: (m: LiveMessage) => void) => {
    const t = await stack.api<{ ticket: string }>('POST', '/api/ws/ticket', { project_id: projectId }, { token: user.token });
    const ws = new WebSocket(`${stack.wsUrl}?ticket=${encodeURIComponent(t.body.ticket)}`);
    ws.on('message', (d) => onFrame(JSON.parse(d.toString()) as LiveMessage));
    await new Promise<void>((res, rej) => { ws.once('open', () => res()); ws.once('error', rej); });
    sockets.push(ws);
    return ws;
  };

  // 1. Latency, one client, one message at a time.
  let arrived: ((at: number) => void) | undefined;
  await connect(() => arrived?.(performance.now()));
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const got = new Promise<number>((r) => { arrived = r; });
    const t0 = performance.now();
    await live.publish(projectId, [{ type: 'progress', value: i % 101, message: `step ${i}`, project_id: projectId }]);
    latencies.push((await got) - t0);
  }
  for (const ws of sockets.splice(0)) ws.close();

  // 2. Fan-out to CLIENTS sockets of one project.
  let delivered = 0;
  await eventually(async () => (stack.openSockets() === 0 ? true : undefined), 10_000);
  for (let i = 0; i < CLIENTS; i++) await connect(() => { delivered++; });
  const t0 = performance.now();
  for (let i = 0; i < FANOUT_MESSAGES; i++) {
    await live.publish(projectId, [{ type: 'message', content: `line ${i}`, project_id: projectId }]);
  }
  await eventually(async () => (delivered >= CLIENTS * FANOUT_MESSAGES ? true : undefined), 60_000, 5);
  const fanoutS = (performance.now() - t0) / 1000;

  // 3. Reference: one poll of the progress route, in the same run.
  const polls: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    await stack.api('GET', `/api/deployment/${dep.body.deployment_id}/progress`, undefined, { token: user.token });
    polls.push(performance.now() - t);
  }

  console.log(`\nSitewright live channel bench (local stack: ws on /ws, Management API stand-in, dynalite), ${new Date().toISOString()}`);
  console.log(`publish → frame in a client, ${SAMPLES} messages one at a time: median ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}  (goal ≤ 50 ms median)`);
  console.log(`fan-out to ${CLIENTS} clients of one project: ${FANOUT_MESSAGES} messages → ${delivered} frames in ${fanoutS.toFixed(2)} s = ${(delivered / fanoutS).toFixed(0)} frames/s (${(FANOUT_MESSAGES / fanoutS).toFixed(1)} messages/s to all ${CLIENTS})`);
  console.log(`reference, same run: one poll of GET /api/deployment/{id}/progress median ${ms(median(polls))}; with 2 s polling a step is seen on average ≈ ${ms(1000 + median(polls))} after it happened, at most ≈ ${ms(2000 + percentile(polls, 95))}`);
} finally {
  for (const ws of sockets) ws.close();
  await eventually(async () => (stack.openSockets() === 0 ? true : undefined), 10_000).catch(() => undefined);
  await stack.stop();
}
