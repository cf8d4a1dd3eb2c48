/**
 * sharp (libvips, native) for the functions that process photos: the generate worker (issue 15).
 *
 * esbuild cannot bundle sharp's `.node` binaries, and the build host's node_modules holds the
 * binaries of the build host (x64 here), not of Lambda (arm64, glibc). So `sharp` is left external in
 * those functions' bundles and arrives in a Lambda layer (`nodejs/node_modules`, found through
 * NODE_PATH, which the nodejs18.x+ runtimes also search for ES module imports), built by
 * `npm run sharp-layer -w infra` (infra/scripts/sharp-layer.ts) from the exact versions and integrity
 * hashes in package-lock.json. The layer is an input, not a synth step, so `cdk synth` stays offline:
 * when it has not been built, the stack is still made (with a warning) and the worker falls back to the
 * offline artwork for every photo; when it does not match package-lock.json, synth stops.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { LAMBDA_RUNTIME } from './lambda';
import { REPO_ROOT } from './settings';

/** Function ids whose bundles import sharp (the generate worker's image processor). */
export const SHARP_FUNCTIONS: ReadonlySet<string> = new Set(['generate-worker', 'project-image', 'project-image-another']);

/** Where `npm run sharp-layer -w infra` builds the layer (git-ignored); `-c sharpLayerDir=…` overrides. */
export const DEFAULT_SHARP_LAYER_DIR = path.join(REPO_ROOT, 'infra', 'sharp-layer');

/** Lambda's platform (functions are arm64 on Amazon Linux 2023, glibc). */
export const LAYER_PLATFORM = { os: 'linux', cpu: 'arm64', libc: 'glibc' } as const;

/** The file in the layer that records what it holds (written by the script, checked at synth). */
export const MANIFEST = 'sharp-layer.json';

/** Modules left out of a function's bundle because a layer provides them. */
export const externalModulesFor = (functionId: string): string[] => (SHARP_FUNCTIONS.has(functionId) ? ['sharp'] : []);

/** One package the layer holds, as package-lock.json pins it. */
export interface LockedPackage { name: string; version: string; integrity: string }

interface LockEntry {
  version?: string; integrity?: string; os?: string[]; cpu?: string[]; libc?: string[];
  dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>;
}

/** Where Node would find `name` from the package at `from` (a lock key such as `node_modules/sharp`). */
function locate(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return undefined;
  }
}

const runsOn = (e: LockEntry): boolean => (!e.os || e.os.includes(LAYER_PLATFORM.os))
  && (!e.cpu || e.cpu.includes(LAYER_PLATFORM.cpu)) && (!e.libc || e.libc.includes(LAYER_PLATFORM.libc));

/**
 * The packages the layer must hold: sharp, its dependencies, and those of its optional dependencies
 * (the prebuilt binaries) that run on linux-arm64-glibc, at the versions package-lock.json pins.
 * @throws Error when package-lock.json lacks sharp or an entry's integrity.
 */
export function lockedSharpPackages(lockFile = path.join(REPO_ROOT, 'package-lock.json')): LockedPackage[] {
  const { packages } = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { packages: Record<string, LockEntry> };
  const found = new Map<string, LockedPackage>();
  const visit = (key: string): void => {
    const entry = packages[key];
    const name = key.replace(/^.*node_modules\//, '');
    if (!entry?.version || !entry.integrity) throw new Error(`package-lock.json has no version and integrity for ${key}`);
    if (found.has(name)) return;
    found.set(name, { name, version: entry.version, integrity: entry.integrity });
    for (const dep of Object.keys(entry.dependencies ?? {})) {
      const at = locate(packages, key, dep);
      if (!at) throw new Error(`package-lock.json does not resolve ${dep} (a dependency of ${name})`);
      visit(at);
    }
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
      const at = locate(packages, key, dep);
      if (at && runsOn(packages[at]!)) visit(at);
    }
  };
  if (!packages['node_modules/sharp']) throw new Error('package-lock.json has no sharp');
  visit('node_modules/sharp');
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The sharp layer from `dir`, or undefined (with a synth warning) when it has not been built.
 * @throws Error when the layer was built for other versions than package-lock.json pins (rebuild it).
 */
export function sharpLayer(scope: Construct, dir: string = DEFAULT_SHARP_LAYER_DIR): ILayerVersion | undefined {
  const manifest = path.join(dir, 'nodejs', MANIFEST);
  if (!fs.existsSync(manifest)) {
    Annotations.of(scope).addWarningV2('@sitewright/sharp-layer-missing',
      `No sharp layer at ${dir}: ${[...SHARP_FUNCTIONS].join(', ')} will use offline artwork for every photo (and image uploads will fail). Run \`npm run sharp-layer -w infra\` before deploying.`);
    return undefined;
  }
  const built = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { packages?: LockedPackage[] }).packages ?? [];
  const wanted = lockedSharpPackages();
  if (JSON.stringify(built) !== JSON.stringify(wanted)) {
    throw new Error(`The sharp layer at ${dir} does not match package-lock.json (${wanted.map((p) => `${p.name}@${p.version}`).join(', ')}). Rebuild it: npm run sharp-layer -w infra`);
  }
  const sharp = wanted.find((p) => p.name === 'sharp')!;
  return new LayerVersion(scope, 'sharp-layer', {
    code: Code.fromAsset(dir),
    compatibleArchitectures: [Architecture.ARM_64],
    compatibleRuntimes: [LAMBDA_RUNTIME],
    description: `sharp ${sharp.version} for ${LAYER_PLATFORM.os}-${LAYER_PLATFORM.cpu}-${LAYER_PLATFORM.libc} (package-lock.json)`,
  });
}
