import { errorText } from '@sitewright/api-client';
import { TEMPLATE_CATEGORIES, TEMPLATE_INDUSTRIES } from '@sitewright/core/mappings';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormError, primaryButton, secondaryButton } from '../../../components/ui/field';
import { inputClass } from '../../../components/ui/form-controls';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { categoryLabel } from '../../../lib/format';
import { toSelectedTemplate } from '../../../lib/selected-template';
import { useTemplates } from '../api/get-templates';
import { filterTemplates, noFilters, type SortKey, type TemplateFilters } from '../template-filters';
import { LoginRequiredModal } from './login-required-modal';
import { TemplateCard } from './template-card';

const label = 'block text-sm font-medium text-slate-700';

/** The Template Gallery (SPEC §2): search, category, industry, count, sort, cards, empty state. */
export function TemplateGallery({ signedIn }: { signedIn: boolean }) {
  const templates = useTemplates();
  const navigate = useNavigate();
  const [f, setF] = useState<TemplateFilters>(noFilters);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const shown = useMemo(() => filterTemplates(templates.data ?? [], f), [templates.data, f]);
  const set = (patch: Partial<TemplateFilters>) => setF((x) => ({ ...x, ...patch }));

  return (
    <div>
      <div role="search" className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div>
          <label htmlFor="tpl-search" className={label}>Search</label>
          <div className="relative">
            <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 mt-0.5 h-4 w-4 -translate-y-1/2 text-slate-500" />
            <input id="tpl-search" type="search" value={f.search} onChange={(e) => set({ search: e.target.value })} placeholder="Search by name or description" className={`${inputClass} pl-9`} />
          </div>
        </div>
        <div>
          <label htmlFor="tpl-category" className={label}>Category</label>
          <select id="tpl-category" value={f.category} onChange={(e) => set({ category: e.target.value })} className={inputClass}>
            <option value="">All Categories</option>
            {TEMPLATE_CATEGORIES.map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="tpl-industry" className={label}>Industry</label>
          <select id="tpl-industry" value={f.industry} onChange={(e) => set({ industry: e.target.value })} className={inputClass}>
            <option value="">All Industries</option>
            {TEMPLATE_INDUSTRIES.map((i) => <option key={i.value} value={i.value}>{i.label}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="tpl-sort" className={label}>Sort by</label>
          <select id="tpl-sort" value={f.sort} onChange={(e) => set({ sort: e.target.value as SortKey })} className={inputClass}>
            <option value="latest">Latest</option>
            <option value="name">Name</option>
          </select>
        </div>
      </div>

      {templates.isPending ? <>
          <Spinner size="sm" text="Loading templates..." />
          {/* Placeholders the size of the cards keep the layout from shifting when they arrive. */}
          <ul aria-hidden="true" className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => <li key={i} className="h-[26rem] animate-pulse rounded-xl bg-slate-200/60 motion-reduce:animate-none" />)}
          </ul>
        </>
        : templates.isError ? <div className="mt-6"><FormError>{errorText(templates.error, 'Could not load templates')}</FormError></div>
        : <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">{shown.length} {shown.length === 1 ? 'template' : 'templates'} found</p>
          {shown.length === 0 ? (
            <div className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center">
              <p className="text-lg font-semibold text-slate-900">No templates found</p>
              <p className="mt-1 text-slate-600">Try another search, or clear the filters.</p>
              <button type="button" className={`${secondaryButton} mt-5`} onClick={() => setF(noFilters)}>Clear Filters</button>
            </div>
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((t, i) => (
                <TemplateCard key={t.id} template={t} eager={i < 3}
                  onPreview={() => navigate(paths.preview(t.id), { state: { fromTemplates: true } })}
                  onUse={() => (signedIn ? navigate(paths.dashboard, { state: { template: toSelectedTemplate(t) } }) : setLoginNeeded(true))} />
              ))}
            </ul>
          )}
        </>}

      <div className="mt-14 rounded-2xl bg-indigo-600 px-6 py-10 text-center text-white">
        <h2 className="text-2xl font-bold">Don&apos;t see the right fit?</h2>
        <p className="mx-auto mt-2 max-w-xl text-indigo-50">Describe your business and we&apos;ll build a page from scratch.</p>
        <Link to={paths.dashboard} className={`${primaryButton} mt-6 !bg-white !text-indigo-700 hover:!bg-indigo-50`}>Create Custom Page</Link>
      </div>
      {loginNeeded && <LoginRequiredModal onClose={() => setLoginNeeded(false)} />}
    </div>
  );
}
