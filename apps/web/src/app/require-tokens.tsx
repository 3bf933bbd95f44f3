import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import { useSessionUser } from '@/lib/current-user';

/**
 * The gate of /email-verification, /onboarding and /walkthrough: both tokens and a loaded profile.
 * Those screens check verification and completion themselves (spec).
 */
export default function RequireTokens() {
  const location = useLocation();
  const session = useSessionUser();
  if (session.status === 'signed-out') {
    const { pathname, search, hash } = location;
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash }, error: session.message }} />;
  }
  if (session.status === 'loading') return <FullScreenLoader />;
  return <Outlet />;
}
