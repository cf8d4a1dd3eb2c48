import { COPY_AR } from './copy-ar';
import { COPY_DE } from './copy-de';
import { COPY_EN } from './copy-en';
import { COPY_ES } from './copy-es';
import { COPY_FR } from './copy-fr';
import { COPY_IT } from './copy-it';
import { COPY_JA } from './copy-ja';
import { COPY_NL } from './copy-nl';
import { COPY_PT } from './copy-pt';
import { COPY_ZH } from './copy-zh';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's phrasebooks by language (issue 15 §5). A language without its own table is
 * written in English, and the renderer marks that text with `lang="en"`.
 */
export const COPIES: { en: Record<BlueprintId, BlueprintCopy> } & Partial<Record<string, Record<BlueprintId, BlueprintCopy>>> = {
  en: COPY_EN, es: COPY_ES, pt: COPY_PT, fr: COPY_FR, de: COPY_DE, it: COPY_IT, nl: COPY_NL, ar: COPY_AR, ja: COPY_JA, zh: COPY_ZH,
};
