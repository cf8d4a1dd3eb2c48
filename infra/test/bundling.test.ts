/**
 * The esbuild options every Lambda ships with (lib/bundling.ts), exercised on a real bundle: the
 * whatwg-url stand-in keeps tr46's tables out, and node-fetch 2 (what @google-cloud/storage 7 sends
 * its requests with) still fetches through it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { bundleFunction, esbuildBuildOptions } from '../lib/bundling';
import { allFunctionDefs, bundleSpecFor } from '../lib/function-defs';
import { REPO_ROOT } from '../lib/settings';

/** Inputs that put bytes in a build's output (its metafile also lists files read and then shaken out entirely). */
const shipped = (r: { metafile: Metafile }): string[] =>
  Object.values(r.metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([f]) => f));
/** A function of the stack by id, tagged with its kind. */
const defOf = (id: string) => allFunctionDefs().find((d) => d.id === id)!;

// Inside the repository (git-ignored) so the entry's imports resolve from node_modules.
const dir = join(REPO_ROOT, 'cdk.out', 'bundling-test');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Lambda bundling options', () => {
  it('It should bundle node-fetch 2 without whatwg-url or tr46, and fetch with Node\'s own URL', async () => {
    mkdirSync(dir, { recursive: true });
    const entry = join(dir, 'entry.mjs');
    writeFileSync(entry, "import fetch from 'node-fetch';\nexport const get = async (url) => (await fetch(url)).text();\n");
    const result = await build(esbuildBuildOptions({ entryPoints: [entry], outdir: join(dir, 'out'), entryNames: 'index', metafile: true }));
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((f) => f.includes('node_modules/node-fetch/'))).toBe(true);
    expect(inputs.filter((f) => /node_modules\/(whatwg-url|tr46)\//.test(f))).toEqual([]);

    const server = createServer((req, res) => res.end(`you asked for ${req.url}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { get } = await import(pathToFileURL(join(dir, 'out', 'index.mjs')).href) as { get(url: string): Promise<string> };
      const port = (server.address() as AddressInfo).port;
      await expect(get(`http://127.0.0.1:${port}/b/sitewright-x/o?name=a%20b.html&uploadType=media`)).resolves.toBe('you asked for /b/sitewright-x/o?name=a%20b.html&uploadType=media');
      await expect(get('not a url')).rejects.toThrow(/Invalid URL|Only absolute URLs/);
    } finally {
      server.close();
    }
  });

  it('It should bundle AWS SDK v3 clients with only the environment credential provider, and read the role credentials from it', async () => {
    mkdirSync(dir, { recursive: true });
    const entry = join(dir, 'sdk.mjs');
    writeFileSync(entry, "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const creds = () => new DynamoDBClient({ region: 'eu-west-1' }).config.credentials();\n");
    const result = await build(esbuildBuildOptions({ entryPoints: [entry], outdir: join(dir, 'sdk'), entryNames: 'index', metafile: true }));
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((f) => f.includes('node_modules/@aws-sdk/credential-provider-env/'))).toBe(true);
    // Not the SSO, ini-file, process, web-identity providers or the STS and SSO clients they bring.
    expect(inputs.filter((f) => /node_modules\/@aws-sdk\/(credential-provider-(node|ini|sso|process|web-identity)|nested-clients)\//.test(f))).toEqual([]);
    const saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDLAMBDA', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' });
    try {
      const { creds } = await import(pathToFileURL(join(dir, 'sdk', 'index.mjs')).href) as { creds(): Promise<{ accessKeyId: string; sessionToken?: string }> };
      await expect(creds()).resolves.toMatchObject({ accessKeyId: 'AKIDLAMBDA', sessionToken: 'token' });
    } finally {
      process.env = saved;
    }
  });

  it('It should leave the SQS and SES clients out of a route that declares no queue and no mail, and keep them where declared', async () => {
    const inputsOf = async (id: string) => shipped(await bundleFunction({ ...bundleSpecFor(defOf(id)), outdir: join(dir, id), sourcemap: false }));
    const clients = (files: string[]) => new Set(files.filter((f) => /node_modules\/@aws-sdk\/client-(sqs|ses)\//.test(f)).map((f) => /client-(sqs|ses)/.exec(f)![0]));
    const commands = (files: string[], client: string) => files.flatMap((f) => new RegExp(`@aws-sdk/client-${client}/dist-es/commands/(\\w+)\\.js$`).exec(f)?.[1] ?? []);
    const authMe = await inputsOf('auth-me');
    const register = await inputsOf('auth-register');
    const generate = await inputsOf('generate');
    expect(clients(authMe)).toEqual(new Set());
    expect(clients(register)).toEqual(new Set(['client-ses']));
    expect(clients(generate)).toEqual(new Set(['client-sqs']));
    // Only the commands the adapters use, not every command a client package re-exports (issue 20: deps.ts
    // imports the adapters statically so esbuild can shake the rest out).
    expect(commands(register, 'ses')).toEqual(['SendEmailCommand']);
    expect(commands(generate, 'sqs')).toEqual(['SendMessageCommand']);
    // The job reconciler re-enqueues jobs and reads the DLQs, and sends no mail.
    const reconciler = await inputsOf('job-reconciler');
    expect(clients(reconciler)).toEqual(new Set(['client-sqs']));
    expect(commands(reconciler, 'sqs').sort()).toEqual(['ReceiveMessageCommand', 'SendMessageCommand']);
    // No Secrets Manager client (secrets come through the Parameters and Secrets extension) and no event-stream codec.
    for (const files of [authMe, register, generate]) {
      expect(files.filter((f) => /client-secrets-manager|submodules\/event-streams/.test(f))).toEqual([]);
    }
  }, 60_000);

  it('It should ship the API Gateway Management API client, with PostToConnection only, in exactly the functions declared live (issue 19)', async () => {
    // Every function the stack makes, as the stack bundles it; the same spec makes the same bundle.
    const defs = allFunctionDefs();
    const builds = new Map<string, Promise<string[]>>();
    const shippedBy = (def: (typeof defs)[number]) => {
      const spec = bundleSpecFor(def);
      const key = JSON.stringify(spec);
      if (!builds.has(key)) builds.set(key, bundleFunction({ ...spec, outdir: join(dir, 'live', String(builds.size)), sourcemap: false }).then(shipped));
      return builds.get(key)!;
    };
    const results = await Promise.all(defs.map(async (def) => {
      const files = await shippedBy(def);
      const client = files.some((f) => f.includes('node_modules/@aws-sdk/client-apigatewaymanagementapi/'));
      const commands = files.flatMap((f) => /@aws-sdk\/client-apigatewaymanagementapi\/dist-es\/commands\/(\w+)\.js$/.exec(f)?.[1] ?? []);
      return { id: def.id, client, commands, live: Boolean('live' in def && def.live) };
    }));
    expect(results.filter((r) => r.live).map((r) => r.id).sort()).toEqual(['deploy-worker', 'generate-worker', 'job-reconciler', 'project-improve']);
    for (const r of results) {
      expect({ id: r.id, client: r.client, commands: r.commands }).toEqual({ id: r.id, client: r.live, commands: r.live ? ['PostToConnectionCommand'] : [] });
    }
  }, 120_000);

  it('It should swap the SDK\'s event-stream codec for its stand-in in every bundle, never leave it external', () => {
    const shim = join(REPO_ROOT, 'infra', 'lib', 'shims', 'event-streams.mjs');
    expect(esbuildBuildOptions({}).alias['@smithy/core/event-streams']).toBe(shim);
    // Not external: an external module would have to be found beside the bundle, and Lambda has none.
    expect(esbuildBuildOptions({}).external).not.toContain('@smithy/core/event-streams');
  });

  it('It should give the bundles the global process object\'s values instead of Node\'s node:process module namespace', async () => {
    const shim = join(REPO_ROOT, 'infra', 'lib', 'shims', 'process.mjs');
    expect(esbuildBuildOptions({}).alias['node:process']).toBe(shim);
    // The same objects Node's namespace would give: the environment, the versions, the process itself.
    const m = await import(pathToFileURL(shim).href) as { env: NodeJS.ProcessEnv; versions: NodeJS.ProcessVersions; default: NodeJS.Process };
    expect(m.env).toBe(process.env);
    expect(m.versions).toBe(process.versions);
    expect(m.default).toBe(process);
    // Every function carries the SDK's user-agent code, which imports node:process; the bundle no longer imports Node's module.
    const out = join(dir, 'process', 'index.mjs');
    await bundleFunction({ ...bundleSpecFor(defOf('user-projects')), outdir: join(dir, 'process'), sourcemap: false });
    expect(readFileSync(out, 'utf8')).not.toMatch(/from\s*"(node:)?process"/);
  }, 60_000);

  it('It should carry only its own handler where one module serves several routes', async () => {
    const inputs = async (id: string) => shipped(await bundleFunction({ ...bundleSpecFor(defOf(id)), outdir: join(dir, 'own', id), sourcemap: false }));
    // GET details reads the record; PUT re-renders the site with the generator's renderer.
    expect((await inputs('project-details-get')).filter((f) => f.endsWith('packages/sitegen/src/render.ts'))).toEqual([]);
    expect((await inputs('project-details-put')).filter((f) => f.endsWith('packages/sitegen/src/render.ts'))).toHaveLength(1);
    // Progress polling does not carry the custom-domain use cases its sibling in deployment.ts runs.
    expect((await inputs('deployment-progress')).filter((f) => f.endsWith('packages/core/src/deployments/domains.ts'))).toEqual([]);
    expect((await inputs('deployment-domain')).filter((f) => f.endsWith('packages/core/src/deployments/domains.ts'))).toHaveLength(1);
  }, 60_000);

  it('It should bundle the site generator so that a generation runs in the bundle (art with svgo, language detection, fonts from FONTS_DIR)', async () => {
    // svgo's node entry made the generate worker's bundle fail at import (css-tree's data files, read by a
    // runtime require); the art module uses svgo's self-contained browser build.
    mkdirSync(dir, { recursive: true });
    const entry = join(dir, 'gen.mjs');
    writeFileSync(entry, `import { generateSite } from ${JSON.stringify(join(REPO_ROOT, 'packages/sitegen/src/generate.ts'))};\n`
      + `import { createOfflineWriter } from ${JSON.stringify(join(REPO_ROOT, 'packages/sitegen/src/offline-writer.ts'))};\n`
      + 'export const run = (brief) => generateSite(brief, { writer: createOfflineWriter(), seed: "bundle" });\n');
    await build(esbuildBuildOptions({ entryPoints: [entry], outdir: join(dir, 'gen'), entryNames: 'index' }));
    const { run } = await import(pathToFileURL(join(dir, 'gen', 'index.mjs')).href) as { run(b: unknown): Promise<{ files: Record<string, string>; assets: { body: string }[]; fonts: string[] }> };
    const out = await run({ business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Trattoria familiar con pasta hecha a mano y pizza al horno de leña.', target_audience: 'Familias', key_features: ['Pasta fresca'] });
    expect(out.files['index.html']).toMatch(/<html lang="es" dir="ltr">/);
    expect(out.assets.length).toBeGreaterThan(3);
    expect(out.assets.every((a) => a.body.startsWith('<svg'))).toBe(true);
    expect(out.fonts.length).toBeGreaterThan(0);
  });
});

