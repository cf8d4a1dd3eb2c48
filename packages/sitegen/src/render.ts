import { esc, jsonForScript } from './escape';
import { siteModelSchema, type SiteFiles, type SiteModel } from './model';
import { renderCss } from './css';
import { renderFooter, renderHeader, renderNav } from './render-chrome';
import { renderSection } from './render-sections';
import { SCRIPT_JS } from './script';

/**
 * Content-Security-Policy for every generated page (issue 3 §5, OWASP CSP cheat sheet): nothing by
 * default; style, script and images from the site's own origin; images also as data: URLs (favicon,
 * pictures added by improve). No inline script or style is ever emitted, so none is allowed.
 * connect-src 'self' only lets crawlers' in-page fetch of /robots.txt work (Lighthouse SEO audit);
 * the page itself fetches nothing.
 * (frame-ancestors cannot be set from a meta tag; the host sends it as a header.)
 */
export const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'";

/** A letter-mark favicon as an SVG data URL, so a page without a logo makes no /favicon.ico request. */
function letterIcon(site: SiteModel): string {
  const letter = (site.brand.name.match(/[\p{L}\p{N}]/u)?.[0] ?? 'S').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${site.theme.colors.primary}"/>`
    + `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${site.theme.colors.onPrimary}">${esc(letter)}</text></svg>`;
  return 'data:image/svg+xml,' + encodeURIComponent(svg);
}

function headHtml(site: SiteModel): string {
  const m = site.meta;
  const icon = site.brand.logo ? esc(site.brand.logo) : letterIcon(site);
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    `<title>${esc(m.title)}</title>`,
    `<meta name="description" content="${esc(m.description)}">`,
    `<meta name="theme-color" content="${site.theme.colors.primary}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${esc(m.og.title)}">`,
    `<meta property="og:description" content="${esc(m.og.description)}">`,
    `<meta property="og:site_name" content="${esc(m.og.siteName)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${esc(m.og.title)}">`,
    `<meta name="twitter:description" content="${esc(m.og.description)}">`,
    `<link rel="icon" href="${icon}">`,
    '<link rel="stylesheet" href="style.css">',
    '<script src="script.js" defer></script>',
    `<script type="application/ld+json">${jsonForScript(m.jsonLd)}</script>`,
  ].join('\n');
}

/**
 * Render a site model to its three files. Pure and deterministic: the same model gives byte-identical
 * files (no dates, no random ids). Each block renders from itself alone, on its own lines, so an
 * improve of one block leaves every other byte of index.html unchanged (issue 3 §7).
 * @throws ZodError when `site` does not match `siteModelSchema`.
 */
export function renderSite(input: SiteModel): SiteFiles {
  const site = siteModelSchema.parse(input);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${site.lang}">`,
    '<head>', headHtml(site), '</head>',
    '<body>',
    '<a class="skip" href="#main">Skip to content</a>',
    renderHeader(site),
    '<main id="main" tabindex="-1">',
    ...site.sections.map(renderSection),
    '</main>',
    renderFooter(site),
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { 'index.html': html, 'style.css': renderCss(site), 'script.js': SCRIPT_JS };
}

/**
 * The current outer HTML of one block, as it appears in index.html (the header without its nav, which
 * is a block of its own). Used to show a model the section it is asked to improve.
 */
export function blockHtml(site: SiteModel, id: string): string {
  if (id === site.header.id) return renderHeader(site).replace(renderNav(site.nav), '');
  if (id === site.nav.id) return renderNav(site.nav);
  if (id === site.footer.id) return renderFooter(site);
  const b = site.sections.find((s) => s.id === id);
  return b ? renderSection(b) : '';
}
