import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/session';
import { usePageMeta } from '../../lib/page-meta';

/** Home (SPEC §2): the hero differs by sign-in state. The rest of the page arrives with the web-app issue. */
export function HomePage() {
  const { user } = useSession();
  usePageMeta({ title: 'Sitewright', description: 'Describe your business and get a fast, accessible website you can preview, refine and publish to Google Cloud.' });
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">AI website generator</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          {user ? <>Welcome back, {user.name.split(' ')[0]}. What will you build today?</> : <>Describe your business. Get a website that&apos;s ready to publish.</>}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          {user
            ? 'Start a new site from a description or a template, then refine it section by section and publish it in one click.'
            : 'Sitewright writes, designs and codes a fast, accessible, responsive site from a short brief, and deploys it to Google Cloud with a GitHub repository beside it.'}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.dashboard} className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700">{user ? 'Create Website' : 'Start Creating'}</Link>
          <Link to={paths.templates} className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50">Browse Templates</Link>
        </div>
      </div>
    </section>
  );
}
