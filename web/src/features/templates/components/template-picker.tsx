import { TEMPLATE_CATEGORIES } from '@sitewright/core/mappings';
import type { Template } from '@sitewright/core/schemas/template';
import { useMemo, useState } from 'react';
import { inputClass } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { categoryLabel, displayDescription, displayName } from '../../../lib/format';
import { useTemplates } from '../api/get-templates';
import { filterTemplates } from '../template-filters';

const pill = (on: boolean) => `shrink-0 rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${on ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`;

/** The dashboard's template picker (SPEC §2): category pills, search, cards (name, description), loading and empty states. */
export function TemplatePicker({ onPick }: { onPick(t: Template): void }) {
  const templates = useTemplates();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterTemplates(templates.data ?? [], { search, category, industry: '', sort: 'latest' }), [templates.data, search, category]);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div role="group" aria-label="Template category" className="flex gap-2 overflow-x-auto pb-1">
        <button type="button" aria-pressed={category === ''} className={pill(category === '')} onClick={() => setCategory('')}>All</button>
        {TEMPLATE_CATEGORIES.map((c) => <button key={c} type="button" aria-pressed={category === c} className={pill(category === c)} onClick={() => setCategory(c)}>{categoryLabel(c)}</button>)}
      </div>
      <label htmlFor="picker-search" className="sr-only">Search templates</label>
      <input id="picker-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search templates..." className={`${inputClass} mt-3`} />
      {templates.isPending ? <div className="py-10"><Spinner size="sm" text="Loading templates..." /></div>
        : shown.length === 0 ? <p className="py-10 text-center text-sm text-slate-600">No templates found matching your criteria</p>
        : (
          <ul className="mt-4 grid grid-cols-1 max-h-96 gap-3 overflow-y-auto sm:grid-cols-2">
            {shown.map((t) => (
              <li key={t.id}>
                <button type="button" onClick={() => onPick(t)} className="h-full w-full rounded-lg border border-slate-200 p-4 text-left hover:border-indigo-400 hover:bg-indigo-50/40 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600">
                  <span className="block font-semibold text-slate-900">{displayName(t.name)}</span>
                  <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{displayDescription(t.description)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
    </div>
  );
}
