import { Navigate, useParams } from 'react-router';

/** /ref/{code}: the signup form with the code filled in and locked; no code, plain signup. */
export default function ReferralRedirect() {
  const code = useParams().code?.trim();
  const to = code ? `/register?${new URLSearchParams({ ref: code }).toString()}` : '/register';
  return <Navigate to={to} replace />;
}
