import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { ConfidenceLevel } from '@bloom/contract/growth';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MultiSelectField } from '@/components/ui/multi-select';
import { RadioCardGroup } from '@/components/ui/radio-group';
import { FullScreenLoader } from '@/components/ui/spinner';
import { refetchCurrentUser, type CurrentUser } from '@/lib/current-user';
import { serverMessageOr } from '@/lib/error-message';
import { confidenceLevelOptions, growthAreaOptions, labelOf } from '@/lib/options';
import { useCreateGrowthAreas } from '../api/create-growth-areas';
import { OnboardingLayout } from './onboarding-layout';
import { useSignedInStudent } from './use-signed-in-student';

/** The spec's pause before the dashboard, so the student sees that the choices were saved. */
export const WALKTHROUGH_REDIRECT_MS = 1000;

export const walkthroughMessages = {
  createFailed: 'Failed to create growth areas. Please try again.',
  chooseArea: 'Choose at least one growth area to continue.',
  chooseLevel: 'Choose how confident you feel to finish.',
  done: 'Your goals are saved. Taking you to your dashboard...',
} as const;

/** The chosen ids in the options' own order, comma-joined as the server expects. */
function joinAreaIds(chosen: readonly string[]): string {
  return growthAreaOptions
    .map((option) => option.value)
    .filter((id) => chosen.includes(id))
    .join(',');
}

function Walkthrough({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const creation = useCreateGrowthAreas();
  const [step, setStep] = useState<0 | 1>(0);
  const [areas, setAreas] = useState<string[]>([]);
  const [confidence, setConfidence] = useState<ConfidenceLevel | ''>('');
  const [isDone, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  // A new step replaces the screen's content: move focus to its heading so screen readers follow.
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
    hasMoved.current = true;
  }, [step]);

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(() => void navigate('/dashboard'), WALKTHROUGH_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  function complete() {
    if (confidence === '' || creation.isPending || isDone) return;
    creation.mutate(
      { student_profile: user.profile_id, growth_area_id: joinAreaIds(areas), initial_confidence_level: confidence },
      {
        onSuccess: async () => {
          // The areas are saved either way; a failed refresh must not invite a second, duplicate save.
          await refetchCurrentUser(queryClient).catch(() => null);
          setDone(true);
        },
      },
    );
  }

  const isBusy = creation.isPending || isDone;

  if (step === 0) {
    return (
      <OnboardingLayout
        step={2}
        headingRef={headingRef}
        title="What would you like to grow in?"
        subtitle="Choose the areas that matter to you right now. You can pick as many as you like."
      >
        <Card className="flex flex-col gap-6 p-5 sm:p-8">
          <MultiSelectField
            label="Growth areas"
            options={growthAreaOptions}
            value={areas}
            onChange={setAreas}
            hint={areas.length === 0 ? walkthroughMessages.chooseArea : `${areas.length} chosen`}
          />
          <div className="flex justify-end border-t border-line pt-6">
            <Button size="lg" className="w-full sm:w-auto" disabled={areas.length === 0} onClick={() => setStep(1)}>
              Continue
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </Card>
      </OnboardingLayout>
    );
  }

  return (
    <OnboardingLayout
      step={2}
      headingRef={headingRef}
      title="How confident do you feel right now?"
      subtitle="There is no wrong answer: this is where you start, and your coach will help you grow from here."
    >
      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Your growth areas</p>
          <ul className="flex flex-wrap gap-2">
            {areas.map((id) => (
              <li key={id}>
                <Badge tone="primary" className="px-3 py-1 text-sm">
                  {labelOf(growthAreaOptions, id)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <RadioCardGroup
          label="Confidence level"
          options={confidenceLevelOptions}
          value={confidence}
          onChange={(value) => setConfidence(value as ConfidenceLevel)}
          hint={confidence === '' ? walkthroughMessages.chooseLevel : undefined}
        />
        {creation.isError ? <Alert tone="error">{serverMessageOr(creation.error, walkthroughMessages.createFailed)}</Alert> : null}
        {isDone ? <Alert tone="success">{walkthroughMessages.done}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">
          <Button variant="outline" size="lg" disabled={isBusy} onClick={() => setStep(0)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
          <Button size="lg" disabled={confidence === ''} isBusy={isBusy} busyLabel="Saving..." onClick={complete}>
            Complete
          </Button>
        </div>
      </Card>
    </OnboardingLayout>
  );
}

/** /walkthrough, onboarding step 2: growth areas, then a confidence level. */
export default function WalkthroughPage() {
  const { user, isLoading } = useSignedInStudent();
  if (isLoading || !user) return <FullScreenLoader />;
  if (!user.email_verified) return <Navigate to="/email-verification" replace state={{ email: user.email, intendedPath: '/walkthrough' }} />;
  if (!user.is_completed) return <Navigate to="/onboarding" replace />;
  return <Walkthrough user={user} />;
}
