import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { GENERATOR_TYPES, STYLE_VALUES, TEMPLATE_CATEGORIES } from '@sitewright/core';
import { FORM_KINDS } from '@sitewright/core/forms/ports';
import { businessDetailsSchema } from '@sitewright/core/schemas/details';
import { BLUEPRINT_IDS } from './i18n/types';

/**
 * The site model: what the generator decides, before any HTML exists (issue 3 §1). It is stored with
 * the project (DynamoDB item, so it stays well under 400 KB; a generated one is ~5–10 KB) and is the
 * only input of `renderSite`, so every field here is validated and every string is escaped on output.
 */

/** Block kinds: the three page-chrome blocks plus the section library of the blueprints. */
export const BLOCK_KINDS = [
  'header', 'nav', 'footer',
  'hero', 'features', 'benefits', 'steps', 'pricing', 'testimonials', 'faq', 'menu', 'hours', 'contact',
  'work', 'products', 'about', 'cta', 'gallery', 'schedule',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** Layout variants per kind; the first is the default. Offline improve switches between these. */
export const VARIANTS: Record<BlockKind, readonly string[]> = {
  header: ['bar', 'centered'], nav: ['links'], footer: ['simple', 'columns'],
  hero: ['split', 'centered', 'banner'], features: ['grid', 'list', 'alternating'], benefits: ['grid', 'list'],
  steps: ['numbered', 'timeline'], pricing: ['cards', 'table'], testimonials: ['cards', 'quote'],
  faq: ['accordion', 'columns'], menu: ['cards', 'list'], hours: ['split', 'stacked'], contact: ['split', 'form'],
  work: ['grid', 'list'], products: ['grid', 'list'], about: ['text', 'split'], cta: ['band', 'card'],
  gallery: ['mosaic', 'grid'], schedule: ['list', 'cards'],
};

const text = (max: number) => z.string().check(z.maxLength(max));
const hex = z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'must be #rrggbb'));
/** In-page anchors, or absolute http(s)/mailto/tel links. Never javascript: or data: (OWASP XSS cheat sheet). */
export const hrefSchema = z.string().check(z.maxLength(500), z.regex(/^(#[a-z][a-z0-9-]*|https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:[+\d\s()-]+)$/i));
/** A file served beside index.html ("logo.png") or a data: image: no other host (issue 3 §5). */
export const imageSrcSchema = z.string().check(z.maxLength(6_000_000), z.regex(/^(data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9][A-Za-z0-9._-]{0,99})$/));
/** CSS token values: no characters that could end a declaration or a style element. */
const cssValue = z.string().check(z.maxLength(400), z.regex(/^[^;{}<>\\]*$/));

/** A BCP 47 language tag as `lang` takes it ("en", "pt-BR"). */
const langTag = z.string().check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/));

/** Id of an image asset of the site (`SiteImage.id`), e.g. `hero`, `work-2`. */
const imageId = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/));

export const itemSchema = z.object({
  title: text(300), text: z._default(text(1200), ''), icon: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/))),
  meta: z.optional(text(120)), href: z.optional(hrefSchema),
  /** An image asset shown with the item (product, project, gallery tile, alternating feature). */
  picture: z.optional(imageId),
  /** Language of the item's words when it differs from the page's (an English phrasebook fallback). */
  lang: z.optional(langTag),
});
export type Item = z.infer<typeof itemSchema>;

const linkSchema = z.object({ label: text(80), href: hrefSchema });

export const blockSchema = z.object({
  /** Stable, unique id: the `id` attribute in index.html and the improve selector `#id`. */
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,40}$/)),
  kind: z.enum(BLOCK_KINDS),
  variant: z.string(),
  navLabel: z.optional(text(40)),
  eyebrow: z.optional(text(200)),
  heading: z._default(text(300), ''),
  intro: z.optional(text(2500)),
  items: z._default(z.array(itemSchema).check(z.maxLength(30)), []),
  cta: z.optional(linkSchema),
  cta2: z.optional(linkSchema),
  /**
   * A contact section's form: a message, a table request (date, time, guests) or a booking request
   * (phone, date, what); on a closing call to action, a newsletter sign-up (email only, issue 16 §2).
   */
  form: z.optional(z.enum(FORM_KINDS)),
  /** Visible notice on content the owner must replace with real facts (prices, hours, quotes). */
  sample: z.optional(text(300)),
  image: z.optional(z.object({ src: imageSrcSchema, alt: text(300) })),
  /** The section's own image asset (hero art, about photo, map), by `SiteImage.id`. */
  picture: z.optional(imageId),
  /** Language of the section's own words (heading, eyebrow, intro) when it differs from the page's. */
  wordsLang: z.optional(langTag),
  /** Per-block colour overrides from improve; the renderer derives readable text from them. */
  colors: z.optional(z.object({ background: z.optional(hex), accent: z.optional(hex) })),
  /** Sanitized inner HTML written by a model (improve); replaces the structured rendering. */
  html: z.optional(text(6_000_000)),
}).check(z.refine((b) => VARIANTS[b.kind].includes(b.variant), { message: 'unknown variant for this kind', path: ['variant'] }));
export type Block = z.infer<typeof blockSchema>;

const fileName = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/));

/**
 * An image of the site as an asset the renderer places (issue 15 §1, ARCHITECTURE.md "Images"): the
 * offline artwork (one SVG file) or a photo (raster renditions in modern formats plus a JPEG fallback),
 * stored beside index.html. `source` records what made it.
 */
