import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import { useVerificationStatus } from '@/features/accounts/api/check-verification';
import { useSessionUser } from '@/lib/current-user';

/**
 * The spec's route guard: 1. tokens and a session, else /login remembering where the student was going;
 * 2. a verified email, else /email-verification; 3. a completed profile, else /onboarding; 4. the page.
 * 'Loading...' while the profile or the verification check is in flight.
 *
 * The page behind the guard is the whole shell and screen: it mounts as a deferred value, which React
 * renders in slices that leave the browser free between them, while 'Loading...' stays until it is ready.
 */
export default function RouteGuard() {
  const location = useLocation();
  const session = useSessionUser();
  const email = session.status === 'ready' ? session.user.email : null;
  const verification = useVerificationStatus(email);
  const { pathname, search, hash } = location;

  const isChecking = session.status === 'loading' || (session.status === 'ready' && verification.isPending);
  // A failed check counts as verified (spec section 8): the server still refuses what needs it.
  const isVerified = verification.isError || (verification.isSuccess && verification.data.email_verified);
  const isAllowed = session.status === 'ready' && !isChecking && isVerified && session.user.is_completed;
  const isPageShown = useDeferredValue(isAllowed);

  if (session.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash }, error: session.message }} />;
  }
  if (isChecking) return <FullScreenLoader />;
  if (!isVerified) {
    return <Navigate to="/email-verification" replace state={{ email, intendedPath: `${pathname}${search}${hash}` }} />;
  }
  if (!session.user.is_completed) return <Navigate to="/onboarding" replace />;
  return isPageShown ? <Outlet /> : <FullScreenLoader />;
}
