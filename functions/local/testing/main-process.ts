import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface MainProcess {
  child: ChildProcess;
  appUrl: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/**
 * Starts the real `npm start` entry (functions/local/main.ts, through tsx) in a child process of its own
 * process group, with exactly `env`; resolves once it prints its app address.
 * @param root the repository root.
 * @throws Error with the end of its output when it exits before starting.
 */
export async function startMainProcess(root: string, env: NodeJS.ProcessEnv): Promise<MainProcess> {
  const child = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'functions/local/main.ts'], {
    cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env,
  });
  let out = '';
  const appUrl = await new Promise<string>((res, rej) => {
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /App and API\s+(http:\/\/\S+)/.exec(out);
      if (m) res(m[1]!);
    });
    child.stderr!.on('data', (b: Buffer) => { out += b.toString(); });
    child.once('exit', (code) => rej(new Error(`main.ts exited (${code}) before starting:\n${out.slice(-2000)}`)));
  });
  return { child, appUrl, output: () => out };
}
