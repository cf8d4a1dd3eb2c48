/**
 * `npm run bench:edits` (issue 17 §1: "each edit applied in at most 150 ms of server time, median"):
 * starts the local stack in-process (dynalite, offline writer), generates one restaurant site and
 * times, one at a time over loopback HTTP, the round trips of
 *  - 100 in-place text edits (POST /api/project/{id}/edits, op text: validate, render, keep a version, write),
 *  - 40 section moves (op move), 20 restores (POST …/versions/{id}/restore),
 * beside the reference of the same run: GET /api/project/{id} (one read, no write). A round trip
 * includes HTTP on loopback, so it bounds the server time from above.
 */
import { startTestStack } from '../local/test-stack';
import { signedInUser } from '../local/test-users';
import { median, ms, percentile } from './stats';

const EDITS = Number(process.env.BENCH_EDITS ?? 100);
const stack = await startTestStack({ LOG_LEVEL: 'WARN' }, undefined, { visibilityTimeoutS: 30 });
try {
  const user = await signedInUser(stack, 'bench@example.com', 'Bench Mark');
  const auth = { token: user.token };
  const r = await stack.api<{ project_id: string }>('POST', '/api/generate', {
    business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family trattoria with hand-made pasta and wood-fired pizza.',
    target_audience: 'Local families', key_features: 'Pasta, Pizza, Wine',
  }, auth);
  const id = r.body.project_id;
  type P = { status: string; version: number; html_content: string };
  let p: P;
  for (;;) {
    p = (await stack.api<P>('GET', `/api/project/${id}`, undefined, auth)).body;
    if (p.status === 'ready') break;
    if (p.status === 'failed') throw new Error('generation failed');
    await new Promise((res) => setTimeout(res, 5));
  }
  const time = async (fn: () => Promise<{ status: number }>): Promise<number> => {
    const t0 = performance.now();
    const out = await fn();
    const dt = performance.now() - t0;
    if (out.status !== 200) throw new Error(`unexpected status ${out.status}`);
    return dt;
  };
  let version = p.version;
  const edit = async (e: Record<string, unknown>) => time(async () => {
    const out = await stack.api<{ version: number }>('POST', `/api/project/${id}/edits`, { version, edit: e }, auth);
    version = out.body.version;
    return out;
  });
  const gets: number[] = [];
  for (let i = 0; i < 100; i++) gets.push(await time(() => stack.api('GET', `/api/project/${id}`, undefined, auth)));
  const texts: number[] = [];
  for (let i = 0; i < EDITS; i++) texts.push(await edit({ op: 'text', path: 'hero.heading', value: `Hand-made pasta, day ${i + 1}` }));
  const sections = [...p.html_content.matchAll(/<section id="([a-z0-9-]+)"/g)].map((m) => m[1]!);
  const moves: number[] = [];
  for (let i = 0; i < 40; i++) moves.push(await edit({ op: 'move', section: sections[2], direction: i % 2 ? 'down' : 'up' }));
  const restores: number[] = [];
  for (let i = 0; i < 20; i++) {
    restores.push(await time(async () => {
      const out = await stack.api<{ version: number }>('POST', `/api/project/${id}/versions/${version - 1}/restore`, undefined, auth);
      version = out.body.version;
      return out;
    }));
  }
  const line = (name: string, xs: number[]) => `${name.padEnd(44)} median ${ms(median(xs)).padStart(9)}  p95 ${ms(percentile(xs, 95)).padStart(9)}  (${xs.length})`;
  console.log(`\nSitewright edit bench (local stack: dynalite, one client, loopback HTTP), ${new Date().toISOString()}`);
  console.log(line('reference: GET /api/project/{id}', gets));
  console.log(line('text edit (POST …/edits op text)', texts));
  console.log(line('section move (POST …/edits op move)', moves));
  console.log(line('restore (POST …/versions/{id}/restore)', restores));
  console.log(`goal: text edit median ≤ 150 ms: ${median(texts) <= 150 ? 'met' : 'NOT met'}`);
} finally {
  await stack.stop();
}
