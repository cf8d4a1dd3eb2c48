/**
 * `npm run bench:deploy` (issue 5): the local enhanced deploy time from POST /api/deploy/enhanced to
 * `deployed` (local git host + bucket folder), median of 20 projects (goal ≤ 2 s).
 */
import { startTestStack } from '../local/test-stack';
import { eventually, signedInUser } from '../local/test-users';
import { median, ms, percentile } from './stats';

const RUNS = Number(process.env.BENCH_DEPLOYS ?? 20);
const stack = await startTestStack({ LOG_LEVEL: 'WARN' }, undefined, { visibilityTimeoutS: 30 });
try {
  const user = await signedInUser(stack, 'bench@example.com', 'Bench Mark');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await stack.api<{ project_id: string }>('POST', '/api/generate', { business_name: `Deploy Bench ${i}`, industry: 'Technology', description: 'A product that is deployed.', target_audience: 'Teams' }, { token: user.token });
    await eventually(async () => ((await stack.api<{ status: string }>('GET', `/api/project/${r.body.project_id}`, undefined, { token: user.token })).body.status === 'ready' ? true : undefined), 30_000, 10);
    const t0 = performance.now();
    const d = await stack.api<{ deployment_id: string }>('POST', '/api/deploy/enhanced', { project_id: r.body.project_id }, { token: user.token });
    const status = await eventually(async () => {
      const p = await stack.api<{ progress: { status: string } }>('GET', `/api/deployment/${d.body.deployment_id}/progress`, undefined, { token: user.token });
      return p.body.progress.status === 'deploying' ? undefined : p.body.progress.status;
    }, 60_000, 10);
    if (status !== 'deployed') throw new Error(`Deployment ${d.body.deployment_id} ended ${status}`);
    times.push(performance.now() - t0);
  }
  console.log(`\nSitewright deploy bench (local git host + bucket folders), ${new Date().toISOString()}`);
  console.log(`POST /api/deploy/enhanced → deployed, ${RUNS} projects: median ${ms(median(times))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}  (goal ≤ 2000 ms median)`);
} finally {
  await stack.stop();
}
