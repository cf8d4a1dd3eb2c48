/**
 * The fixed lists and mappings of SPEC §3: form industries, generator types, design styles,
 * template categories and template industries.
 */

/** Industry choices in the creation form, in display order (SPEC §3). */
export const FORM_INDUSTRIES = [
  'Technology', 'E-commerce', 'Healthcare', 'Education', 'Finance', 'Real Estate', 'Food & Restaurant',
  'Travel & Tourism', 'Entertainment', 'Professional Services', 'Non-profit', 'Other',
] as const;
export type FormIndustry = (typeof FORM_INDUSTRIES)[number];

/** The generator types a site blueprint exists for (SPEC §3). */
export const GENERATOR_TYPES = ['saas', 'ecommerce', 'agency', 'restaurant', 'startup'] as const;
export type GeneratorType = (typeof GENERATOR_TYPES)[number];

const INDUSTRY_TO_GENERATOR: Record<string, GeneratorType> = {
  Technology: 'saas', Healthcare: 'saas', Education: 'saas', Finance: 'saas',
  'E-commerce': 'ecommerce',
  'Real Estate': 'agency', 'Professional Services': 'agency',
  'Food & Restaurant': 'restaurant',
  'Travel & Tourism': 'startup', Entertainment: 'startup', 'Non-profit': 'startup', Other: 'startup',
};

/**
 * Generator type for a form industry label; a value that already is a generator type passes through.
 * Anything else maps to `saas` (SPEC §3 "anything else").
 */
export function toGeneratorType(industry: string): GeneratorType {
  const lower = industry.trim().toLowerCase();
  if ((GENERATOR_TYPES as readonly string[]).includes(lower)) return lower as GeneratorType;
  return INDUSTRY_TO_GENERATOR[industry.trim()] ?? 'saas';
}

/** Design styles: stored value and form label (SPEC §3). Default `modern`. */
export const STYLES = [
  { value: 'modern', label: 'Modern & Clean' },
  { value: 'professional', label: 'Professional & Corporate' },
  { value: 'creative', label: 'Creative & Artistic' },
  { value: 'minimalist', label: 'Minimalist' },
  { value: 'bold', label: 'Bold & Colorful' },
  { value: 'elegant', label: 'Elegant & Sophisticated' },
] as const;
export type StyleValue = (typeof STYLES)[number]['value'];
export const STYLE_VALUES = STYLES.map((s) => s.value) as [StyleValue, ...StyleValue[]];
export const DEFAULT_STYLE: StyleValue = 'modern';

/** Template categories (SPEC §3). */
export const TEMPLATE_CATEGORIES = [
  'hero-sections', 'feature-layouts', 'pricing-tables', 'testimonials', 'navigation-patterns',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** Template industries: stored value and gallery label (SPEC §3). */
export const TEMPLATE_INDUSTRIES = [
  { value: 'saas', label: 'SaaS' },
  { value: 'ecommerce', label: 'Ecommerce' },
  { value: 'agency', label: 'Agency' },
  { value: 'startup', label: 'Startup' },
  { value: 'restaurant', label: 'Restaurant' },
] as const;

const TEMPLATE_INDUSTRY_TO_FORM: Record<string, FormIndustry> = {
  saas: 'Technology', startup: 'Technology', ecommerce: 'E-commerce',
  agency: 'Professional Services', restaurant: 'Food & Restaurant',
};

/** Form industry for a template industry (SPEC §3); unknown values give Technology. */
export function templateIndustryToForm(industry: string): FormIndustry {
  return TEMPLATE_INDUSTRY_TO_FORM[industry.toLowerCase()] ?? 'Technology';
}

const CATEGORY_TO_STYLE: Record<TemplateCategory, StyleValue> = {
  'hero-sections': 'modern', 'navigation-patterns': 'modern', 'feature-layouts': 'professional',
  'pricing-tables': 'elegant', testimonials: 'creative',
};

/** Design style for a template category (SPEC §3); unknown categories give modern. */
export function templateCategoryToStyle(category: string): StyleValue {
  return CATEGORY_TO_STYLE[category as TemplateCategory] ?? DEFAULT_STYLE;
}

/**
 * Section kinds "Add a section" offers (issue 17 §2): text sections that make sense anywhere and that the
 * offline writer can fill. The one list the editor's dialog and the edits API (sitegen edit-site.ts) share.
 */
export const ADDABLE_KINDS = ['features', 'benefits', 'steps', 'testimonials', 'pricing', 'faq', 'about', 'cta', 'contact', 'hours', 'menu', 'schedule'] as const;
export type AddableKind = (typeof ADDABLE_KINDS)[number];
