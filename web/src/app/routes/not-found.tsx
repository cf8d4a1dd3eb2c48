import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';

const links = [
  ['Home', paths.home], ['Templates', paths.templates], ['Features', paths.features], ['About', paths.about],
  ['Contact', paths.contact], ['Pricing', paths.pricing], ['Blog', paths.blog],
] as const;

/** The 404 page (SPEC §2). */
export function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'The page you are looking for does not exist.', noindex: true });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black tracking-tight text-indigo-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Oops! Page Not Found</h1>
      <p className="mt-4 text-slate-600">The page you are looking for may have moved, or never existed. These may help:</p>
      <nav aria-label="Helpful links" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {links.map(([label, to]) => <li key={label}><Link to={to} className="font-medium text-indigo-700 hover:underline">{label}</Link></li>)}
        </ul>
      </nav>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50">Back to Home</Link>
        <Link to={paths.dashboard} className="rounded-lg border border-transparent bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700">Start Building</Link>
      </div>
    </section>
  );
}
