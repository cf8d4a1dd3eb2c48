import * as z from 'zod/mini';
import '@sitewright/core/schemas/zod-locale';
import { GENERATOR_TYPES, STYLE_VALUES, TEMPLATE_CATEGORIES } from '@sitewright/core';

/**
 * The site model: what the generator decides, before any HTML exists (issue 3 §1). It is stored with
 * the project (DynamoDB item, so it stays well under 400 KB; a generated one is ~5–10 KB) and is the
 * only input of `renderSite`, so every field here is validated and every string is escaped on output.
 */

/** Block kinds: the three page-chrome blocks plus the section library of the blueprints. */
export const BLOCK_KINDS = [
  'header', 'nav', 'footer',
  'hero', 'features', 'benefits', 'steps', 'pricing', 'testimonials', 'faq', 'menu', 'hours', 'contact',
  'work', 'products', 'about', 'cta',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** Layout variants per kind; the first is the default. Offline improve switches between these. */
export const VARIANTS: Record<BlockKind, readonly string[]> = {
  header: ['bar', 'centered'], nav: ['links'], footer: ['simple', 'columns'],
  hero: ['split', 'centered', 'banner'], features: ['grid', 'list', 'alternating'], benefits: ['grid', 'list'],
  steps: ['numbered', 'timeline'], pricing: ['cards', 'table'], testimonials: ['cards', 'quote'],
  faq: ['accordion', 'columns'], menu: ['cards', 'list'], hours: ['split', 'stacked'], contact: ['split', 'form'],
  work: ['grid', 'list'], products: ['grid', 'list'], about: ['text', 'split'], cta: ['band', 'card'],
};

const text = (max: number) => z.string().check(z.maxLength(max));
const hex = z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'must be #rrggbb'));
/** In-page anchors, or absolute http(s)/mailto/tel links. Never javascript: or data: (OWASP XSS cheat sheet). */
export const hrefSchema = z.string().check(z.maxLength(500), z.regex(/^(#[a-z][a-z0-9-]*|https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:[+\d\s()-]+)$/i));
/** A file served beside index.html ("logo.png") or a data: image: no other host (issue 3 §5). */
export const imageSrcSchema = z.string().check(z.maxLength(6_000_000), z.regex(/^(data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+|[A-Za-z0-9][A-Za-z0-9._-]{0,99})$/));
/** CSS token values: no characters that could end a declaration or a style element. */
const cssValue = z.string().check(z.maxLength(200), z.regex(/^[^;{}<>\\]*$/));

export const itemSchema = z.object({
  title: text(300), text: z._default(text(1200), ''), icon: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/))),
  meta: z.optional(text(120)), href: z.optional(hrefSchema),
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
  /** Visible notice on content the owner must replace with real facts (prices, hours, quotes). */
  sample: z.optional(text(300)),
  image: z.optional(z.object({ src: imageSrcSchema, alt: text(300) })),
  /** Per-block colour overrides from improve; the renderer derives readable text from them. */
  colors: z.optional(z.object({ background: z.optional(hex), accent: z.optional(hex) })),
  /** Sanitized inner HTML written by a model (improve); replaces the structured rendering. */
  html: z.optional(text(6_000_000)),
}).check(z.refine((b) => VARIANTS[b.kind].includes(b.variant), { message: 'unknown variant for this kind', path: ['variant'] }));
export type Block = z.infer<typeof blockSchema>;

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
  lang: z._default(z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/)), 'en'),
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
}));

/**
 * A whole site: brand, meta (title, description, Open Graph, JSON-LD), theme (design tokens) and the
 * ordered blocks (header, nav, sections, footer), each with a stable id. JSON-serialisable.
 */
export type SiteModel = z.infer<typeof siteModelSchema>;

/** The three files a site is made of (issue 3 §5). */
export type SiteFiles = { 'index.html': string; 'style.css': string; 'script.js': string };

/** Every block of a site in document order: header, nav, sections…, footer. */
export function allBlocks(site: SiteModel): Block[] {
  return [site.header, site.nav, ...site.sections, site.footer];
}
