import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginWithRedirect } from '../config/paths';
import { useSession } from '../features/auth/hooks/session';

/** SPEC §2: render nothing while the session loads, then /login (with this page as the target) when signed out. */
export function ProtectedRoute() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return null;
  if (!user) return <Navigate to={loginWithRedirect(location.pathname + location.search)} replace />;
  return <Outlet />;
}
