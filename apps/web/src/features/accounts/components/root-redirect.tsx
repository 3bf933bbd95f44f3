import { Navigate } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import { useSessionUser } from '@/lib/current-user';
import type { LoginNavigationState } from '../navigation-state';

/** '/': signed in, to the dashboard once onboarding is done, else onboarding; otherwise /login. */
export default function RootRedirect() {
  const session = useSessionUser();
  if (session.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ error: session.message } satisfies LoginNavigationState} />;
  }
  if (session.status === 'loading') return <FullScreenLoader />;
  return <Navigate to={session.user.is_completed ? '/dashboard' : '/onboarding'} replace />;
}
