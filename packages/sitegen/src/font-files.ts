import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontPackagePath } from './fonts';

/**
 * Bytes of a font file named by `fontFaces` (e.g. `font-manrope-latin.woff2`), for the generate worker
 * to store beside a site's index.html. Read from `FONTS_DIR` when set (the Lambda bundle copies the
 * files there, see infra/lib/lambda.ts), else from the @fontsource-variable package in node_modules.
 * @returns the woff2 bytes. @throws Error for a name that is not one of ours, or a missing file.
 */
export async function readFontFile(file: string): Promise<Uint8Array> {
  const rel = fontPackagePath(file);
  if (!rel) throw new Error(`Not a Sitewright font file: ${file}`);
  const dir = process.env.FONTS_DIR;
  if (dir) return readFile(path.join(dir, file));
  // Resolve from the repository root (npm workspaces hoist the packages there); works under tsx and jest.
  const req = createRequire(path.join(process.cwd(), 'package.json'));
  return readFile(req.resolve(rel));
}
