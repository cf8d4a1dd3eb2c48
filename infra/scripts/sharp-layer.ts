/**
 * `npm run sharp-layer -w infra`: builds the sharp Lambda layer (lib/sharp-layer.ts) into
 * infra/sharp-layer/nodejs/node_modules, for linux-arm64 with glibc (the functions' platform) whatever
 * the build host is. Run it before `cdk deploy`, and again after sharp changes in package-lock.json
 * (synth refuses a stale layer). It needs the npm registry (or npm's cache) once; synth never does.
 *
 * Each package is fetched with `npm pack <name>@<version>` at the version package-lock.json pins, its
 * integrity checked against the lock's, and unpacked. No install step runs and no dependency is
 * resolved anew, so the layer holds exactly what the lock (and the tests) name, for Lambda's platform.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAYER_PLATFORM, lockedSharpPackages, MANIFEST, type LockedPackage } from '../lib/sharp-layer';

// From this file, not the working directory: `npm run -w infra` runs in infra/.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** ELF e_machine of AArch64: the native binaries must be for arm64, not for the build host. */
const EM_AARCH64 = 0xb7;

function fetchPackage(p: LockedPackage, into: string, tmp: string): void {
  const args = ['pack', `${p.name}@${p.version}`, '--json', '--pack-destination', tmp];
  const [packed] = JSON.parse(execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8' })) as
    { filename: string; integrity: string }[];
  if (!packed || packed.integrity !== p.integrity) {
    throw new Error(`${p.name}@${p.version}: integrity ${packed?.integrity} differs from package-lock.json's ${p.integrity}`);
  }
  const dest = path.join(into, p.name);
  fs.mkdirSync(dest, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(tmp, packed.filename), '-C', dest, '--strip-components=1']);
}

/** Checks that every `.node` and `.so` file in the layer is an AArch64 ELF object. @throws Error otherwise. */
function checkBinaries(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(node|so(\.\d+)*)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const head = Buffer.alloc(20);
    const fd = fs.openSync(file, 'r');
    fs.readSync(fd, head, 0, 20, 0);
    fs.closeSync(fd);
    if (head.toString('latin1', 1, 4) !== 'ELF' || head.readUInt16LE(18) !== EM_AARCH64) throw new Error(`${file} is not an arm64 ELF binary`);
    count++;
  }
  if (!count) throw new Error('the layer holds no native binary: is the linux-arm64 package in package-lock.json?');
  return count;
}

function main(): void {
  const layer = process.argv[2] ? path.resolve(process.argv[2]) : path.join(ROOT, 'infra', 'sharp-layer');
  const packages = lockedSharpPackages(path.join(ROOT, 'package-lock.json'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sharp-layer-'));
  const staging = `${layer}.partial`;
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    const modules = path.join(staging, 'nodejs', 'node_modules');
    for (const p of packages) fetchPackage(p, modules, tmp);
    const binaries = checkBinaries(modules);
    fs.writeFileSync(path.join(staging, 'nodejs', MANIFEST), `${JSON.stringify({ platform: LAYER_PLATFORM, packages }, null, 2)}\n`);
    fs.rmSync(layer, { recursive: true, force: true });
    fs.renameSync(staging, layer);
    console.log(`sharp layer for ${Object.values(LAYER_PLATFORM).join('-')} at ${layer}: ${packages.map((p) => `${p.name}@${p.version}`).join(', ')} (${binaries} arm64 binaries checked)`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main();
