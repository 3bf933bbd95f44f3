import { useState } from 'react';
import { Navigate } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import { OnboardingFormView } from './onboarding-form-view';
import { OnboardingLayout } from './onboarding-layout';
import { useSignedInStudent } from './use-signed-in-student';

/** /onboarding, step 1: 'Let's cover some basics'. */
export default function OnboardingPage() {
  const { user, isLoading } = useSignedInStudent();
  // Once the submission is through, the refreshed profile is completed: the form sends the student on
  // to /walkthrough itself, so the "already completed" rule must not send them to /dashboard first.
  const [isFinishing, setFinishing] = useState(false);

  if (isLoading || !user) return <FullScreenLoader />;
  if (!user.email_verified) return <Navigate to="/email-verification" replace state={{ email: user.email, intendedPath: '/onboarding' }} />;
  if (user.is_completed && !isFinishing) return <Navigate to="/dashboard" replace />;

  return (
    <OnboardingLayout
      step={1}
      title="Let's cover some basics"
      subtitle="Tell us a little about yourself so we can match you with the right coaches and resources."
    >
      <OnboardingFormView user={user} onFinishing={setFinishing} />
    </OnboardingLayout>
  );
}
