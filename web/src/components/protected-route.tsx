import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginWithRedirect, paths } from '../config/paths';
import { useSession } from '../features/auth/hooks/session';

/**
 * SPEC §2: render nothing while the session loads, then /login (with this page as the target) when
 * signed out; home after a Logout, which must not land on the sign-in box of the page just left.
 */
export function ProtectedRoute() {
  const { user, loading, loggedOut } = useSession();
  const location = useLocation();
  if (loading) return null;
  if (!user) return <Navigate to={loggedOut ? paths.home : loginWithRedirect(location.pathname + location.search)} replace />;
  return <Outlet />;
}
