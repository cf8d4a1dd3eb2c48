import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPublishFiles } from '@sitewright/deploy/bundle';
import { readFontFile } from '../src/font-files';
import type { GeneratedSite } from '../src/generate';

/**
 * Bench helper: write a generated site as the preview serves it (index.html, style.css, script.js and
 * every asset: artwork, fonts) into `dir`, and optionally the deployed copy (what a deployment
 * publishes: hashed CSS/JS under assets/, 404.html, robots.txt) into `deployedDir`.
 * @returns total bytes of the page's files.
 */
export async function writeSite(g: GeneratedSite, dir: string, deployedDir?: string, businessName = 'Site'): Promise<number> {
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  const put = (name: string, body: string | Uint8Array) => { writeFileSync(path.join(dir, name), body); bytes += typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength; };
  for (const [f, body] of Object.entries(g.files)) put(f, body);
  const assets: { name: string; bytes: Uint8Array; contentType: string }[] = [];
  for (const a of g.assets) { put(a.file, a.body); assets.push({ name: a.file, bytes: Buffer.from(a.body), contentType: a.contentType }); }
  for (const f of g.fonts) { const b = await readFontFile(f); put(f, b); assets.push({ name: f, bytes: b, contentType: 'font/woff2' }); }
  if (deployedDir) {
    const { site } = buildPublishFiles({ businessName, description: '', html: g.files['index.html'], css: g.files['style.css'], js: g.files['script.js'], assets });
    for (const f of site) {
      mkdirSync(path.dirname(path.join(deployedDir, f.path)), { recursive: true });
      writeFileSync(path.join(deployedDir, f.path), f.content);
    }
  }
  return bytes;
}
