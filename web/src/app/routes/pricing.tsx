import { Link } from 'react-router-dom';
import { primaryButton } from '../../components/ui/field';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';

/** /pricing (SPEC §2, §9: pricing is not available). */
export function PricingPage() {
  usePageMeta({ title: 'Pricing', description: 'Sitewright pricing is coming soon.' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">Pricing</p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Coming soon</h1>
      <p className="mt-4 text-lg text-slate-600">Until then, every feature is open to try.</p>
      <Link to={paths.dashboard} className={`${primaryButton} mt-8`}>Start Creating</Link>
    </section>
  );
}
