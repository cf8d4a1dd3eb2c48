import { COPIES } from '../i18n/copy-index';
import { BLUEPRINT_IDS, type BlueprintCopy, type PageStyle } from '../i18n/types';
import { wordsFor } from '../words';

/**
 * Each page style's words laid over its blueprint's in `lang`, as a page shows them (words `wordsFor`, the
 * `we` voice's table: both voices stay in it), keyed "blueprint+style" ("local+stay"), without the nested
 * `styles` of the blueprint. For the phrasebook rule tests (i18n/copy-*.test.ts), which check these tables
 * as they check the blueprints' own. Styles are those the English phrasebook has.
 */
export function styledTables(lang: string): Record<string, BlueprintCopy> {
  const out: Record<string, BlueprintCopy> = {};
  for (const id of BLUEPRINT_IDS) {
    for (const style of Object.keys(COPIES.en[id].styles ?? {})) {
      const { styles: _styles, ...copy } = wordsFor(lang, id, 'we', style as PageStyle).copy;
      out[`${id}+${style}`] = copy;
    }
  }
  return out;
}
