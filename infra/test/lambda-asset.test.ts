/**
 * The stack's own bundling path (lib/lambda.ts → scripts/bundle-function.ts → bundleFunction), run by
 * CDK as `cdk synth` runs it: the asset holds the bundle, its source map and the declared files, the
 * function's handler names the export, and the bundle imports alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../functions/src/routes';
import { defineFor } from '../lib/bundling';
import { createFunction } from '../lib/lambda';

const outdir = mkdtempSync(join(tmpdir(), 'sitewright-asset-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('Lambda function assets', () => {
  it('It should bundle a function\'s own handler into its asset, with the source map and its files, handler index.<export>', () => {
    const app = new App({ outdir });
    const stack = new Stack(app, 'AssetTest', { env: { account: '123456789012', region: 'eu-west-1' } });
    const def = routes.find((r) => r.id === 'project-details-get')!;
    createFunction(stack, {
      id: def.id, entry: def.entry, exportName: def.handler, memoryMb: 256, timeoutS: 10, environment: {}, dev: true,
      define: defineFor({ kind: 'route', ...def }), bundleFiles: [{ from: 'package.json', to: 'data/package.json' }],
    });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Lambda::Function', { Handler: 'index.get', Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    app.synth();
    const assets = readdirSync(outdir).filter((d) => d.startsWith('asset.') && existsSync(join(outdir, d, 'index.mjs')));
    expect(assets).toHaveLength(1);
    const asset = join(outdir, assets[0]!);
    expect(readdirSync(asset).sort()).toEqual(['data', 'index.mjs', 'index.mjs.map']);
    expect(readFileSync(join(asset, 'data', 'package.json'), 'utf8')).toBe(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
    // Alone under the temp folder, as in Lambda: the GET handler is there, its PUT sibling is not.
    const out = execFileSync(process.execPath, ['--input-type=module', '-e',
      `const m = await import(${JSON.stringify(pathToFileURL(join(asset, 'index.mjs')).href)}); console.log(Object.keys(m).join())`], { cwd: outdir, env: { PATH: process.env.PATH } });
    expect(out.toString().trim()).toBe('get');
  }, 120_000);
});
