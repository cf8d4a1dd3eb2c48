import {
  ValidationError, generationRequestSchema, toGeneratorType, type Brief, type TemplateCategory,
} from '@sitewright/core';
import { blueprint, headerVariant, type SectionPlan } from './blueprints';
import { buildSections, ctaTarget } from './build-blocks';
import { jsonLd } from './json-ld';
import { siteModelSchema, type Block, type SiteFiles, type SiteModel } from './model';
import { renderSite } from './render';
import { clip } from './text';
import { buildTheme } from './themes';
import { siteCopySchema, type ContentWriter } from './writer';

/** Options of `generateSite`. */
export interface GenerateOptions {
  /** The content writer (offline or OpenAI). */
  writer: ContentWriter;
  /** Template category (SPEC §3): selects layout variants and emphasis, see `blueprint`. */
  category?: TemplateCategory;
  /** Start from a template project's site: its section kinds, order, variants, colours and theme. */
  baseSite?: SiteModel;
  /** Logo as a file name relative to index.html ("logo.png"); shown in the header and as favicon. */
  logoFile?: string;
}

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function planFrom(base: SiteModel): SectionPlan[] {
  return base.sections.filter((s) => s.kind !== 'header' && s.kind !== 'nav' && s.kind !== 'footer').map((s) => ({
    id: s.id, kind: s.kind as SectionPlan['kind'], variant: s.variant, nav: s.navLabel, heading: s.heading, eyebrow: s.eyebrow,
  }));
}

/**
 * Generate a site from a brief (issue 3): plan sections from the blueprint of the brief's generator type
 * (or from `baseSite`), ask the writer for copy, build the model, render the files.
 * @returns the site model, its files, and the copy fields that fell back to offline text (`fallbacks`).
 * @throws ValidationError (422) for an invalid brief or a logoFile that is not a plain relative file name.
 * @throws UpstreamError (502) when a remote writer fails after its retries. Never returns a half-built site.
 * @example const { files } = await generateSite(brief, { writer: createOfflineWriter() });
 */
export async function generateSite(input: Brief, opts: GenerateOptions): Promise<{ site: SiteModel; files: SiteFiles; fallbacks: string[] }> {
  const parsed = generationRequestSchema.safeParse(input);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ loc: ['body', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], msg: i.message, type: 'value_error' })));
  }
  const brief = parsed.data;
  if (opts.logoFile !== undefined && !FILE_NAME.test(opts.logoFile)) {
    throw new ValidationError('logoFile must be a plain file name served beside index.html, such as logo.png');
  }
  const type = toGeneratorType(brief.industry);
  const base = opts.baseSite ? siteModelSchema.parse(opts.baseSite) : undefined;
  const category = opts.category ?? base?.category;
  const plan = base ? planFrom(base) : blueprint(type, category);
  const { copy: rawCopy, fallbacks } = await opts.writer.write({ brief, type });
  const copy = siteCopySchema.parse(rawCopy);
  const name = clip(brief.business_name, 100);
  const target = ctaTarget(plan);

  const sections = buildSections(plan, copy, brief, type).map((s): Block => {
    const old = base?.sections.find((b) => b.id === s.id);
    return old?.colors ? { ...s, colors: old.colors } : s;
  });
  const links = plan.filter((p) => p.nav).map((p) => ({ title: p.nav!, text: '', href: `#${p.id}` }));
  const header: Block = { id: 'site-header', kind: 'header', variant: base?.header.variant ?? headerVariant(category),
    heading: name, items: [], cta: { label: copy.primaryCta, href: target }, colors: base?.header.colors };
  const nav: Block = { id: 'site-nav', kind: 'nav', variant: 'links', heading: '', items: links, colors: base?.nav.colors };
  const footer: Block = { id: 'site-footer', kind: 'footer', variant: base?.footer.variant ?? 'simple', heading: name,
    intro: copy.tagline, eyebrow: `© ${name}`, items: links, colors: base?.footer.colors };

  const description = copy.metaDescription;
  const title = clip(`${name} | ${copy.tagline}`, 90);
  const site = siteModelSchema.parse({
    version: 1, generator: type, category, lang: 'en',
    brand: { name, logo: opts.logoFile },
    meta: { title, description, og: { title, description, type: 'website', siteName: name }, jsonLd: jsonLd(brief, type, description, opts.logoFile) },
    theme: base?.theme ?? buildTheme(brief.style_preference, brief.color_scheme),
    header, nav, sections, footer,
  });
  return { site, files: renderSite(site), fallbacks };
}
