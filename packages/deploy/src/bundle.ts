import { createHash } from 'node:crypto';
import type { BlobStore, ProjectRecord } from '@sitewright/core/projects/ports';
import { uiStrings } from '@sitewright/sitegen/i18n/ui';
import type { SiteModel } from '@sitewright/sitegen/model';
import { renderSite } from '@sitewright/sitegen/render';
import type { PublishFile } from './ports';

const enc = new TextEncoder();
const HTML_CACHE = 'public, max-age=60, must-revalidate';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml', woff2: 'font/woff2',
};
const DAY_CACHE = 'public, max-age=86400';

/**
 * Cache-Control of a stored asset: content-hashed improve images and font files (named after their
 * pinned package's file) for a year; generated artwork and photos, whose names are per slot, for a day;
 * the logo, which keeps its name when replaced, for an hour.
 */
function assetCache(name: string): string {
  if (/^img-[0-9a-f]{8,}\./.test(name) || /^font-[a-z0-9-]+\.woff2$/.test(name)) return ASSET_CACHE;
  if (/^(art|img)-[a-z0-9-]+\.(svg|webp|avif|jpe?g|png)$/.test(name)) return DAY_CACHE;
  return 'public, max-age=3600';
}

/** The page's language and direction, as its <html> element declares them. */
function pageLang(html: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const m = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const lang = /\blang="([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)"/.exec(m)?.[1] ?? 'en';
  return { lang, dir: /\bdir="rtl"/.test(m) ? 'rtl' : 'ltr' };
}

/** The content a site is published from: the project's generated files and its stored assets. */
export interface SiteSource {
  businessName: string;
  description: string;
  html: string;
  css: string;
  js: string;
  /** Files served beside index.html (logo, improve images) with their bytes. */
  assets: { name: string; bytes: Uint8Array; contentType: string }[];
  /** The public URL once known (robots.txt and sitemap.xml need it). */
  siteUrl?: string;
  repoUrl?: string;
}

/**
 * The files a live site is made of: the project's site model rendered with its forms sending to
 * `formsAction` (issue 16 §2: the preview's stored files never send), or the stored files for a project
 * without a model or without a forms endpoint.
 */
function liveFiles(p: ProjectRecord, formsAction: string | undefined): { html: string; css: string; js: string } {
  const stored = { html: p.html_content ?? '', css: p.css_content ?? '', js: p.js_content ?? '' };
  if (!formsAction || !p.site) return stored;
  try {
    const files = renderSite(p.site as SiteModel, { forms: { action: formsAction } });
    return { html: files['index.html'], css: files['style.css'], js: files['script.js'] };
  } catch {
    // A stored model this generator no longer reads: publish what the owner previewed.
    return stored;
  }
}

/**
 * The publish source of a project: its files (with live forms when `links.formsAction` is given) plus
 * the assets it references (logo, improve images) read from object storage; an asset whose blob is
 * gone is left out.
 */
export async function siteSourceFor(blobs: BlobStore, p: ProjectRecord, links: { siteUrl?: string; repoUrl?: string; formsAction?: string } = {}): Promise<SiteSource> {
  const assets: SiteSource['assets'] = [];
  for (const [name, key] of Object.entries(p.assets)) {
    const blob = await blobs.get(key);
    if (blob) assets.push({ name, bytes: blob.bytes, contentType: blob.contentType });
  }
  const { formsAction, ...urls } = links;
  return { businessName: p.business_name, description: p.description, ...liveFiles(p, formsAction), assets, ...urls };
}

