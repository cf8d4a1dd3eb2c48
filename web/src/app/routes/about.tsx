import { Link } from 'react-router-dom';
import { primaryButton } from '../../components/ui/field';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';

const capabilities = [
  ['Generate', 'A complete, responsive website or landing page from a short description of your business.'],
  ['Preview', 'See it on desktop, tablet and phone widths before anyone else does.'],
  ['Refine', 'Point at any section and describe the change, optionally with an image.'],
  ['Own the code', 'Copy or download clean HTML, CSS and JavaScript at any time.'],
  ['Deploy', 'Publish to Google Cloud behind a global CDN, with a GitHub repository for the code.'],
  ['Start from templates', 'Begin from a site the community published and make it yours.'],
] as const;
const audience = ['Startups validating an idea', 'Product teams launching a feature', 'Agencies prototyping for clients', 'Small businesses that need a home on the web'];

/** /about (SPEC §2): mission, capabilities and audience. */
export function AboutPage() {
  usePageMeta({ title: 'About', description: 'Sitewright turns a description of your business into a fast, accessible website, and publishes it for you.' });
  return (
    <div>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">About Sitewright</h1>
          <p className="mt-6 text-lg text-slate-700"><strong>Our mission:</strong> anyone with something to offer should have a good website, today, without hiring a designer or learning to code.</p>
        </div>
      </section>
      <section aria-labelledby="cap-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="cap-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">What Sitewright does</h2>
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map(([t, d]) => <li key={t} className="rounded-xl border border-slate-200 p-6"><h3 className="font-semibold text-slate-900">{t}</h3><p className="mt-2 text-sm text-slate-600">{d}</p></li>)}
        </ul>
      </section>
      <section aria-labelledby="aud-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="aud-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Who it&apos;s for</h2>
          <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">{audience.map((a) => <li key={a} className="rounded-lg bg-white px-4 py-3 text-slate-800 shadow-sm">{a}</li>)}</ul>
          <Link to={paths.dashboard} className={`${primaryButton} mt-10`}>Start Creating</Link>
        </div>
      </section>
    </div>
  );
}
