import { Link } from 'react-router-dom';
import { SiteThumbnail } from '../../../components/site-thumbnail';
import { paths } from '../../../config/paths';
import { displayName, formatDate } from '../../../lib/format';
import { useUserProjects } from '../api/get-user-projects';

/**
 * The dashboard's recent projects (issue 17 §5: a returning user who clicks Dashboard finds their sites,
 * not only the wizard): the three newest, each with a picture of the site, above the wizard; nothing
 * for a user without projects.
 */
export function RecentProjects() {
  const q = useUserProjects();
  const recent = (q.data ?? []).slice(0, 3);
  if (!recent.length) return null;
  return (
    <section aria-labelledby="recent-title" className="mt-8">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recent-title" className="text-lg font-semibold text-slate-900">Your recent projects</h2>
        <Link to={paths.profile} className="text-sm font-semibold text-indigo-700 hover:underline">All projects ({q.data?.length})</Link>
      </div>
      <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">{recent.map((p) => (
        <li key={p.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
          {p.status === 'ready' ? <SiteThumbnail projectId={p.id} className="aspect-[8/5] border-b border-slate-200" /> : <div className="aspect-[8/5] bg-slate-100" />}
          <div className="p-4">
            <h3 className="truncate font-semibold text-slate-900"><Link to={paths.preview(p.id)} className="hover:text-indigo-700">{displayName(p.business_name)}</Link></h3>
            <p className="mt-0.5 text-xs text-slate-600">
              {p.status === 'generating' ? 'Generating…' : p.status === 'failed' ? 'Generation failed' : p.deployed_url ? 'Deployed' : 'Not deployed'} · Created {formatDate(p.created_at)}
            </p>
          </div>
        </li>
      ))}</ul>
    </section>
  );
}
