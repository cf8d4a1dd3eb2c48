import { lazy, startTransition, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { BuildAnimation } from '../../components/marketing/build-animation';
import { Benefits, FeatureCards } from '../../components/marketing/feature-cards';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/session';
import { TemplatesStrip } from '../../features/templates/components/templates-strip';
import { usePageMeta } from '../../lib/page-meta';

// The wizard sits below the fold and pulls the generation schema: it loads in its own chunk.
const CreationWizard = lazy(() => import('../../features/create/components/creation-wizard').then((m) => ({ default: m.CreationWizard })));

/**
 * True once `ref` comes within about a screen of the viewport. The wizard (and the generation schema
 * it pulls in) loads then, not with the page: it sits at the bottom of home, and many visitors never
 * scroll there. Until then the prerendered placeholder stays (src/prerender.tsx), which also keeps
 * the wizard's sessionStorage draft out of hydration.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    const reveal = () => startTransition(() => setNear(true));
    if (!el || typeof IntersectionObserver === 'undefined') return reveal();
    const io = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) { io.disconnect(); reveal(); } }, { rootMargin: '100% 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [ref]);
  return near;
}

const wizardPlaceholder = <div className="h-96 rounded-2xl border border-slate-200 bg-white py-24"><Spinner /></div>;

/** Home (SPEC §2): hero by sign-in state, the five-step illustration, templates, features, benefits, wizard. */
export function HomePage() {
  const { user } = useSession();
  const wizardSlot = useRef<HTMLDivElement>(null);
  const showWizard = useNearViewport(wizardSlot);
  usePageMeta({ title: 'Sitewright', description: 'Describe your business and get a fast, accessible website you can preview, refine and publish to Google Cloud.' });
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div className="text-center lg:text-left">
            <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">AI website generator</p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl xl:text-6xl">
              {user ? <>Welcome back, {user.name.split(' ')[0]}. What will you build today?</> : <>Describe your business. Get a website that&apos;s ready to publish.</>}
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 lg:mx-0">
              {user
                ? 'Start a new site from a description or a template, then refine it section by section and publish it in one click.'
                : 'Sitewright writes, designs and codes a fast, accessible, responsive site from a short brief, and deploys it to Google Cloud with a GitHub repository beside it.'}
            </p>
            <div className="mt-10 flex flex-wrap justify-center gap-3 lg:justify-start">
              <Link to={paths.dashboard} className="rounded-lg border border-transparent bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700">{user ? 'Create Website' : 'Start Creating'}</Link>
              <Link to={paths.templates} className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50">Browse Templates</Link>
            </div>
          </div>
          <BuildAnimation />
        </div>
      </section>
      <TemplatesStrip signedIn={Boolean(user)} />
      <FeatureCards />
      <Benefits />
      <section id="start" aria-labelledby="start-title" className="bg-gradient-to-b from-white to-indigo-50 py-16 sm:py-20">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">
          <h2 id="start-title" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Start your project</h2>
          <p className="mt-3 text-center text-slate-600">Seven quick questions. Your site is ready seconds after the last one.</p>
          <div ref={wizardSlot} className="mt-8">
            <Suspense fallback={wizardPlaceholder}>
              {showWizard ? <CreationWizard signedIn={Boolean(user)} /> : wizardPlaceholder}
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
