import type { Template } from '@sitewright/core/schemas/template';
import { displayName } from '../../lib/format';

export type SortKey = 'latest' | 'name';
export interface TemplateFilters { search: string; category: string; industry: string; sort: SortKey }
export const noFilters: TemplateFilters = { search: '', category: '', industry: '', sort: 'latest' };

/**
 * Newest first by created_at. ISO-8601 timestamps order as plain strings; localeCompare would build
 * an ICU collator on every call, which on a phone made sorting ten templates a visible delay.
 */
export const newestFirst = (a: Pick<Template, 'created_at'>, b: Pick<Template, 'created_at'>) =>
  (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0);
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The gallery's filters (SPEC §2): search in the name, business name and description (case-insensitive),
 * exact category and industry, sort by latest (created_at descending) or by name.
 */
export function filterTemplates(list: readonly Template[], f: TemplateFilters): Template[] {
  const q = f.search.trim().toLowerCase();
  const out = list.filter((t) =>
    (!q || [t.name, t.business_name, t.description].some((v) => v?.toLowerCase().includes(q)))
    && (!f.category || t.category === f.category)
    && (!f.industry || t.industry.toLowerCase() === f.industry));
  return out.sort(f.sort === 'name'
    ? (a, b) => byName.compare(displayName(a.name), displayName(b.name))
    : newestFirst);
}
