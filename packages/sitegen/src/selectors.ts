import { ValidationError } from '@sitewright/core';
import { allBlocks, type Block, type SiteModel } from './model';

/**
 * Improve selectors. SPEC §4 Improve mode marks `section, header, footer, nav, main > div, .section`
 * and uses the element's id; every such element Sitewright renders has a stable, unique id, so a
 * selector is `#id` (the bare id, or `tag#id`, is accepted too).
 */

/** Every selector `improveSection` accepts for a site, in document order: `#site-header`, `#site-nav`, … */
export function sectionSelectors(site: SiteModel): string[] {
  return allBlocks(site).map((b) => `#${b.id}`);
}

/**
 * The block a selector names.
 * @throws ValidationError (422) for an empty or unknown selector, listing the valid ones.
 */
export function findBlock(site: SiteModel, selector: string): Block {
  const m = /^\s*(?:[a-z]+(?=#))?#?([a-z][a-z0-9-]*)\s*$/i.exec(selector ?? '');
  const id = m?.[1]?.toLowerCase();
  const block = id ? allBlocks(site).find((b) => b.id === id) : undefined;
  if (!block) {
    throw new ValidationError(`Unknown section selector "${String(selector ?? '').slice(0, 80)}". Valid selectors: ${sectionSelectors(site).join(', ')}.`);
  }
  return block;
}
