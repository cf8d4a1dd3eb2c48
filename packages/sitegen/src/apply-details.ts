import type { Address, BusinessDetails, DetailItem, DetailSection, HoursSpec, Money, Placeholder, Weekday } from '@sitewright/core/schemas/details';
import { WEEKDAYS } from '@sitewright/core/schemas/details';
import type { UiStrings } from './i18n/types';
import { uiStrings } from './i18n/ui';
import type { Block, Item, SiteModel } from './model';
import { sampleWords } from './sample-words';
import { fill } from './words';

/**
 * The owner's business details in the page (issue 16 §1). The site model keeps the generator's blocks,
 * samples included, plus `details`; `applyDetails` lays the facts over the blocks at render time, so a
 * fact removed later brings the section's samples (and their notice) back, and a site without details
 * renders byte-identically to one made before details existed.
 */

/** Section kinds whose items the owner replaces through `details.sections[id].items`. */
export const ITEM_KINDS = ['menu', 'pricing', 'products', 'testimonials', 'work', 'schedule', 'about'] as const;
const takesItems = (b: Block) => (ITEM_KINDS as readonly string[]).includes(b.kind);

const DAY_NAMES: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram', facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', youtube: 'YouTube', tiktok: 'TikTok', pinterest: 'Pinterest',
  threads: 'Threads', mastodon: 'Mastodon', bluesky: 'Bluesky', github: 'GitHub', whatsapp: 'WhatsApp', tripadvisor: 'Tripadvisor', google: 'Google',
};

/** A price in the page's language: "18,50 €" on a Portuguese page, "€18.50" on an English one. */
export function formatPrice(m: Money, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: m.currency }).format(Number(m.amount));
  } catch {
    return `${m.amount} ${m.currency}`;
  }
}

/** The address on one line in the page's language: street, postcode and city, region, country name. */
export function formatAddress(a: Address, lang: string): string {
  let country = a.country;
  try { country = new Intl.DisplayNames([lang, 'en'], { type: 'region' }).of(a.country) ?? a.country; } catch { /* keep the code */ }
  return [a.street, [a.postcode, a.city].filter(Boolean).join(' '), a.region, country].filter(Boolean).join(', ');
}

