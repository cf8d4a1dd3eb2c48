import type { GeneratorType, TemplateCategory } from '@sitewright/core';
import type { BlockKind } from './model';

/**
 * Blueprints: which sections a site of each generator type has, in which order, with which layout
 * variant (issue 3 §2). Headings are the conventional ones for the trade ("Menu highlights", "Opening
 * hours & location"); copy comes from the content writer.
 */

/** One planned section: id (stable, becomes the HTML id), kind, variant, nav label and heading. */
export interface SectionPlan {
  id: string;
  kind: Exclude<BlockKind, 'header' | 'nav' | 'footer'>;
  variant: string;
  nav?: string;
  heading: string;
  eyebrow?: string;
}

const BLUEPRINTS: Record<GeneratorType, SectionPlan[]> = {
  saas: [
    { id: 'hero', kind: 'hero', variant: 'split', heading: '' },
    { id: 'features', kind: 'features', variant: 'grid', nav: 'Features', heading: 'Everything you need', eyebrow: 'Features' },
    { id: 'benefits', kind: 'benefits', variant: 'list', heading: 'Made for you', eyebrow: 'Who it is for' },
    { id: 'how-it-works', kind: 'steps', variant: 'numbered', nav: 'How it works', heading: 'How it works', eyebrow: 'Getting started' },
    { id: 'pricing', kind: 'pricing', variant: 'cards', nav: 'Pricing', heading: 'Simple plans', eyebrow: 'Pricing' },
    { id: 'faq', kind: 'faq', variant: 'accordion', nav: 'FAQ', heading: 'Frequently asked questions', eyebrow: 'FAQ' },
    { id: 'get-started', kind: 'cta', variant: 'band', heading: '' },
  ],
  ecommerce: [
    { id: 'hero', kind: 'hero', variant: 'centered', heading: '' },
    { id: 'products', kind: 'products', variant: 'grid', nav: 'Shop', heading: 'Shop the range', eyebrow: 'Products' },
    { id: 'features', kind: 'features', variant: 'grid', nav: 'Why us', heading: 'Why shop with us', eyebrow: 'Our promise' },
    { id: 'testimonials', kind: 'testimonials', variant: 'cards', nav: 'Reviews', heading: 'What customers say', eyebrow: 'Reviews' },
    { id: 'faq', kind: 'faq', variant: 'accordion', nav: 'FAQ', heading: 'Questions before you buy', eyebrow: 'FAQ' },
    { id: 'get-started', kind: 'cta', variant: 'band', heading: '' },
  ],
  agency: [
    { id: 'hero', kind: 'hero', variant: 'split', heading: '' },
    { id: 'services', kind: 'features', variant: 'list', nav: 'Services', heading: 'Services', eyebrow: 'What we do' },
    { id: 'process', kind: 'steps', variant: 'timeline', nav: 'Process', heading: 'How we work', eyebrow: 'Process' },
    { id: 'work', kind: 'work', variant: 'grid', nav: 'Work', heading: 'Selected work', eyebrow: 'Case studies' },
    { id: 'about', kind: 'about', variant: 'split', nav: 'About', heading: 'About us', eyebrow: 'Who we are' },
    { id: 'faq', kind: 'faq', variant: 'columns', heading: 'Common questions', eyebrow: 'FAQ' },
    { id: 'contact', kind: 'contact', variant: 'split', nav: 'Contact', heading: 'Let’s talk', eyebrow: 'Contact' },
  ],
  restaurant: [
    { id: 'hero', kind: 'hero', variant: 'banner', heading: '' },
    { id: 'about', kind: 'about', variant: 'text', nav: 'Our story', heading: 'Our story', eyebrow: 'Welcome' },
    { id: 'menu', kind: 'menu', variant: 'cards', nav: 'Menu', heading: 'Menu highlights', eyebrow: 'From the kitchen' },
    { id: 'hours', kind: 'hours', variant: 'split', nav: 'Hours & location', heading: 'Opening hours & location', eyebrow: 'Visit us' },
    { id: 'reservations', kind: 'contact', variant: 'form', nav: 'Reservations', heading: 'Reserve a table', eyebrow: 'Reservations' },
  ],
  startup: [
    { id: 'hero', kind: 'hero', variant: 'centered', heading: '' },
    { id: 'features', kind: 'features', variant: 'alternating', nav: 'What we offer', heading: 'What we offer', eyebrow: 'Highlights' },
    { id: 'benefits', kind: 'benefits', variant: 'grid', nav: 'Who it is for', heading: 'Made for you', eyebrow: 'Who it is for' },
    { id: 'how-it-works', kind: 'steps', variant: 'numbered', heading: 'How it works', eyebrow: 'Getting started' },
    { id: 'faq', kind: 'faq', variant: 'accordion', nav: 'FAQ', heading: 'Frequently asked questions', eyebrow: 'FAQ' },
    { id: 'contact', kind: 'contact', variant: 'split', nav: 'Contact', heading: 'Get in touch', eyebrow: 'Contact' },
  ],
};

const TESTIMONIALS: SectionPlan = {
  id: 'testimonials', kind: 'testimonials', variant: 'quote', nav: 'Reviews', heading: 'What customers say', eyebrow: 'Reviews',
};
const PRICING: SectionPlan = { id: 'pricing', kind: 'pricing', variant: 'table', nav: 'Pricing', heading: 'Plans and pricing', eyebrow: 'Pricing' };

/**
 * The section plan for a generator type, adjusted by a template category (SPEC §3 categories):
 * - hero-sections: a banner hero (big, full-colour first screen);
 * - feature-layouts: features right after the hero, in the alternating layout;
 * - pricing-tables: a pricing section (comparison table) before the FAQ;
 * - testimonials: a testimonials section (single large quote) after the first content section;
 * - navigation-patterns: the centred header (see `headerVariant`).
 * Returns fresh objects; the caller may mutate them.
 */
export function blueprint(type: GeneratorType, category?: TemplateCategory): SectionPlan[] {
  const plan = BLUEPRINTS[type].map((s) => ({ ...s }));
  const at = (id: string) => plan.findIndex((s) => s.id === id);
  if (category === 'hero-sections') plan[0] = { ...plan[0]!, variant: 'banner' };
  if (category === 'feature-layouts') {
    const i = plan.findIndex((s) => s.kind === 'features');
    if (i > 1) plan.splice(1, 0, ...plan.splice(i, 1));
    const f = plan.find((s) => s.kind === 'features');
    if (f) f.variant = 'alternating';
  }
  if (category === 'pricing-tables') {
    const existing = plan.find((s) => s.kind === 'pricing');
    if (existing) existing.variant = 'table';
    else plan.splice(at('faq') > 0 ? at('faq') : plan.length - 1, 0, { ...PRICING });
  }
  if (category === 'testimonials') {
    const existing = plan.find((s) => s.kind === 'testimonials');
    if (existing) existing.variant = 'quote';
    else plan.splice(2, 0, { ...TESTIMONIALS });
  }
  return plan;
}

/** Header layout for a category: navigation-patterns shows the centred header. */
export function headerVariant(category?: TemplateCategory): 'bar' | 'centered' {
  return category === 'navigation-patterns' ? 'centered' : 'bar';
}
