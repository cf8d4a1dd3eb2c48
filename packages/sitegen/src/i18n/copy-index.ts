import { COPY_EN } from './copy-en';
import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's phrasebooks by language (issue 15 §5). A language without its own table is
 * written in English, and the renderer marks that text with `lang="en"`.
 */
export const COPIES: { en: Record<BlueprintId, BlueprintCopy> } & Partial<Record<string, Record<BlueprintId, BlueprintCopy>>> = {
  en: COPY_EN,
};
