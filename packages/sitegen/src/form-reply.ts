import { esc } from './escape';
import { textDirection } from './i18n/languages';
import { uiStrings } from './i18n/ui';
import type { SiteModel } from './model';
import { fill } from './words';

/**
 * The page the forms endpoint answers a form post without script with (issue 16 §2): in the site's
 * language and direction, with its brand name and colours, the outcome, and a link back to the page the
 * form was sent from. No script; its one `<style>` element is allowed by the answer's own CSP header.
 * @param r.back an absolute http(s) URL of the live site (the endpoint checked it); anything else links to nothing.
 */
export function renderFormReply(site: SiteModel, r: { ok: boolean; back: string; message?: string }): string {
  const { strings: ui, lang: uiLang } = uiStrings(site.lang);
  const c = site.theme.colors;
  const title = r.ok ? ui.form.sent : ui.form.failed;
  const back = /^https?:\/\//i.test(r.back) ? r.back : '#';
  const detail = !r.ok && r.message ? `<p class="d">${esc(r.message)}</p>` : '';
  return `<!DOCTYPE html>
<html lang="${esc(uiLang)}" dir="${textDirection(uiLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · ${esc(site.brand.name)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:${c.bg};color:${c.text};font:1.1rem/1.6 system-ui,sans-serif}main{max-width:34rem;padding:2rem}p.n{font-weight:700;color:${c.muted};margin:0 0 .5rem}h1{font-size:1.6rem;line-height:1.3;margin:0 0 1rem}.d{color:${c.muted}}a{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border-radius:.5rem;background:${c.primary};color:${c.onPrimary};text-decoration:none;font-weight:650}</style>
</head>
<body>
<main>
<p class="n">${esc(site.brand.name)}</p>
<h1>${esc(title)}</h1>
${detail}<a href="${esc(back)}">${esc(fill(ui.notFound.back, { name: site.brand.name }))}</a>
</main>
</body>
</html>
`;
}