export const siteImageSchema = z.object({
  id: imageId,
  role: z.enum(['hero', 'section', 'item', 'gallery']),
  alt: text(300),
  source: z.enum(['offline', 'unsplash', 'pexels', 'openai', 'upload']),
  /** Intrinsic size in px (width/height attributes: no layout shift). */
  width: z.number().check(z.int(), z.positive(), z.maximum(10_000)),
  height: z.number().check(z.int(), z.positive(), z.maximum(10_000)),
  /** The file every browser can show: the SVG artwork, or the largest JPEG fallback. */
  src: fileName,
  /** Raster renditions: widths in px, media types; the renderer writes srcset/sizes and <source> types. */
  variants: z._default(z.array(z.object({ file: fileName, width: z.number().check(z.int(), z.positive()), type: z.enum(['image/avif', 'image/webp', 'image/jpeg', 'image/png']) })).check(z.maxLength(12)), []),
  /** Attribution a stock library requires (shown in the footer's credits). */
  credit: z.optional(z.object({ name: text(200), url: hrefSchema, site: text(60), siteUrl: hrefSchema })),
  /** What a stock or AI source was asked for (kept so a later re-fetch asks the same). */
  query: z.optional(text(300)),
  /** The search page the photo came from (1 first); "pick another" asks for the next (issue 17 §1). */
  pick: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
/** One image asset of a site. */
export type SiteImage = z.infer<typeof siteImageSchema>;

/** A web font file the page loads (self-hosted beside index.html, issue 15 §2). */
export const fontFaceSchema = z.object({
  family: text(80), file: fileName, weight: z.string().check(z.regex(/^\d{3,4}( \d{3,4})?$/)),
  unicodeRange: z.string().check(z.regex(/^[U+0-9A-Fa-f?, -]{1,600}$/)), role: z.enum(['heading', 'body']),
});
export type FontFace = z.infer<typeof fontFaceSchema>;

export const themeSchema = z.object({
  style: z.enum(STYLE_VALUES),
  colors: z.object({
    bg: hex, surface: hex, surfaceAlt: hex, text: hex, muted: hex, primary: hex, onPrimary: hex,
    accent: hex, border: hex, heroBg: hex, heroText: hex, heroMuted: hex, heroAccent: hex, link: hex,
    footerBg: hex, footerText: hex,
  }),
  tokens: z.record(z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)), cssValue),
});
export type Theme = z.infer<typeof themeSchema>;

export const siteModelSchema = z.object({
  version: z.literal(1),
  generator: z.enum(GENERATOR_TYPES),
  category: z.optional(z.enum(TEMPLATE_CATEGORIES)),
  /** Blueprint the sections came from (issue 15 §4); absent on sites made before blueprints. */
  blueprint: z.optional(z.enum(BLUEPRINT_IDS)),
  /** Layout variant of the blueprint (0 or 1), picked per project. */
  layout: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1))),
  /** Language of the page (BCP 47 primary subtag, optional region; issue 15 §5). Its direction follows from it (`textDirection`). */
  lang: z._default(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)), 'en'),
  /** Image assets the blocks refer to by id. */
  images: z._default(z.array(siteImageSchema).check(z.maxLength(40)), []),
  /** Self-hosted web fonts; absent on older sites, which keep system fonts. */
  fonts: z.optional(z.array(fontFaceSchema).check(z.maxLength(12))),
  /**
   * The owner's business details (issue 16 §1): rendered into the sections that need them, the footer and
   * the JSON-LD (details.ts `applyDetails`); the sample items they replace stay in the blocks.
   */
  details: z.optional(businessDetailsSchema),
  brand: z.object({ name: text(200), logo: z.optional(z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/))) }),
  meta: z.object({
    title: text(300), description: text(400),
    og: z.object({ title: text(300), description: text(400), type: z.literal('website'), siteName: text(200) }),
    jsonLd: z.record(z.string(), z.unknown()),
  }),
  theme: themeSchema,
  header: blockSchema, nav: blockSchema, sections: z.array(blockSchema).check(z.minLength(1), z.maxLength(20)), footer: blockSchema,
}).check(z.superRefine((s, ctx) => {
  const ids = [s.header, s.nav, ...s.sections, s.footer].map((b) => b.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) ctx.addIssue({ code: 'custom', message: `duplicate block id ${dup}`, path: ['sections'] });
  const images = new Set(s.images.map((i) => i.id));
  if (images.size !== s.images.length) ctx.addIssue({ code: 'custom', message: 'duplicate image id', path: ['images'] });
  const missing = [s.header, s.nav, ...s.sections, s.footer].flatMap((b) => [b.picture, ...b.items.map((i) => i.picture)]).find((id) => id && !images.has(id));
  if (missing) ctx.addIssue({ code: 'custom', message: `unknown image ${missing}`, path: ['images'] });
}));

/**
 * A whole site: brand, meta (title, description, Open Graph, JSON-LD), theme (design tokens) and the
 * ordered blocks (header, nav, sections, footer), each with a stable id. JSON-serialisable.
 */
export type SiteModel = z.infer<typeof siteModelSchema>;

/** The three text files a site is made of (issue 3 §5); images and fonts are assets beside them. */
export type SiteFiles = { 'index.html': string; 'style.css': string; 'script.js': string };

/** Every block of a site in document order: header, nav, sections…, footer. */
export function allBlocks(site: SiteModel): Block[] {
  return [site.header, site.nav, ...site.sections, site.footer];
}
