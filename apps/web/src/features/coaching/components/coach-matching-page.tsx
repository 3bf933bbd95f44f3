import type { MatchRequest } from '@bloom/contract/coaching';
import { CircleCheck, ClipboardList, History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMatchedCoaches, MATCHED_COACHES_FAILED_MESSAGE } from '@/components/coaching-cards/api/get-matched-coaches';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsEvents, track } from '@/lib/analytics';
import { serverMessageOr } from '@/lib/error-message';
import { useFormatUserTime } from '@/lib/format-user-time';
import { useQuestions } from '../api/get-questions';
import { useResponsesStatus } from '../api/get-responses-status';
import { nextAllowedTimeOf, SUBMIT_RESPONSES_FAILED_MESSAGE, useSubmitResponses, type SubmitResponsesResult } from '../api/submit-responses';
import { toAnswerPayload, type DraftAnswer } from '../questionnaire-answers';
import { ANALYSIS_STEP_MS, AnalysisProgress, analysisSteps } from './analysis-progress';
import { MatchList, NoMatchesWithExamples } from './match-results';
import { Questionnaire } from './questionnaire';

type Phase =
  | { name: 'questionnaire' }
  | { name: 'analyzing' }
  | { name: 'submitted'; result: SubmitResponsesResult }
  | { name: 'results'; result: SubmitResponsesResult }
  | { name: 'already-submitted'; nextAllowedTime: string | null };

function PageHeader() {
  return (
    <header>
      <h1 className="text-2xl font-bold text-ink">Find Your Coach</h1>
      <p className="mt-1 text-ink-muted">Answer a few questions and we'll match you with the coaches who fit you best.</p>
    </header>
  );
}

/** The student's current matches (already-submitted state), with their loading, error and empty states. */
function CurrentMatches() {
  const matches = useMatchedCoaches();
  if (matches.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="text-sm text-ink-muted">Loading coaches...</span>
        <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      </div>
    );
  }
  if (matches.isError) {
    return (
      <Alert
        tone="error"
        title="Error Loading Coaches"
        action={
          <Button variant="outline" onClick={() => void matches.refetch()}>
            Try Again
          </Button>
        }
      >
        {MATCHED_COACHES_FAILED_MESSAGE}
      </Alert>
    );
  }
  if (matches.data.length === 0) {
    return <EmptyState title="No coaches matched yet" hint="No coach had open times when you took the assessment. Please check back after your next one." />;
  }
  return <MatchList matches={matches.data} />;
}

function AlreadySubmitted({ nextAllowedTime }: { nextAllowedTime: string | null }) {
  const formatTime = useFormatUserTime();
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <History aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-ink">You've already taken the assessment</h2>
          <p className="text-sm text-ink-muted">
            The assessment can be taken once every 24 hours.
            {nextAllowedTime ? (
              <>
                {' '}
                You can take it again after <span className="font-semibold text-ink">{formatTime(nextAllowedTime)}</span>.
              </>
            ) : null}
          </p>
        </div>
      </Card>
      <section aria-labelledby="current-matches-title" className="flex flex-col gap-4">
        <h2 id="current-matches-title" className="text-lg font-semibold text-ink">
          Your Matched Coaches
        </h2>
        <CurrentMatches />
      </section>
    </div>
  );
}

function Results({ matches }: { matches: MatchRequest[] }) {
  return (
    <section aria-labelledby="results-title" className="flex flex-col gap-4">
      <div>
        <h2 id="results-title" className="text-lg font-semibold text-ink">
          Your Top Coach Matches
        </h2>
        <p className="text-sm text-ink-muted">Picked from your answers and growth areas, among coaches with free time in the next 45 days.</p>
      </div>
      {matches.length > 0 ? <MatchList matches={matches} /> : <NoMatchesWithExamples />}
    </section>
  );
}

/**
 * /coach-matching: the questionnaire one question at a time, the three-step analysis, the
 * submitted-successfully state and the matched coaches; or, within 24 hours of the last submission,
 * the already-submitted state.
 */
