/**
 * Every function's bundle as Lambda runs it: alone in its folder, with no node_modules anywhere above it
 * (a Lambda function has its zip and its layers, nothing else). Bundles built inside the repository
 * resolve a package left external from the repository's node_modules, which hides a missing module until
 * AWS answers Runtime.ImportModuleError; these are built under the system temp folder instead.
 * Also an S3 round trip through a bundled S3 client, whose constructor reaches the event-stream
 * stand-in (lib/shims/event-streams.mjs), against a loopback S3 stand-in.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { builtinModules } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { BlobStore } from '@sitewright/core/projects/ports';
import { bundleFunction, esbuildBuildOptions } from '../lib/bundling';
import { allFunctionDefs, bundleSpecFor } from '../lib/function-defs';
import { REPO_ROOT } from '../lib/settings';

const run = promisify(execFile);
// Outside the repository: nothing resolves from its node_modules.
const dir = mkdtempSync(join(tmpdir(), 'sitewright-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Bare module names a minified bundle imports or requires: esbuild prints them as `from"x"`, `import"x"`,
 * `import("x")` and `require("x")`, double-quoted and without spaces (prose inside the SDK's error
 * messages quotes `require('…')` with single quotes, so it is not mistaken for an import).
 */
function bareSpecifiers(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom|\bimport\(?|\brequire\()"([^"]+)"/g)) {
    // A package name (npm's rules) or node: built-in, optionally with a subpath; not a relative path or minified text.
    if (/^(?:node:[a-z_/]+|(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]+)?)$/.test(m[1]!)) names.add(m[1]!);
  }
  return names;
}

describe('Function bundles alone, as Lambda runs them', () => {
  it('It should import every function\'s bundle with nothing but its layers beside it, and find its handler', async () => {
    // The same spec makes the same bundle: build each once.
    const bundles = new Map<string, { file: string; ids: string[]; handler: string; layers: readonly string[] }>();
    for (const def of allFunctionDefs()) {
      const spec = bundleSpecFor(def);
      const key = JSON.stringify(spec);
      const known = bundles.get(key);
      if (known) { known.ids.push(def.id); continue; }
      const outdir = join(dir, def.id);
      await bundleFunction({ ...spec, outdir, sourcemap: false });
      bundles.set(key, { file: join(outdir, 'index.mjs'), ids: [def.id], handler: spec.exportName, layers: spec.external ?? [] });
    }
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    // Optional peers the SDK requires inside a try (SigV4a's CRT signer): absent in Lambda, never reached here.
    const optional = new Set(['@aws-sdk/signature-v4-crt']);
    const results = await Promise.all([...bundles.values()].map(async (b) => {
      const unbundled = [...bareSpecifiers(readFileSync(b.file, 'utf8'))].filter((s) => !builtins.has(s) && !optional.has(s) && !b.layers.includes(s));
      const code = `const m = await import(${JSON.stringify(pathToFileURL(b.file).href)}); console.log(typeof m[${JSON.stringify(b.handler)}]);`;
      let imported: string;
      try {
        const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code], {
          cwd: dir, env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', AWS_LAMBDA_FUNCTION_NAME: b.ids[0] }, timeout: 60_000,
        });
        imported = stdout.trim();
      } catch (e) {
        imported = String((e as { stderr?: string }).stderr ?? e).split('\n').find((l) => /Error/.test(l)) ?? String(e);
      }
      return { ids: b.ids.join(', '), unbundled, imported };
    }));
    expect(results.length).toBeGreaterThan(30);
    for (const r of results) expect(r).toEqual({ ids: r.ids, unbundled: [], imported: 'function' });
  }, 300_000);

  it('It should put and get an object through a bundled S3 client, built as Lambda builds it', async () => {
    const objects = new Map<string, { body: Buffer; type: string }>();
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
        if (req.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200, { ETag: '"1"' }).end();
          return;
        }
        const o = objects.get(key);
        if (!o) {
          res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
          return;
        }
        res.writeHead(200, { 'Content-Type': o.type, 'Content-Length': o.body.length, ETag: '"1"' }).end(o.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const src = join(REPO_ROOT, 'cdk.out', 'bundle-isolation-s3.ts');
      mkdirSync(join(REPO_ROOT, 'cdk.out'), { recursive: true });
      writeFileSync(src, [
        "import { S3Client } from '@aws-sdk/client-s3';",
        "import { awsClientConfig } from '@sitewright/data';",
        `import { createS3BlobStore } from ${JSON.stringify(join(REPO_ROOT, 'functions', 'src', 'adapters', 's3-blob-store'))};`,
        'export const store = (endpoint: string) => createS3BlobStore(() => new S3Client({ ...awsClientConfig({ region: "eu-west-1", endpoint, credentials: { accessKeyId: "AKID", secretAccessKey: "s" } }), forcePathStyle: true }), "uploads");',
      ].join('\n'));
      await build(esbuildBuildOptions({ entryPoints: [src], outdir: join(dir, 's3'), entryNames: 'index', sourcemap: false }));
      rmSync(src);
      const { store } = await import(pathToFileURL(join(dir, 's3', 'index.mjs')).href) as { store(endpoint: string): BlobStore };
      const blobs = store(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await blobs.put('u1/logo.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
      expect(objects.get('/uploads/u1/logo.png')).toEqual({ body: Buffer.from([137, 80, 78, 71]), type: 'image/png' });
      await expect(blobs.get('u1/logo.png')).resolves.toEqual({ bytes: new Uint8Array([137, 80, 78, 71]), contentType: 'image/png' });
      await expect(blobs.get('u1/missing.png')).resolves.toBeNull();
    } finally {
      server.close();
    }
  }, 120_000);
});
