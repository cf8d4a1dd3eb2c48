import { esc, jsonForScript } from './escape';
import { siteModelSchema, type SiteFiles, type SiteModel } from './model';
import { renderCss } from './css';
import { renderFooter, renderHeader, renderNav } from './render-chrome';
import { textDirection } from './i18n/languages';
import { applyDetails } from './apply-details';
import { renderContext, type RenderOptions } from './render-context';
import { renderSection } from './render-sections';
import { SCRIPT_JS } from './script';

/**
 * Content-Security-Policy for every generated page (issue 3 §5, OWASP CSP cheat sheet): nothing by
 * default; style, script, fonts and images from the site's own origin; images also as data: URLs (favicon,
 * pictures added by improve). No inline script or style is ever emitted, so none is allowed.
 * connect-src 'self' only lets crawlers' in-page fetch of /robots.txt work (Lighthouse SEO audit);
 * the page itself fetches nothing.
 * (frame-ancestors cannot be set from a meta tag; the host sends it as a header.)
 */
export const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'";

/**
 * The page's policy: CSP, and on a live site whose forms send (issue 16 §2) exactly that one endpoint
 * added to `connect-src` (the script's post) and `form-action` (the post without script).
 */
export function cspFor(opts: RenderOptions = {}): string {
  const action = opts.forms?.action;
  if (!action) return CSP;
  const url = new URL(action);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The forms endpoint must be an http(s) URL.');
  const src = `${url.origin}${url.pathname}`.replace(/[;,\s'"]/g, encodeURIComponent);
  return CSP.replace("connect-src 'self'", `connect-src 'self' ${src}`).replace("form-action 'self'", `form-action 'self' ${src}`);
}

/** A letter-mark favicon as an SVG data URL, so a page without a logo makes no /favicon.ico request. */
function letterIcon(site: SiteModel): string {
  const letter = (site.brand.name.match(/[\p{L}\p{N}]/u)?.[0] ?? 'S').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${site.theme.colors.primary}"/>`
    + `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${site.theme.colors.onPrimary}">${esc(letter)}</text></svg>`;
  return 'data:image/svg+xml,' + encodeURIComponent(svg);
}

const LATIN_SCRIPT_LANGS = new Set(['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ca', 'da', 'sv', 'no', 'nb', 'fi', 'pl', 'cs', 'ro', 'hu', 'tr', 'id', 'ms', 'vi']);

/**
 * Preload only the heading face's Latin file (issue 15 §2): it paints the H1, the LCP element; the body
 * face loads from style.css with `font-display: swap`. Pages in other scripts preload nothing, since
 * their headings render in system fonts.
 */
function preloads(site: SiteModel): string[] {
  const heading = site.fonts?.find((f) => f.role === 'heading' && /-latin\.woff2$/.test(f.file));
  if (!heading || !LATIN_SCRIPT_LANGS.has(site.lang.split('-')[0]!)) return [];
  return [`<link rel="preload" href="${esc(heading.file)}" as="font" type="font/woff2" crossorigin>`];
}

function headHtml(site: SiteModel, opts: RenderOptions): string {
  const m = site.meta;
  const icon = site.brand.logo ? esc(site.brand.logo) : letterIcon(site);
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${cspFor(opts)}">`,
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
    ...preloads(site),
    '<link rel="stylesheet" href="style.css">',
    '<script src="script.js" defer></script>',
    `<script type="application/ld+json">${jsonForScript(m.jsonLd)}</script>`,
  ].join('\n');
}

/**
 * Render a site model to its three files. Pure and deterministic: the same model gives byte-identical
 * files (no dates, no random ids). Each block renders from itself alone, on its own lines, so an
 * improve of one block leaves every other byte of index.html unchanged (issue 3 §7). The owner's
 * business details are laid over the blocks (apply-details.ts). `opts.forms.action` makes the forms
 * send there (the live site); without it they never send (the app's preview).
 * @throws ZodError when `site` does not match `siteModelSchema`; Error for a forms action that is not http(s).
 */
export function renderSite(input: SiteModel, opts: RenderOptions = {}): SiteFiles {
  const site = applyDetails(siteModelSchema.parse(input));
  const ctx = renderContext(site, opts);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${site.lang}" dir="${textDirection(site.lang)}">`,
    '<head>', headHtml(site, opts), '</head>',
    '<body>',
    `<a class="skip" href="#main"${ctx.uiLangAttr}>${esc(ctx.ui.skip)}</a>`,
    renderHeader(site, ctx),
    '<main id="main" tabindex="-1">',
    ...site.sections.map((b) => renderSection(b, ctx)),
    '</main>',
    renderFooter(site, ctx),
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
export function blockHtml(model: SiteModel, id: string): string {
  const site = applyDetails(model);
  const ctx = renderContext(site);
  if (id === site.header.id) return renderHeader(site, ctx).replace(renderNav(site.nav, ctx), '');
  if (id === site.nav.id) return renderNav(site.nav, ctx);
  if (id === site.footer.id) return renderFooter(site, ctx);
  const b = site.sections.find((s) => s.id === id);
  return b ? renderSection(b, ctx) : '';
}
