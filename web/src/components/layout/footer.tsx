import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/session';
import { Logo } from './logo';

const SUPPORT_EMAIL = 'support@sitewright.app';
const link = 'text-sm text-slate-300 hover:text-white';

/** The global footer of SPEC §2. */
export function Footer() {
  const { user } = useSession();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm text-slate-400">Describe your business and publish a fast, accessible website in minutes.</p>
          <p className="mt-4 text-sm"><span className="font-semibold text-white">4.9/5</span> <span className="text-slate-400">average rating from our users</span></p>
          <Link to={user ? paths.dashboard : paths.login} className="mt-6 inline-flex rounded-lg bg-indigo-500 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-400">
            {user ? 'Open Dashboard' : 'Get Started'}
          </Link>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold text-white">Product</h2>
          <ul className="mt-4 space-y-3">
            <li><Link className={link} to={paths.home}>Home</Link></li>
            <li><Link className={link} to={paths.templates}>Templates</Link></li>
            <li><Link className={link} to={paths.dashboard}>Dashboard</Link></li>
          </ul>
        </nav>
        <nav aria-label="Account">
          <h2 className="text-sm font-semibold text-white">Account</h2>
          <ul className="mt-4 space-y-3">
            {user ? <li><Link className={link} to={paths.profile}>My Projects</Link></li> : <>
              <li><Link className={link} to={paths.login}>Sign In</Link></li>
              <li><Link className={link} to={paths.register}>Create Account</Link></li>
            </>}
            <li><a className={link} href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a></li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">© {new Date().getFullYear()} Sitewright</div>
    </footer>
  );
}
