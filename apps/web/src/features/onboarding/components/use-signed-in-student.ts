import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser, type CurrentUser } from '@/lib/current-user';

/**
 * The student for the onboarding screens. Without tokens, with no profile (an empty list) or when the
 * profile cannot be loaded, the session has ended and the student goes to /login (spec: App start).
 */
export function useSignedInStudent(): { user: CurrentUser | undefined; isLoading: boolean } {
  const session = useSessionUser();
  const navigate = useNavigate();
  const signedOutMessage = session.status === 'signed-out' ? (session.message ?? null) : undefined;

  useEffect(() => {
    if (signedOutMessage === undefined) return;
    void navigate('/login', { replace: true, state: signedOutMessage ? { error: signedOutMessage } : undefined });
  }, [signedOutMessage, navigate]);

  return session.status === 'ready' ? { user: session.user, isLoading: false } : { user: undefined, isLoading: true };
}