/** A link to the address on a map (Google Maps URLs, a documented link format: no embed, no script). */
export const mapUrl = (a: Address): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([a.street, a.postcode, a.city, a.region, a.country].filter(Boolean).join(', '))}`;

/** A tel: link target: the digits and the leading + of an international number (RFC 3966). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A visible name for a social link: the network's, or the host of a website. */
export function networkName(network: string, url: string): string {
  if (NETWORK_NAMES[network]) return NETWORK_NAMES[network]!;
  try { return new URL(url).hostname.replace(/^www\./, ''); } catch { return url; }
}

/** Rows of the opening-hours table: consecutive days with the same hours grouped, closed days said, Monday first. */
export function hoursRows(hours: HoursSpec[], ui: UiStrings): Item[] {
  const perDay = WEEKDAYS.map((d) => hours.filter((h) => h.days.includes(d)).sort((a, b) => a.opens.localeCompare(b.opens))
    .map((h) => `${h.opens} – ${h.closes}`).join(', ') || ui.closed);
  const rows: Item[] = [];
  for (let i = 0; i < 7;) {
    let j = i;
    while (j + 1 < 7 && perDay[j + 1] === perDay[i]) j++;
    rows.push({ title: i === j ? ui.days[i]! : fill(ui.dayRange, { from: ui.days[i]!, to: ui.days[j]! }), meta: perDay[i]!, text: '' });
    i = j + 1;
  }
  return rows;
}

function perLabel(period: DetailItem['period'], ui: UiStrings): string {
  return period === 'month' ? ui.perMonth : period === 'year' ? ui.perYear : period === 'hour' ? ui.perHour : period === 'person' ? ui.perPerson : period === 'night' ? ui.perNight : '';
}

function formatDate(date: string, time: string | undefined, lang: string): string {
  try {
    const d = new Date(`${date}T${time ?? '12:00'}:00Z`);
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
    return time ? `${day} · ${time}` : day;
  } catch {
    return time ? `${date} · ${time}` : date;
  }
}

const clipTo = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The owner's items as the block of `kind` shows them; the first ones keep the pictures the layout had. */
function itemsFor(b: Block, items: DetailItem[], lang: string, ui: UiStrings): Item[] {
  return items.map((it, i): Item => {
    const picture = b.items[i]?.picture;
    const price = it.price ? formatPrice(it.price, lang) : undefined;
    const base = { title: it.title, text: it.text, ...(picture ? { picture } : {}) };
    switch (b.kind) {
      case 'pricing':
        // The pricing renderer shows the first line as the description and the rest as ticks.
        return { ...base, meta: price ? `${price} ${perLabel(it.period, ui)}`.trim() : undefined, text: [it.text, ...(it.includes ?? [])].join('\n') };
      case 'testimonials':
        return { title: it.title, text: it.text, meta: it.role || undefined };
      case 'about':
        return { title: it.title, text: it.text, meta: it.role || undefined, icon: 'users' };
      case 'schedule':
        return { title: it.title, text: '', meta: clipTo([it.date ? formatDate(it.date, it.time, lang) : it.time, it.text].filter(Boolean).join(' · '), 120) || undefined,
          href: it.url, icon: 'ticket' };
      case 'work':
        // Case studies, listings or rooms: a listing's price or a room's rate per night when given.
        return { ...base, href: it.url, meta: price ? `${price} ${perLabel(it.period, ui)}`.trim() : undefined };
      default: // menu, products
        return { ...base, meta: price };
    }
  });
}

/** The contact section with the facts given; its samples stay while neither e-mail nor phone is given. */
function contactBlock(b: Block, d: BusinessDetails, lang: string, ui: UiStrings): Block {
  if (!d.email && !d.phone) return b;
  const items: Item[] = [];
  if (d.email) items.push({ title: ui.email, text: d.email, icon: 'mail', href: `mailto:${d.email}` });
  if (d.phone) items.push({ title: ui.phone, text: d.phone, icon: 'phone', href: telHref(d.phone) });
  if (d.address) items.push({ title: ui.address, text: formatAddress(d.address, lang), icon: 'map-pin', href: mapUrl(d.address) });
  return { ...b, items, sample: undefined };
}

/** The hours section: the owner's hours and address where given, samples for what is still missing. */
function hoursBlock(b: Block, d: BusinessDetails, lang: string, ui: UiStrings): Block {
  // The area a mobile service serves (id `area`): its hours and the owner's words for the area, no address or map link.
  if (b.id === 'area') {
    if (!d.hours?.length && !d.area) return b;
    return { ...b, items: d.hours?.length ? hoursRows(d.hours, ui) : b.items, intro: d.area ?? b.intro, sample: d.hours?.length && d.area ? undefined : b.sample };
  }
  if (!d.hours?.length && !d.address) return b;
  return {
    ...b,
    items: d.hours?.length ? hoursRows(d.hours, ui) : b.items,
    ...(d.address ? { intro: formatAddress(d.address, lang), cta: { label: ui.mapLink, href: mapUrl(d.address) } } : {}),
    sample: d.hours?.length && d.address ? undefined : b.sample,
  };
}

/** A gallery stops being a sample once every picture in it is the owner's upload. */
function galleryBlock(b: Block, site: SiteModel): Block {
  const pics = b.items.map((it) => site.images.find((img) => img.id === it.picture));
  return b.sample && pics.length && pics.every((img) => img?.source === 'upload') ? { ...b, sample: undefined } : b;
}

const DAY_URL = (d: Weekday) => `https://schema.org/${DAY_NAMES[d]}`;

/** JSON-LD with the owner's facts (schema.org LocalBusiness properties); only what the owner gave. */
function jsonLdWith(site: SiteModel, sections: Block[], d: BusinessDetails): Record<string, unknown> {
  const out: Record<string, unknown> = { ...site.meta.jsonLd };
  if (d.email) out.email = d.email;
  if (d.phone) out.telephone = d.phone;
  if (d.address) {
    out.address = { '@type': 'PostalAddress', streetAddress: d.address.street, addressLocality: d.address.city, addressCountry: d.address.country,
      ...(d.address.postcode ? { postalCode: d.address.postcode } : {}), ...(d.address.region ? { addressRegion: d.address.region } : {}) };
  }
  if (d.hours?.length) {
    out.openingHoursSpecification = d.hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days.map(DAY_URL), opens: h.opens, closes: h.closes }));
  }
  if (d.social?.length) out.sameAs = d.social.map((s) => s.url);
  if (d.area) out.areaServed = d.area;
  const given = (b: Block) => d.sections?.[b.id]?.items ?? [];
  const menu = sections.filter((b) => b.kind === 'menu' && given(b).length);
  if (menu.length) {
    out.hasMenu = { '@type': 'Menu', hasMenuSection: menu.map((b) => ({ '@type': 'MenuSection', name: b.heading, hasMenuItem: given(b).map((it) => ({
      '@type': 'MenuItem', name: it.title, ...(it.text ? { description: it.text } : {}),
      ...(it.price ? { offers: { '@type': 'Offer', price: it.price.amount, priceCurrency: it.price.currency } } : {}),
    })) })) };
  }
  const offers = sections.filter((b) => (b.kind === 'products' || b.kind === 'pricing')).flatMap(given).filter((it) => it.price);
  if (offers.length) {
    out.makesOffer = offers.map((it) => ({ '@type': 'Offer', name: it.title, price: it.price!.amount, priceCurrency: it.price!.currency }));
  }
  return out;
}

