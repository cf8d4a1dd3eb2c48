import { isSiteLang, normalizeLangTag, type SiteLang } from './languages';
import type { UiStrings } from './types';
import { UI_AR } from './ui-ar';
import { UI_DE } from './ui-de';
import { UI_EN } from './ui-en';
import { UI_ES } from './ui-es';
import { UI_FR } from './ui-fr';
import { UI_IT } from './ui-it';
import { UI_JA } from './ui-ja';
import { UI_NL } from './ui-nl';
import { UI_PT } from './ui-pt';
import { UI_ZH } from './ui-zh';

/** The fixed strings of every generated page, per supported language (issue 15 §5; one file per language). */
export const UI: Record<SiteLang, UiStrings> = {
  en: UI_EN, es: UI_ES, pt: UI_PT, fr: UI_FR, de: UI_DE, it: UI_IT, nl: UI_NL, ar: UI_AR, ja: UI_JA, zh: UI_ZH,
};

/**
 * The fixed strings for a page language, given as any BCP 47 tag (`"es"`, `"pt-BR"`, `"ZH-Hans"`), and the
 * language they are really in: the page's own when it has a table, else English (issue 15 §5), so the
 * caller can mark the English parts with `lang="en"` on a page in another language. Never throws; an
 * invalid tag gets English too.
 *
 * @example uiStrings('pt-BR') // → { strings: UI.pt, lang: 'pt' }
 * @example uiStrings('he')    // → { strings: UI.en, lang: 'en' }: mark them lang="en" on the Hebrew page
 */
export function uiStrings(lang: string): { strings: UiStrings; lang: SiteLang } {
  const primary = normalizeLangTag(lang);
  return primary && isSiteLang(primary) ? { strings: UI[primary], lang: primary } : { strings: UI.en, lang: 'en' };
}