export default function CoachMatchingPage() {
  const questions = useQuestions();
  const status = useResponsesStatus();
  const submit = useSubmitResponses();
  const [phase, setPhase] = useState<Phase>({ name: 'questionnaire' });
  const [answers, setAnswers] = useState<ReadonlyMap<number, DraftAnswer>>(new Map());
  const [index, setIndex] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [activeStep, setActiveStep] = useState(0);
  const [outcome, setOutcome] = useState<{ result?: SubmitResponsesResult; error?: unknown } | null>(null);
  const hasTrackedView = useRef(false);

  const isBlockedByStatus = status.data?.can_submit === false;
  const effectivePhase: Phase = phase.name === 'questionnaire' && isBlockedByStatus ? { name: 'already-submitted', nextAllowedTime: status.data?.next_allowed_time ?? null } : phase;

  useEffect(() => {
    if (effectivePhase.name === 'questionnaire' && questions.data && questions.data.length > 0 && !hasTrackedView.current) {
      hasTrackedView.current = true;
      track(analyticsEvents.formView);
    }
  }, [effectivePhase.name, questions.data]);

  // The analysis steps advance on a timer; the last one stays until the server has answered.
  useEffect(() => {
    if (phase.name !== 'analyzing' || activeStep >= analysisSteps.length - 1) return;
    const timer = setTimeout(() => setActiveStep((step) => step + 1), ANALYSIS_STEP_MS);
    return () => clearTimeout(timer);
  }, [phase.name, activeStep]);

  useEffect(() => {
    if (phase.name !== 'analyzing' || activeStep < analysisSteps.length - 1 || !outcome) return;
    const timer = setTimeout(() => {
      setActiveStep(analysisSteps.length);
      if (outcome.result) {
        setPhase({ name: 'submitted', result: outcome.result });
        return;
      }
      const nextAllowed = nextAllowedTimeOf(outcome.error);
      if (nextAllowed) {
        setPhase({ name: 'already-submitted', nextAllowedTime: nextAllowed });
        return;
      }
      setSubmitError(SUBMIT_RESPONSES_FAILED_MESSAGE);
      setPhase({ name: 'questionnaire' });
    }, ANALYSIS_STEP_MS);
    return () => clearTimeout(timer);
  }, [phase.name, activeStep, outcome]);

  function submitAnswers() {
    if (!questions.data || submit.isPending) return;
    setSubmitError(null);
    setActiveStep(0);
    setOutcome(null);
    setPhase({ name: 'analyzing' });
    track(analyticsEvents.formSubmit);
    submit.mutate(toAnswerPayload(questions.data, answers), {
      onSuccess: (result) => {
        track(analyticsEvents.coachFind, { properties: { matches: result.matches.length } });
        setOutcome({ result });
      },
      onError: (error) => {
        setOutcome({ error });
      },
    });
  }

  let content;
  if (effectivePhase.name === 'already-submitted') {
    content = <AlreadySubmitted nextAllowedTime={effectivePhase.nextAllowedTime} />;
  } else if (effectivePhase.name === 'analyzing') {
    content = <AnalysisProgress activeStep={activeStep} />;
  } else if (effectivePhase.name === 'submitted') {
    const { result } = effectivePhase;
    content = (
      <Card className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
          <CircleCheck aria-hidden="true" className="size-9" />
        </span>
        <div role="status" className="flex flex-col items-center gap-2">
          <h2 className="text-xl font-semibold text-ink">Assessment Submitted Successfully!</h2>
          <p className="max-w-md text-ink-muted">
            {result.matches.length > 0
              ? `We found ${result.matches.length === 1 ? 'your top coach match' : `your top ${result.matches.length} coach matches`}.`
              : 'Thank you. Your answers are saved.'}
          </p>
        </div>
        <Button size="lg" onClick={() => setPhase({ name: 'results', result })} autoFocus>
          See My Matches
        </Button>
      </Card>
    );
  } else if (effectivePhase.name === 'results') {
    content = <Results matches={effectivePhase.result.matches} />;
  } else if (questions.isPending || status.isPending) {
    content = (
      <Card role="status" className="flex flex-col gap-4">
        <span className="sr-only">Loading questions...</span>
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-2" />
        <Skeleton className="h-7 w-3/4" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </Card>
    );
  } else if (questions.isError) {
    content = (
      <Card>
        <Alert
          tone="error"
          title={serverMessageOr(questions.error, 'Failed to fetch questions')}
          action={
            <Button variant="outline" onClick={() => void questions.refetch()}>
              Try Again
            </Button>
          }
        />
      </Card>
    );
  } else if (questions.data.length === 0) {
    content = (
      <Card>
        <EmptyState icon={ClipboardList} title="No Questions Available" hint="The assessment isn't ready yet. Please check back soon." />
      </Card>
    );
  } else {
    content = (
      <Questionnaire
        questions={questions.data}
        answers={answers}
        onAnswer={(questionId, answer) => setAnswers((current) => new Map(current).set(questionId, answer))}
        index={Math.min(index, questions.data.length - 1)}
        onIndexChange={setIndex}
        onSubmit={submitAnswers}
        isSubmitting={submit.isPending}
        submitError={submitError}
      />
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader />
      {content}
    </main>
  );
}
