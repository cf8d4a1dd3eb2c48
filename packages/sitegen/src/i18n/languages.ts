/**
 * The languages a generated site can be written in, and how a language tag becomes the `lang`/`dir` of
 * its pages (issue 15 §5; tags per BCP 47 / RFC 5646).
 */

/** Languages with their own fixed strings (ui.ts); any other language gets English ones, marked `lang="en"`. */
export const SUPPORTED_LANGS = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ar', 'ja', 'zh'] as const;
/** A language with its own fixed strings: an ISO 639-1 code, which is also its BCP 47 primary language subtag. */
export type SiteLang = (typeof SUPPORTED_LANGS)[number];

/** Right-to-left languages issue 15 §5 names: Arabic, Hebrew, Persian, Urdu. */
export const RTL_LANGS: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** Whether `lang` (a primary subtag as `normalizeLangTag` returns it) has its own fixed strings. */
export function isSiteLang(lang: string): lang is SiteLang {
  return (SUPPORTED_LANGS as readonly string[]).includes(lang);
}

/** Primary subtags that name no language (RFC 5646 §4.1: und, mul, zxx, mis) or a private-use one (qaa–qtz). */
const NOT_A_LANGUAGE = /^(und|mul|zxx|mis|q[a-t][a-z])$/;

let names: Intl.DisplayNames | undefined;

/**
 * The BCP 47 primary language subtag for a tag a user or a library gave (`"pt-BR"`, `"zh_Hans"`, `"EN"`,
 * `"spa"`, `"iw"` → `"pt"`, `"zh"`, `"en"`, `"es"`, `"he"`), or `null` when it is not a tag of a known
 * language (`"auto"`, `"x"`, `"qq"`, `"und"`, `"x-klingon"`, `""`). Never throws.
 *
 * Canonical form comes from the runtime's CLDR data through `Intl` (RFC 5646 §4.5): case, deprecated codes
 * (`iw` → `he`, `tl` → `fil`) and ISO 639-2/3 codes that have an ISO 639-1 twin (`deu`, `ger` → `de`; the
 * individual codes libraries report, such as `cmn`, `arb`, `pes` → `zh`, `ar`, `fa`). A language is known
 * when CLDR has a name for it.
 *
 * Region and script are dropped on purpose: each language has one table, written for no region (neutral
 * Spanish, European/neutral Portuguese, Simplified Chinese), so `lang="pt-BR"` would claim more than the
 * page holds, while the primary subtag alone is always a valid `lang` (HTML §3.2.6.2). `zh` alone is read as
 * Simplified Chinese by browsers choosing CJK fonts, which is what the tables are.
 */
export function normalizeLangTag(tag: string | null | undefined): string | null {
  if (typeof tag !== 'string') return null;
  try {
    // Underscores ("pt_BR", as in POSIX locales) are forgiven: the intent is plain, and RFC 5646 uses "-".
    const [canonical] = Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'));
    // `language` is undefined for "und" (V8 reads it as the root locale).
    const language: string | undefined = new Intl.Locale(canonical!).language;
    if (!language || NOT_A_LANGUAGE.test(language)) return null;
    names ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    return names.of(language) === undefined ? null : language;
  } catch {
    return null; // not a well-formed tag (RangeError from Intl)
  }
}

/** CLDR's character order, where the runtime exposes it (`textInfo` in Node 20, `getTextInfo()` later). */
interface TextInfoLocale { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } }

/**
 * Writing direction of a language (a tag or primary subtag): `'rtl'` for the languages of `RTL_LANGS` and
 * any other language CLDR writes right to left (Pashto, Yiddish, Sindhi…), else `'ltr'`. Unknown tags are
 * `'ltr'`. Never throws.
 */
export function textDirection(lang: string): 'ltr' | 'rtl' {
  const primary = normalizeLangTag(lang);
  if (primary === null) return 'ltr';
  if (RTL_LANGS.includes(primary)) return 'rtl';
  const locale = new Intl.Locale(primary) as Intl.Locale & TextInfoLocale;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
