import type { BlobStore, ProjectRecord, ProjectRepository } from '@sitewright/core/projects/ports';
import { shareSecretMatches } from '@sitewright/core/projects/share';
import { editMap, sectionNames } from '@sitewright/sitegen/edit-map';
import type { SiteModel } from '@sitewright/sitegen/model';
import { BRIDGE_CSS, bridgeScript } from './bridge';

export interface SiteFile {
  body: Buffer | string;
  contentType: string;
}

const TEXT_FILES: Record<string, ['html_content' | 'css_content' | 'js_content', string]> = {
  'index.html': ['html_content', 'text/html; charset=utf-8'],
  'style.css': ['css_content', 'text/css; charset=utf-8'],
  'script.js': ['js_content', 'text/javascript; charset=utf-8'],
};

/** Adds the bridge script tag before </body> (or at the end). */
export function withBridge(html: string): string {
  const tag = '<script src="_sw/bridge.js" defer></script>';
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : html + tag;
}

/** The content a file is read from: the project now, or one of its kept versions. */
type Content = Pick<ProjectRecord, 'html_content' | 'css_content' | 'js_content' | 'assets' | 'site'>;

/**
 * One file of a project's site, as the sites origin serves it: index.html (with the editor bridge when
 * asked), style.css, script.js, the bridge and its styles, and stored assets (logo, artwork, photos).
 * `_v/{version}/{file}` serves the same files of a kept version, for History's previews (issue 17 §3);
 * a version page's relative links stay inside that version. `_s/{secret}/{file}` serves the current
 * site to whoever has the share link while it is on (issue 17 §5).
 * @returns null when the project, version or file does not exist.
 */
export async function siteFile(p: ProjectRecord, file: string, opts: { improve: boolean; appOrigin: string; blobs: BlobStore; projects?: Pick<ProjectRepository, 'getVersion'>; photoSource?: boolean }): Promise<SiteFile | null> {
  let content: Content = p;
  let name = file;
  // The read-only share link (issue 17 §5): the current site under its secret, nothing else (no bridge, no versions).
  const shared = /^_s\/([A-Za-z0-9_-]{20,100})\/(.*)$/.exec(file);
  if (shared) {
    if (!shareSecretMatches(p, shared[1]!)) return null;
    const rest = shared[2] || 'index.html';
    if (rest.startsWith('_')) return null;
    return siteFile(p, rest, { ...opts, improve: false });
  }
  const v = /^_v\/(\d{1,9})\/(.*)$/.exec(file);
  if (v) {
    const n = Number(v[1]);
    const kept = n === p.version ? p : opts.projects ? await opts.projects.getVersion(p.id, n) : null;
    if (!kept) return null;
    content = { ...kept, assets: kept.assets ?? p.assets };
    name = v[2] || 'index.html';
  }
  if (!v && name === '_sw/bridge.js') {
    const site = p.site as SiteModel | null;
    const map = site ? { ...editMap(site), sections: sectionNames(site), photoSource: Boolean(opts.photoSource) } : undefined;
    return { body: bridgeScript(opts.appOrigin, map), contentType: 'text/javascript; charset=utf-8' };
  }
  if (!v && name === '_sw/bridge.css') return { body: BRIDGE_CSS, contentType: 'text/css; charset=utf-8' };
  const text = TEXT_FILES[name];
  if (text) {
    const value = content[text[0]];
    if (typeof value !== 'string') return null;
    return { body: name === 'index.html' && opts.improve && !v ? withBridge(value) : value, contentType: text[1] };
  }
  const key = content.assets[name];
  if (!key) return null;
  const blob = await opts.blobs.get(key);
  return blob ? { body: Buffer.from(blob.bytes), contentType: blob.contentType } : null;
}