const hash8 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 8);
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function notFoundPage(src: SiteSource, cssPath: string): string {
  const name = escapeXml(src.businessName);
  const { lang, dir } = pageLang(src.html);
  const { strings, lang: uiLang } = uiStrings(lang);
  const t = strings.notFound;
  return `<!doctype html>
<html lang="${uiLang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'">
<meta name="robots" content="noindex">
<title>${escapeXml(t.title)} | ${name}</title>
<link rel="stylesheet" href="${cssPath}">
</head>
<body>
<main id="main">
<section class="s"><div class="wrap">
<h1>${escapeXml(t.title)}</h1>
<p>${escapeXml(t.text)}</p>
<p><a class="btn" href="./">${escapeXml(t.back).replace('{name}', name)}</a></p>
</div></section>
</main>
</body>
</html>
`;
}

/**
 * Builds what a deployment publishes (issue 5 §5): index.html with content-hashed CSS and JS under
 * assets/, the stored assets, 404.html, robots.txt, and sitemap.xml when the URL is known; plus, for
 * the repository only, a README.md. HTML gets a short Cache-Control, hashed assets a year and immutable.
 * Pure and deterministic: the same source gives byte-identical files (a redelivered job rebuilds them).
 * @returns `site` in upload order (every asset before index.html) and `repo` (site files + README).
 */
export function buildPublishFiles(src: SiteSource): { site: PublishFile[]; repo: { path: string; content: Uint8Array }[] } {
  const cssPath = `assets/style.${hash8(src.css)}.css`; // hash of the source, so it is stable across rewrites
  const jsPath = `assets/script.${hash8(src.js)}.js`;
  const html = src.html.replace(/href="style\.css"/g, `href="${cssPath}"`).replace(/src="script\.js"/g, `src="${jsPath}"`);
  // The stylesheet moves to assets/; the files it references (fonts) stay beside index.html.
  const names = new Set(src.assets.map((a) => a.name));
  const css = src.css.replace(/url\(([A-Za-z0-9][A-Za-z0-9._-]*)\)/g, (m, f: string) => (names.has(f) ? `url(../${f})` : m));
  const files: PublishFile[] = [
    { path: cssPath, content: enc.encode(css), contentType: 'text/css; charset=utf-8', cacheControl: ASSET_CACHE },
    { path: jsPath, content: enc.encode(src.js), contentType: 'text/javascript; charset=utf-8', cacheControl: ASSET_CACHE },
    ...src.assets.map((a) => ({
      path: a.name, content: a.bytes, contentType: a.contentType || TYPES[a.name.split('.').pop() ?? ''] || 'application/octet-stream',
      cacheControl: assetCache(a.name),
    })),
    { path: '404.html', content: enc.encode(notFoundPage(src, cssPath)), contentType: 'text/html; charset=utf-8', cacheControl: HTML_CACHE },
    {
      path: 'robots.txt', content: enc.encode(`User-agent: *\nAllow: /\n${src.siteUrl ? `Sitemap: ${new URL('sitemap.xml', src.siteUrl).href}\n` : ''}`),
      contentType: 'text/plain; charset=utf-8', cacheControl: HTML_CACHE,
    },
  ];
  if (src.siteUrl) {
    const loc = escapeXml(new URL('./', src.siteUrl).href);
    files.push({
      path: 'sitemap.xml',
      content: enc.encode(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${loc}</loc></url>\n</urlset>\n`),
      contentType: 'application/xml; charset=utf-8', cacheControl: HTML_CACHE,
    });
  }
  files.push({ path: 'index.html', content: enc.encode(html), contentType: 'text/html; charset=utf-8', cacheControl: HTML_CACHE });
  const readme = `# ${src.businessName}\n\n${src.description}\n\nThis repository holds the website generated with Sitewright.${src.siteUrl ? `\n\nLive site: ${src.siteUrl}` : ''}\n\n`
    + '## Files\n\n- `index.html`: the page\n- `assets/`: stylesheet and script, named by content hash\n- `404.html`, `robots.txt`'
    + `${src.siteUrl ? ', `sitemap.xml`' : ''}\n\nEvery deployment from Sitewright is one commit here.\n`;
  return { site: files, repo: [...files.map(({ path, content }) => ({ path, content })), { path: 'README.md', content: enc.encode(readme) }] };
}
