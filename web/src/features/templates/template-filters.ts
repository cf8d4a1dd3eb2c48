import type { Template } from '@sitewright/core/schemas/template';

export type SortKey = 'latest' | 'name';
export interface TemplateFilters { search: string; category: string; industry: string; sort: SortKey }
export const noFilters: TemplateFilters = { search: '', category: '', industry: '', sort: 'latest' };

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
    ? (a, b) => (a.name || 'Untitled Project').localeCompare(b.name || 'Untitled Project', 'en', { sensitivity: 'base' })
    : (a, b) => b.created_at.localeCompare(a.created_at));
}
