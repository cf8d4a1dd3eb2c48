/**
 * `npm run bench:lambda:reference [-- <commit>]` (issue 20): rebuilds the bundles of the last build
 * that reached AWS through aws-lite, so `npm run bench:lambda` can import them beside today's in the
 * same run, on the same host. It checks that commit out as a git worktree under cdk.out/, installs the
 * two aws-lite packages it used into a folder of their own (they are no longer dependencies), and
 * bundles each function of today's route and worker tables that existed then, with today's esbuild
 * options, the workspace packages taken from the worktree. Output: cdk.out/bench-lambda-aws-lite/<id>/index.mjs.
 * Needs git and the npm registry. Default commit: c10d115, the last commit before the AWS SDK v3.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { routes } from '../../functions/src/routes';
import { workers } from '../../functions/src/workers';
import { esbuildBuildOptions, esbuildOptions } from '../lib/bundling';
import { externalModulesFor } from '../lib/sharp-layer';
import { REPO_ROOT } from '../lib/settings';

const COMMIT = process.argv[2] ?? 'c10d115';
const WORK = path.join(REPO_ROOT, 'cdk.out', 'aws-lite-reference');
const SRC = path.join(WORK, 'src');
const MODS = path.join(WORK, 'mods');
const OUT = path.join(REPO_ROOT, 'cdk.out', 'bench-lambda-aws-lite');
const AWS_LITE = ['@aws-lite/client@0.23.7', '@aws-lite/dynamodb@0.3.9'];

function run(cmd: string, args: string[], cwd = REPO_ROOT): void {
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main(): Promise<void> {
  fs.rmSync(WORK, { recursive: true, force: true });
  run('git', ['worktree', 'prune']);
  run('git', ['worktree', 'add', '--detach', SRC, COMMIT]);
  try {
    fs.mkdirSync(MODS, { recursive: true });
    fs.writeFileSync(path.join(MODS, 'package.json'), '{ "name": "aws-lite-reference", "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', ...AWS_LITE], MODS);
    // The workspace packages of that commit, not today's (node_modules links to today's).
    const alias = {
      ...esbuildOptions.alias,
      ...Object.fromEntries(['core', 'data', 'deploy', 'sitegen', 'api-client'].map((p) => [`@sitewright/${p}`, path.join(SRC, 'packages', p, 'src')])),
    };
    fs.rmSync(OUT, { recursive: true, force: true });
    const reference = path.join(OUT, 'reference-handler.ts');
    fs.mkdirSync(OUT, { recursive: true });
    fs.writeFileSync(reference, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
    const entries = [
      { id: 'reference', entry: reference },
      ...routes.map((r) => ({ id: r.id, entry: path.join(SRC, 'functions', r.entry) })),
      ...workers.map((w) => ({ id: w.id, entry: path.join(SRC, 'functions', w.entry) })),
    ].filter((e) => fs.existsSync(e.entry));
    for (const e of entries) {
      await build(esbuildBuildOptions({
        entryPoints: [e.entry], outdir: path.join(OUT, e.id), entryNames: 'index', alias, nodePaths: [path.join(MODS, 'node_modules')],
        external: [...esbuildOptions.external, ...externalModulesFor(e.id)],
      }));
    }
    console.log(`aws-lite reference (${COMMIT}): ${entries.length} bundles in ${path.relative(REPO_ROOT, OUT)}`);
  } finally {
    run('git', ['worktree', 'remove', '--force', SRC]);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
