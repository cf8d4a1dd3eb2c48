/**
 * `npm run bench:api` (issue 4): starts the local stack in-process and prints
 *  - generate → ready latency over 50 projects, one at a time (median, p95; goal ≤ 300 ms median, offline writer);
 *  - GET /api/project/{id} throughput and latency with 20 concurrent clients for 10 s (autocannon);
 *  - raw DynamoDB GetItem calls per second against the same dynalite, 20 at a time for 10 s, with the
 *    same document client the handlers use (issue 20), and the stack's GET throughput as a ratio of it.
 */
import autocannon from 'autocannon';
import { createDocumentDb } from '@sitewright/data';
import { localDynamoConfig } from '@sitewright/data/local-dynamodb';
import { startTestStack } from '../local/test-stack';
import { signedInUser } from '../local/test-users';
import { median, ms, percentile } from './stats';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 50);
const stack = await startTestStack({ LOG_LEVEL: 'WARN' }, undefined, { visibilityTimeoutS: 30 });
try {
  const user = await signedInUser(stack, 'bench@example.com', 'Bench Mark');
  const brief = { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family trattoria with hand-made pasta.', target_audience: 'Local families', key_features: 'Pasta, Pizza, Wine' };
  const latencies: number[] = [];
  let lastId = '';
  for (let i = 0; i < PROJECTS; i++) {
    const t0 = performance.now();
    const r = await stack.api<{ project_id: string }>('POST', '/api/generate', { ...brief, business_name: `Casa Nonna ${i}` }, { token: user.token });
    lastId = r.body.project_id;
    for (;;) {
      const p = await stack.api<{ status: string }>('GET', `/api/project/${lastId}`, undefined, { token: user.token });
      if (p.body.status === 'ready') break;
      if (p.body.status === 'failed') throw new Error(`Project failed: ${JSON.stringify(p.body)}`);
      await new Promise((res) => setTimeout(res, 5));
    }
    latencies.push(performance.now() - t0);
  }
  const result = await autocannon({
    url: `${stack.appUrl}/api/project/${lastId}`, connections: 20, duration: 10,
    headers: { authorization: `Bearer ${user.token}` },
  });
  // The floor under a GET: the same table read, without HTTP, auth, middleware or the handler.
  const db = await createDocumentDb(localDynamoConfig(stack.dynamoEndpoint));
  let raw = 0;
  const until = performance.now() + 10_000;
  await Promise.all(Array.from({ length: 20 }, async () => {
    while (performance.now() < until) {
      await db.GetItem({ TableName: 'sitewright-local-projects', Key: { id: lastId }, ConsistentRead: true });
      raw++;
    }
  }));
  const rawPerS = raw / 10;
  console.log(`\nSitewright API bench (local stack: dynalite + local-aws-sqs, offline writer), ${new Date().toISOString()}`);
  console.log(`generate → ready, ${PROJECTS} projects one at a time: median ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}  (goal ≤ 300 ms median)`);
  console.log(`GET /api/project/{id}, 20 connections, 10 s: ${result.requests.average.toFixed(0)} req/s average, latency median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
  console.log(`raw GetItem on the same dynalite, 20 at a time, 10 s: ${rawPerS.toFixed(0)} calls/s; the stack's GET is ${(result.requests.average / rawPerS).toFixed(2)} of it (issue 20 goal: >= 0.5)`);
} finally {
  await stack.stop();
}
