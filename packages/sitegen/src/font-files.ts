import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontPackagePath } from './fonts';

const cache = new Map<string, Promise<Uint8Array>>();

/**
 * Bytes of a font file named by `fontFaces` (e.g. `font-manrope-latin.woff2`), for the generate worker
 * to store beside a site's index.html. Read from `FONTS_DIR` when set (the Lambda bundle copies the
 * files there, see infra/lib/lambda.ts), else from the @fontsource-variable package in node_modules.
 * Read once per process and kept: every generation stores the same few files, so a warm worker does
 * not go back to the disk for them.
 * @returns the woff2 bytes. @throws Error for a name that is not one of ours, or a missing file.
 */
export function readFontFile(file: string): Promise<Uint8Array> {
  const rel = fontPackagePath(file);
  if (!rel) return Promise.reject(new Error(`Not a Sitewright font file: ${file}`));
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = load(file, rel);
    cache.set(file, bytes);
    bytes.catch(() => cache.delete(file)); // a failed read is tried again next time
  }
  return bytes;
}


async function load(file: string, rel: string): Promise<Uint8Array> {
  const dir = process.env.FONTS_DIR;
  if (dir) return readFile(path.join(dir, file));
  // Resolve from the repository root (npm workspaces hoist the packages there); works under tsx and jest.
  const req = createRequire(path.join(process.cwd(), 'package.json'));
  return readFile(req.resolve(rel));
}
