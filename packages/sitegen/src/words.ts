import { COPIES } from './i18n/copy-index';
import type { BlueprintCopy, BlueprintId, UiStrings, V, Voice, Voiced } from './i18n/types';
import { uiStrings } from './i18n/ui';

/**
 * The words of one site: fixed strings and the blueprint's phrasebook in the page's language, falling
 * back to English for a language without tables (issue 15 §5). `uiLang`/`copyLang` say which language
 * the words really are in, so the renderer can mark English fallback text with `lang="en"`.
 */
export interface Words {
  ui: UiStrings;
  uiLang: string;
  copy: BlueprintCopy;
  copyLang: string;
  voice: Voice;
}

/** The words for a page language, blueprint and voice. Never throws: unknown languages get English. */
export function wordsFor(lang: string, blueprint: BlueprintId, voice: Voice): Words {
  const { strings, lang: uiLang } = uiStrings(lang);
  const primary = lang.split('-')[0]!;
  const table = COPIES[primary as keyof typeof COPIES];
  return { ui: strings, uiLang, copy: (table ?? COPIES.en)[blueprint], copyLang: table ? primary : 'en', voice };
}

const isVoiced = <T>(v: V<T>): v is Voiced<T> => typeof v === 'object' && v !== null && !Array.isArray(v) && 'we' in v && 'i' in v;

/** One voice of a phrase written per voice, or the phrase itself. */
export function pick<T>(v: V<T>, voice: Voice): T {
  return isVoiced(v) ? v[voice] : v;
}

/** Fill `{name}`-style placeholders; unknown ones are left out (never shown as braces). */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{([a-z]+)\}/g, (_, k: string) => vars[k] ?? '').replace(/\s{2,}/g, ' ').trim();
}
