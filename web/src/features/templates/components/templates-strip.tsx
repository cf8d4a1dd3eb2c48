import { HOME_TEMPLATES_SHOWN } from '@sitewright/core/limits';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { TemplateImage } from '../../../components/template-image';
import { loginWithRedirect, paths } from '../../../config/paths';
import { useTemplates } from '../api/get-templates';
import { newestFirst } from '../template-filters';
import { displayDescription, displayName } from '../../../lib/format';

/**
 * Home's Community Templates strip (SPEC §2): the 10 newest, View all; a guest's card goes to login
 * with the preview as the target. A failed load shows the empty text (SPEC §8 "shows an empty list silently").
 */
export function TemplatesStrip({ signedIn }: { signedIn: boolean }) {
  const templates = useTemplates();
  const newest = useMemo(() => [...(templates.data ?? [])].sort(newestFirst).slice(0, HOME_TEMPLATES_SHOWN), [templates.data]);
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="community-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Community Templates</h2>
          <p className="mt-2 text-slate-600">Sites other makers published. Open one to see it live.</p>
        </div>
        <Link to={paths.templates} className="shrink-0 font-semibold text-indigo-700 hover:underline">View all<span className="sr-only"> templates</span> →</Link>
      </div>
      {templates.isPending ? (
        <ul aria-hidden="true" className="mt-6 flex gap-4 overflow-hidden">{Array.from({ length: 4 }, (_, i) => <li key={i} className="h-52 w-64 shrink-0 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" />)}</ul>
      ) : newest.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">No templates yet. Check back soon.</p>
      ) : (
        <ul className="-mx-4 mt-6 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0">
          {newest.map((t) => (
            <li key={t.id} className="w-64 shrink-0 snap-start">
              <Link to={signedIn ? paths.preview(t.id) : loginWithRedirect(paths.preview(t.id))}
                className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600">
                <TemplateImage logoUrl={t.logo_url} industry={t.industry} className="aspect-[8/5] w-full" />
                <span className="block p-4">
                  <span className="block truncate font-semibold text-slate-900 group-hover:text-indigo-700">{displayName(t.name)}</span>
                  <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{displayDescription(t.description)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
