/**
 * `npm start`: builds the SPA when needed, starts the embedded default (dynalite under .data/, the API
 * and SPA on PORT, the sites origin on SITES_PORT), prints the URLs, and stops cleanly on Ctrl-C.
 */
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalStack } from './local-stack';

const root = process.cwd();

/** Newest modification time under a folder (ms). */
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function spaNeedsBuild(): boolean {
  const index = join(root, 'web', 'dist', 'index.html');
  let built = 0;
  try { built = statSync(index).mtimeMs; } catch { return true; }
  const sources = [join(root, 'web', 'src'), join(root, 'packages', 'api-client', 'src'), join(root, 'packages', 'core', 'src')];
  return sources.some((d) => newest(d) > built) || statSync(join(root, 'web', 'index.html')).mtimeMs > built;
}

if (spaNeedsBuild()) {
  console.log('Building the web app (web/dist)…');
  execSync('npm run build -w web', { stdio: 'inherit', cwd: root });
}

const stack = await startLocalStack({
  dataDir: process.env.DATA_DIR ?? '.data',
  port: Number(process.env.PORT ?? 3000),
  sitesPort: Number(process.env.SITES_PORT ?? 3001),
  persist: true,
  seed: true,
  // Holds every queued job back this many seconds (SQS DelaySeconds): to watch the progress screens, or
  // to stop the stack while jobs are still queued (issue 18's crash test).
  ...(process.env.LOCAL_QUEUE_DELAY_S ? { deliveryDelayS: Number(process.env.LOCAL_QUEUE_DELAY_S) } : {}),
});

console.log(`
Sitewright is running (embedded default: dynalite, local-aws-sqs, local outbox).
  App and API   ${stack.appUrl}
  Sites origin  ${stack.sitesUrl}
  Mail outbox   ${stack.appUrl}/_local/outbox
Press Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    stack.close().then(() => process.exit(0), (err: unknown) => { console.error(err); process.exit(1); });
  });
}
