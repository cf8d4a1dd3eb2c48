import { esc } from './escape';
import { icon } from './icons';
import type { Block, SiteModel } from './model';
import type { RenderContext } from './render-context';
import { formatAddress, mapUrl, networkName, telHref } from './apply-details';
import { creditLine } from './render-image';
import { btn } from './render-parts';

/**
 * Header (with the brand and the nav inside it) and footer. The nav is its own block so Improve mode
 * can target it (SPEC §4 marks `nav` elements); it is rendered inside the header but from its own
 * block only, so improving one never changes the other's bytes.
 */

/** The main navigation: a menu button for narrow screens (aria-expanded/aria-controls) and the links. */
export function renderNav(nav: Block, ctx: RenderContext): string {
  const openTag = `<nav id="${nav.id}" class="nav" aria-label="${esc(ctx.ui.mainNav)}">`;
  if (nav.html) return `${openTag}${nav.html}</nav>`;
  const links = nav.items.map((it) => `<li><a href="${esc(it.href ?? '#')}">${esc(it.title)}</a></li>`).join('');
  return `${openTag}<button class="menu-btn" type="button" aria-expanded="false" aria-controls="site-menu">${icon('menu')}<span${ctx.uiLangAttr}>${esc(ctx.ui.menu)}</span></button>`
    + `<ul id="site-menu" class="menu">${links}</ul></nav>`;
}

function brand(site: SiteModel): string {
  const logo = site.brand.logo ? `<img src="${esc(site.brand.logo)}" alt="" width="40" height="40">` : '';
  return `<a class="brand" href="#main">${logo}<span>${esc(site.header.heading || site.brand.name)}</span></a>`;
}

/** The page header: brand, nav, call to action. `centered` stacks them (navigation-patterns). */
export function renderHeader(site: SiteModel, ctx: RenderContext): string {
  const h = site.header;
  const inner = h.html ?? `${brand(site)}`;
  return `<header id="${h.id}" class="hdr v-${h.variant}"><div class="wrap hdr-in">${inner}${renderNav(site.nav, ctx)}`
    + `${h.html ? '' : btn(h.cta, 'btn btn-sm hdr-cta')}</div></header>`;
}

/**
 * The owner's facts in the footer (issue 16 §1): address (linked to a map), phone and e-mail (linked),
 * and the social links with visible names. '' for a site without details.
 */
function footerFacts(site: SiteModel, ctx: RenderContext): string {
  const d = site.details;
  if (!d) return '';
  const lang = site.lang;
  const lines = [
    d.address ? `<a href="${esc(mapUrl(d.address))}">${esc(formatAddress(d.address, lang))}</a>` : '',
    d.phone ? `<a href="${esc(telHref(d.phone))}">${esc(d.phone)}</a>` : '',
    d.email ? `<a href="mailto:${esc(d.email)}">${esc(d.email)}</a>` : '',
  ].filter(Boolean);
  const contact = lines.length ? `<address class="ftr-contact">${lines.map((l) => `<span>${l}</span>`).join('')}</address>` : '';
  const social = d.social?.length
    ? `<ul class="ftr-social" aria-label="${esc(ctx.ui.follow)}">${d.social.map((s) => `<li><a href="${esc(s.url)}" rel="me noopener">${esc(networkName(s.network, s.url))}</a></li>`).join('')}</ul>`
    : '';
  return contact + social;
}

/** The page footer: brand line, the section links again (they also serve visitors without script), notice. */
export function renderFooter(site: SiteModel, ctx: RenderContext): string {
  const f = site.footer;
  const openTag = `<footer id="${f.id}" class="ftr v-${f.variant}">`;
  // Stock photo credits (Unsplash/Pexels guidelines) stay even when the footer was rewritten by a model.
  const credits = site.images.filter((i) => i.credit).map((i) => `<li>${creditLine(i, esc(ctx.ui.photoCredit))}</li>`).join('');
  const creditList = credits ? `<ul class="ftr-credits" aria-label="${esc(ctx.ui.photos)}">${credits}</ul>` : '';
  if (f.html) return `${openTag}<div class="wrap prose">${f.html}${creditList}</div></footer>`;
  const links = f.items.map((it) => `<li><a href="${esc(it.href ?? '#')}">${esc(it.title)}</a></li>`).join('');
  return `${openTag}<div class="wrap ftr-in"><div class="ftr-brand"><p class="ftr-name">${esc(f.heading)}</p>`
    + `${f.intro ? `<p>${esc(f.intro)}</p>` : ''}${footerFacts(site, ctx)}</div>${links ? `<ul class="ftr-links" aria-label="${esc(ctx.ui.footerNav)}">${links}</ul>` : ''}`
    + `<p class="ftr-copy">${esc(f.eyebrow ?? '')}</p>${creditList}</div></footer>`;
}
