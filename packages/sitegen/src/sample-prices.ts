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
