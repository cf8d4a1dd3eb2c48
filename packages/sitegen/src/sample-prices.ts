import type { Brief } from '@sitewright/core';
import type { Voice } from './i18n/types';

/**
 * Sample prices for the pricing section (issue 15 §3): round, plausible amounts in the currency the
 * brief suggests, formatted the page language's way (Intl), always shown with "Sample price".
 */

/** ISO 4217 currency for a page: from words in the brief (UK, £, €, Japan…), else from the language. */
export function currencyFor(lang: string, brief: Pick<Brief, 'description' | 'target_audience' | 'business_name'>): string {
  const text = `${brief.description} ${brief.target_audience}`;
  if (/£|\b(UK|United Kingdom|Britain|British|England|Scotland|Wales)\b/.test(text)) return 'GBP';
  if (/€|\b(EU|Europe)\b/.test(text)) return 'EUR';
  if (/\$|\b(US|USA|United States|America)\b/.test(text)) return 'USD';
  const primary = lang.split('-')[0];
  if (primary === 'ja') return 'JPY';
  if (primary === 'zh') return 'CNY';
  if (['es', 'pt', 'fr', 'de', 'it', 'nl'].includes(primary ?? '')) return 'EUR';
  return 'USD';
}

const AMOUNTS: Record<string, [number, number, number]> = { JPY: [2900, 6900, 14900], CNY: [129, 349, 699] };

/** Three formatted sample amounts (starter, standard, premium) in `currency`; a solo business ("I") gets smaller ones. */
export function samplePrices(currency: string, voice: Voice, lang = 'en'): [string, string, string] {
  const base = AMOUNTS[currency] ?? (voice === 'i' ? [15, 35, 75] : [19, 49, 99]);
  let fmt: Intl.NumberFormat;
  try {
    fmt = new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    fmt = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  }
  return base.map((n) => fmt.format(n)) as [string, string, string];
}

/**
 * Words saying the product has a free plan ("Free for up to 5 users", "free tier", "freemium"), in the
 * site languages: the pricing section's first plan is then free rather than a sample amount.
 */
const FREE_PLAN = /\bfree (?:for|plan|tier|forever|version|account|up to)|freemium|free to (?:start|use)|plan gratuito|versi[oó]n gratuita|gratis para|plano gratuito|vers[aã]o gratuita|gr[aá]tis para|(?:offre|plan|version) gratuite?|gratuit pour|kostenlose[mnrs]? (?:plan|version|tarif)|kostenlos für|piano gratuito|versione gratuita|gratis per|gratis (?:voor|abonnement|versie|plan)|無料プラン|フリープラン|免费版|免费套餐|免费计划|خطة مجانية|نسخة مجانية/iu;

/** Whether the brief (description or key features) says the product has a free plan. */
export function hasFreePlan(brief: Pick<Brief, 'description' | 'key_features'>): boolean {
  return FREE_PLAN.test([brief.description, ...brief.key_features].join(' '));
}

/**
 * Whether a key feature is about the price rather than what the product does ("Free for up to 5
 * users", "14-day free trial", "No credit card needed"): such a feature is not listed as one of a plan's
 * features (a paid plan that "includes" its free tier contradicts itself).
 */
export function isPricingTerm(feature: string): boolean {
  return FREE_PLAN.test(feature) || /\b(?:free trial|trial|credit card|pricing|per (?:user|seat|month)|discount|money[- ]back|refund)\b|[$€£¥]\s?\d|prueba gratuita|essai gratuit|kostenlos testen|prova gratuita|proefperiode|無料トライアル|免费试用|تجربة مجانية/iu.test(feature);
}

/** How a product is paid for, as its brief says: monthly (the default), yearly, once, or by use. */
export type Billing = 'month' | 'year' | 'once' | 'usage';

/**
 * The billing a brief states, in English: by use ("per transaction", "pay as you go", "usage-based"), once ("one-off
 * payment", "lifetime licence", "no subscription", "no monthly fee"), yearly ("per year", "annual plan"), else monthly.
 * Use beats once ("Pay per transaction, no monthly fee" is paid by use); monthly words beat yearly ("monthly or annual").
 */
export function billingOf(brief: Pick<Brief, 'description' | 'key_features'>): Billing {
  const text = [brief.description, ...brief.key_features].join(' ');
  if (/\b(?:per (?:transaction|request|call|api call|message|sms|email|minute|gb|use)|pay[- ]as[- ]you[- ]go|pay[- ]per[- ]use|usage[- ]based|metered billing|only pay for what you use)\b/i.test(text)) return 'usage';
  if (/\b(?:one[- ]off (?:payment|price|fee|purchase)|one[- ]time (?:payment|price|fee|purchase)|pay once|lifetime (?:deal|licen[cs]e|access)|no subscriptions?|no monthly (?:fees?|subscription))\b/i.test(text)) return 'once';
  if (/\b(?:per month|a month|monthly|\/\s?mo(?:nth)?)\b/i.test(text)) return 'month';
  if (/\b(?:per year|a year|yearly|annual(?:ly)?|\/\s?y(?:ea)?r)\b/i.test(text)) return 'year';
  return 'month';
}