/**
 * The model as it renders with the owner's facts laid over the blocks: items of the sections named in
 * `details.sections` (their sample notice gone), the contact and hours sections, the JSON-LD. Pure; a
 * model without details is returned as it is.
 */
export function applyDetails(site: SiteModel): SiteModel {
  const d = site.details;
  if (!d) return site;
  const ui = uiStrings(site.lang).strings;
  const lang = site.lang;
  const sections = site.sections.map((b): Block => {
    if (b.html) return b;
    const given = d.sections?.[b.id]?.items;
    if (given?.length && takesItems(b)) return { ...b, items: itemsFor(b, given, lang, ui), sample: undefined };
    if (b.kind === 'contact') return contactBlock(b, d, lang, ui);
    if (b.kind === 'hours') return hoursBlock(b, d, lang, ui);
    if (b.kind === 'gallery') return galleryBlock(b, site);
    return b;
  });
  return { ...site, sections, meta: { ...site.meta, jsonLd: jsonLdWith(site, site.sections, d) } };
}

/** The detail fields a section of `kind` needs, or null when it needs none. */
function fieldsOf(b: Block): string[] | null {
  if (b.kind === 'contact') return ['email', 'phone'];
  if (b.kind === 'hours') return b.id === 'area' ? ['hours', 'area'] : ['hours', 'address'];
  if (b.kind === 'gallery') return ['images'];
  return takesItems(b) ? ['items'] : null;
}

/** Which of a section's fields are still missing, given the details. */
function missing(b: Block, d: BusinessDetails): string[] {
  return (fieldsOf(b) ?? []).filter((f) => (f === 'email' ? !d.email : f === 'phone' ? !d.phone : f === 'address' ? !d.address
    : f === 'hours' ? !d.hours?.length : f === 'area' ? !d.area : f === 'items' ? !d.sections?.[b.id]?.items.length : true));
}

/**
 * The sections that still show sample content, in page order: `{section, fields, message}` with the
 * missing fields and the notice the section shows (issue 16 §1, `placeholders` of GET /api/project/{id}).
 */
export function placeholders(site: SiteModel): Placeholder[] {
  const shown = applyDetails(site);
  const d = site.details ?? {};
  return shown.sections.filter((b) => b.sample && !b.html).map((b) => ({ section: b.id, fields: missing(b, d), message: b.sample! }));
}

/**
 * The sections that take owner facts, in page order, with the fields each takes (a details form's groups);
 * a menu also with the titles of its cards that are not placeholder courses (`suggested`: the dishes the
 * brief named, sitegen dish-names.ts), so the form can start the list from them.
 */
export function detailSections(site: SiteModel): DetailSection[] {
  const sw = sampleWords(site.lang);
  const courses = new Set([...sw.courses, ...sw.cafeCourses, ...sw.parlourCourses, ...sw.cakeCourses, ...sw.spiritCourses, ...sw.barCourses, ...sw.pizzaCourses, ...sw.pubCourses, ...sw.wineCourses]);
  return site.sections.flatMap((b) => {
    const fields = fieldsOf(b);
    if (!fields || b.html) return [];
    const suggested = b.kind === 'menu' ? b.items.map((it) => it.title.trim()).filter((t) => t && !courses.has(t)) : [];
    return [{ section: b.id, kind: b.kind, heading: b.heading, fields: b.kind === 'contact' ? ['email', 'phone', 'address'] : fields, ...(suggested.length ? { suggested } : {}) }];
  });
}

/** What in `details` does not fit this page: `sections` keys that name no section taking items. */
export function detailsProblems(site: SiteModel, details: BusinessDetails): { path: (string | number)[]; message: string }[] {
  const valid = site.sections.filter((b) => takesItems(b) && !b.html).map((b) => b.id);
  return Object.keys(details.sections ?? {}).filter((k) => !valid.includes(k)).map((k) => ({
    path: ['sections', k],
    message: valid.length ? `no section of this page with this id takes items; use one of ${valid.join(', ')}` : 'no section of this page takes items',
  }));
}
