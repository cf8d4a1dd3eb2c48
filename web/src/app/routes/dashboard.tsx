import type { Template } from '@sitewright/core/schemas/template';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { secondaryButton } from '../../components/ui/field';
import { Icon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/session';
import { CreationWizard } from '../../features/create/components/creation-wizard';
import { RecentProjects } from '../../features/projects/components/recent-projects';
import { emptyValues, valuesFromTemplate } from '../../features/create/wizard-model';
import { TemplatePicker } from '../../features/templates/components/template-picker';
import { usePageMeta } from '../../lib/page-meta';
import { toSelectedTemplate, type SelectedTemplate } from '../../lib/selected-template';

const panel = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * /dashboard (SPEC §2): header, the template banner (a template from navigation state is applied
 * once, then the state is cleared), the wizard, the template picker and the side panels.
 */
export function DashboardPage() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [template, setTemplate] = useState<SelectedTemplate | null>(() => (location.state as { template?: SelectedTemplate } | null)?.template ?? null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  usePageMeta({ title: 'Create your website', description: 'Describe your business and generate your website.', noindex: true });

  useEffect(() => {
    if ((location.state as { template?: unknown } | null)?.template) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const apply = (t: SelectedTemplate | null) => { setTemplate(t); setFormKey((k) => k + 1); setPickerOpen(false); };
  // Picking a template (or Create New) further down the page changes the form above it: bring the
  // banner or the form into view and put focus on the first field, so the change is seen and keyboard
  // users are not left on a button that no longer exists.
  const formStart = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formKey === 0) return;
    formStart.current?.scrollIntoView?.({ block: 'start' });
    formStart.current?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [formKey]);
  const pick = (t: Template) => apply(toSelectedTemplate(t));

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Create your website</h1>
            <p className="mt-2 text-slate-600">Answer seven questions, or start from a template.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.templates} className={secondaryButton}>Browse templates</Link>
            <button type="button" className={secondaryButton} onClick={() => apply(null)}>Start from scratch</button>
          </div>
        </div>
        <RecentProjects />
        <div ref={formStart} className="scroll-mt-20">
          {template && (
            <div className="mt-6 flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-indigo-900">Using Template: {template.name}</p>
                <p className="line-clamp-2 text-sm text-indigo-900/80">{template.description}</p>
              </div>
              <button type="button" className={`${secondaryButton} shrink-0 !py-1.5 text-sm`} onClick={() => apply(null)}>Remove Template</button>
            </div>
          )}
          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="space-y-6">
              <CreationWizard key={formKey} compact titleLevel={2} signedIn={Boolean(user)} templateId={template?.id ?? null}
                initialValues={template ? valuesFromTemplate(template) : formKey > 0 ? emptyValues : undefined} />
              <div>
                <button type="button" aria-expanded={pickerOpen} aria-controls="template-picker" onClick={() => setPickerOpen((o) => !o)} className={secondaryButton}>
                  <Icon name="search" className="h-4 w-4" />{pickerOpen ? 'Hide Templates' : 'Browse Templates'}
                </button>
                {pickerOpen && <div id="template-picker" className="mt-4"><TemplatePicker onPick={pick} /></div>}
              </div>
            </div>
            <aside className="space-y-6" aria-label="Tips and shortcuts">
              <section className={panel} aria-labelledby="insights-title">
                <h2 id="insights-title" className="flex items-center gap-2 font-semibold text-slate-900"><Icon name="sparkles" className="h-5 w-5 text-indigo-600" />AI Insights</h2>
                <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                  <div className="flex flex-col"><dt className="text-xs text-slate-600">generated</dt><dd className="order-first text-lg font-bold text-slate-900">10K+</dd></div>
                  <div className="flex flex-col"><dt className="text-xs text-slate-600">success</dt><dd className="order-first text-lg font-bold text-slate-900">99.2%</dd></div>
                  <div className="flex flex-col"><dt className="text-xs text-slate-600">speed</dt><dd className="order-first text-lg font-bold text-slate-900">1.2s</dd></div>
                </dl>
              </section>
              <section className={panel} aria-labelledby="help-title">
                <h2 id="help-title" className="font-semibold text-slate-900">Need Help?</h2>
                <p className="mt-2 text-sm text-slate-600">Our team answers 24/7 support requests, usually within the hour.</p>
                <Link to={paths.contact} className={`${secondaryButton} mt-4 w-full !py-2 text-sm`}><Icon name="mail" className="h-4 w-4" />Get Support</Link>
              </section>
              <section className={panel} aria-labelledby="quick-title">
                <h2 id="quick-title" className="font-semibold text-slate-900">Quick Actions</h2>
                <div className="mt-4 grid grid-cols-1 gap-2">
                  <Link to={paths.templates} className={`${secondaryButton} !py-2 text-sm`}>Browse Templates</Link>
                  <button type="button" className={`${secondaryButton} !py-2 text-sm`} onClick={() => apply(null)}><Icon name="plus" className="h-4 w-4" />Create New</button>
                </div>
              </section>
            </aside>
          </div>
        </div>
      </div>
    </div>
  );
}
