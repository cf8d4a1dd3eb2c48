import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { initials, useSession } from '../../features/auth/hooks/session';
import { Logo } from './logo';
import { menuItem, MenuButton } from './menu-button';
import { useDismiss } from './use-dismiss';

const explore = [
  { to: paths.templates, label: 'Browse Templates' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
];
const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;
const cta = 'inline-flex items-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700';

/** The global header of SPEC §2, signed-in and signed-out variants, with a mobile menu that mirrors it. */
export function Header() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileRef = useRef<HTMLDivElement>(null);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useDismiss(mobileRef, mobileOpen, closeMobile);
  const logout = () => { signOut(); navigate(paths.home); };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div ref={mobileRef} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="rounded-lg" aria-label="Sitewright home"><Logo /></Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to={paths.home} end className={navLink}>Home</NavLink>
          <MenuButton label="Explore">{(close) => explore.map((l) => <Link key={l.to} to={l.to} onClick={close} className={menuItem}>{l.label}</Link>)}</MenuButton>
          <NavLink to={paths.templates} className={navLink}>Templates</NavLink>
          {!user && <>
            <NavLink to={paths.pricing} className={navLink}>Pricing</NavLink>
            <NavLink to={paths.about} className={navLink}>About</NavLink>
            <NavLink to={paths.contact} className={navLink}>Contact</NavLink>
          </>}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {user ? <>
            <Link to={paths.dashboard} className={cta}>Create Website</Link>
            <MenuButton align="right" buttonClass="inline-flex items-center gap-2 rounded-full p-1 pr-2 text-sm text-slate-700 hover:bg-slate-100"
              label={<><span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white">{initials(user)}</span><span className="sr-only">Account menu for </span><span className="max-w-40 truncate">{user.name || user.email}</span></>}>
              {(close) => <>
                <p className="truncate px-3 py-2 text-xs text-slate-500">{user.email}</p>
                <Link to={paths.dashboard} onClick={close} className={menuItem}>Dashboard</Link>
                <Link to={paths.profile} onClick={close} className={menuItem}>Profile</Link>
                <button type="button" onClick={() => { close(); logout(); }} className={menuItem}>Logout</button>
              </>}
            </MenuButton>
          </> : <>
            <Link to={paths.login} className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100">Sign In</Link>
            <Link to={paths.dashboard} className={cta}>Start Creating</Link>
          </>}
        </div>
        <button type="button" className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden" aria-expanded={mobileOpen} aria-controls="mobile-menu"
          onClick={() => setMobileOpen((o) => !o)}>
          <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        {mobileOpen && (
          <nav id="mobile-menu" aria-label="Mobile" className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden">
            <Link to={paths.home} onClick={closeMobile} className={menuItem}>Home</Link>
            <p className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">Explore</p>
            {explore.map((l) => <Link key={l.to} to={l.to} onClick={closeMobile} className={menuItem}>{l.label}</Link>)}
            <Link to={paths.templates} onClick={closeMobile} className={menuItem}>Templates</Link>
            <div className="mt-3 border-t border-slate-200 pt-3">
              {user ? <>
                <p className="truncate px-3 py-1 text-sm font-medium text-slate-900">{user.name || user.email}</p>
                <Link to={paths.dashboard} onClick={closeMobile} className={menuItem}>Create Website</Link>
                <Link to={paths.dashboard} onClick={closeMobile} className={menuItem}>Dashboard</Link>
                <Link to={paths.profile} onClick={closeMobile} className={menuItem}>Profile</Link>
                <button type="button" onClick={() => { closeMobile(); logout(); }} className={menuItem}>Logout</button>
              </> : <>
                <Link to={paths.login} onClick={closeMobile} className={menuItem}>Sign In</Link>
                <Link to={paths.dashboard} onClick={closeMobile} className={`${cta} mt-2 w-full justify-center`}>Start Creating</Link>
              </>}
            </div>
          </nav>
        )}
      </div>
    </header>
  );
}
