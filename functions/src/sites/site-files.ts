import type { BlobStore, ProjectRecord } from '@sitewright/core/projects/ports';
import { bridgeScript } from './bridge';

export interface SiteFile {
  body: Buffer | string;
  contentType: string;
}

const TEXT_FILES: Record<string, [keyof ProjectRecord, string]> = {
  'index.html': ['html_content', 'text/html; charset=utf-8'],
  'style.css': ['css_content', 'text/css; charset=utf-8'],
  'script.js': ['js_content', 'text/javascript; charset=utf-8'],
};

/** Adds the bridge script tag before </body> (or at the end). */
export function withBridge(html: string): string {
  const tag = '<script src="_sw/bridge.js" defer></script>';
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : html + tag;
}

/**
 * One file of a project's site, as the sites origin serves it: index.html (with the Improve bridge when
 * asked), style.css, script.js, the bridge itself, and stored assets (logo, improve images).
 * @returns null when the project or file does not exist.
 */
export async function siteFile(p: ProjectRecord, file: string, opts: { improve: boolean; appOrigin: string; blobs: BlobStore }): Promise<SiteFile | null> {
  if (file === '_sw/bridge.js') return { body: bridgeScript(opts.appOrigin), contentType: 'text/javascript; charset=utf-8' };
  const text = TEXT_FILES[file];
  if (text) {
    const value = p[text[0]];
    if (typeof value !== 'string') return null;
    return { body: file === 'index.html' && opts.improve ? withBridge(value) : value, contentType: text[1] };
  }
  const key = p.assets[file];
  if (!key) return null;
  const blob = await opts.blobs.get(key);
  return blob ? { body: Buffer.from(blob.bytes), contentType: blob.contentType } : null;
}
