/**
 * sharp for the generate worker (lib/sharp-layer.ts): left out of its bundle, shipped in a layer built
 * from package-lock.json for linux-arm64-glibc, and the stack still synthesizes when no layer is built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { workers } from '../../functions/src/workers';
import { esbuildBuildOptions, esbuildOptions } from '../lib/bundling';
import { REPO_ROOT } from '../lib/settings';
import { externalModulesFor, lockedSharpPackages, MANIFEST } from '../lib/sharp-layer';
import { logicalId, synth } from './synth';

/** The sharp layers of a template (aws-cdk-lib adds others, e.g. BucketDeployment's AWS CLI layer). */
const sharpLayers = (s: ReturnType<typeof synth>) => s.template.findResources('AWS::Lambda::LayerVersion', { Properties: { Description: Match.stringLikeRegexp('^sharp ') } });

/** A layer folder as the script leaves it (the manifest is what synth checks). */
function fakeLayer(packages: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'sharp-layer-'));
  mkdirSync(join(dir, 'nodejs', 'node_modules', 'sharp'), { recursive: true });
  writeFileSync(join(dir, 'nodejs', MANIFEST), JSON.stringify({ packages }));
  return dir;
}

describe('sharp layer', () => {
  it('It should take sharp, its dependencies and only the linux-arm64 glibc binaries from package-lock.json', () => {
    const names = lockedSharpPackages().map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['sharp', '@img/colour', 'detect-libc', 'semver', '@img/sharp-linux-arm64', '@img/sharp-libvips-linux-arm64']));
    expect(names.filter((n) => /x64|musl|darwin|win32|wasm|-arm$/.test(n))).toEqual([]);
    expect(lockedSharpPackages().every((p) => p.integrity.startsWith('sha512-'))).toBe(true);
  });

  it('It should give the layer to the functions that encode images only (generate worker, image upload and pick-another routes), for arm64 and nodejs22.x', () => {
    const dir = fakeLayer(lockedSharpPackages());
    try {
      const s = synth({}, { sharpLayerDir: dir });
      const layers = sharpLayers(s);
      expect(Object.values(layers).map((l) => l.Properties)).toEqual([expect.objectContaining({
        CompatibleArchitectures: ['arm64'], CompatibleRuntimes: ['nodejs22.x'], Description: expect.stringMatching(/^sharp 0\.\d+\.\d+ for linux-arm64-glibc/),
      })]);
      const layerId = Object.keys(layers)[0]!;
      const withLayer = Object.entries(s.json.Resources)
        .filter(([, r]) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r.Properties?.Layers ?? []).includes(layerId))
        .map(([id]) => id);
      expect(withLayer.sort()).toEqual([logicalId(s.stack.api.functions.get('project-image')!.fn), logicalId(s.stack.api.functions.get('project-image-another')!.fn), logicalId(s.stack.workers.functions.get('generate-worker')!.fn)].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('It should still synthesize without a built layer, with a warning that photos fall back to artwork', () => {
    const s = synth();
    expect(sharpLayers(s)).toEqual({});
    Annotations.fromStack(s.stack).hasWarning('*', Match.stringLikeRegexp('No sharp layer .*generate-worker, project-image, project-image-another will use offline artwork'));
  });

  it('It should refuse a layer built for other versions than package-lock.json pins', () => {
    const dir = fakeLayer([{ name: 'sharp', version: '0.0.1', integrity: 'sha512-x' }]);
    try {
      expect(() => synth({}, { sharpLayerDir: dir })).toThrow(/does not match package-lock.json[\s\S]*npm run sharp-layer/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('It should leave sharp out of the generate worker bundle, which then loads it at run time to process a photo', async () => {
    expect(workers.some((w) => w.id === 'generate-worker')).toBe(true);
    expect(externalModulesFor('generate-worker')).toEqual(['sharp']);
    expect(externalModulesFor('deploy-worker')).toEqual([]);
    // Inside the repository (git-ignored) so the bundle's external import resolves from node_modules.
    const dir = join(REPO_ROOT, 'cdk.out', 'sharp-bundle-test');
    mkdirSync(dir, { recursive: true });
    try {
      const entry = join(dir, 'entry.mjs');
      writeFileSync(entry, `import { createSharpProcessor } from ${JSON.stringify(join(REPO_ROOT, 'functions/src/adapters/images/sharp-processor.ts'))};\n`
        + "import sharp from 'sharp';\n" // only the test's photo; the processor imports sharp itself, lazily
        + 'export const run = async () => createSharpProcessor().process(await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#345" } }).jpeg().toBuffer(), { slot: "hero", width: 400, height: 300 });\n');
      const external = [...esbuildOptions.external, ...externalModulesFor('generate-worker')];
      const result = await build(esbuildBuildOptions({ entryPoints: [entry], outdir: join(dir, 'out'), entryNames: 'index', metafile: true, external }));
      expect(Object.keys(result.metafile.inputs).filter((f) => /node_modules\/(sharp|@img)\//.test(f))).toEqual([]);
      const { run } = await import(pathToFileURL(join(dir, 'out', 'index.mjs')).href) as { run(): Promise<{ variants: { file: string }[] }> };
      expect((await run()).variants.map((v) => v.file).sort()).toEqual(['img-hero-480.jpg', 'img-hero-480.webp', 'img-hero-800.jpg', 'img-hero-800.webp']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
