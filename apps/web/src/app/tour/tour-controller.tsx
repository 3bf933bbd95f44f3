import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { EVENTS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import { useLocation, useNavigate } from 'react-router';
import { analyticsEvents, track } from '@/lib/analytics';
import { currentUserQueryKey, useCurrentUser, type CurrentUser } from '@/lib/current-user';
import { endTour } from './end-tour';
import { TourActionsContext, type TourActions } from './tour-actions';
import { COMMUNITY_STEP_INDEX, decideTourStart, resolveTourMove, TOUR_SCROLL_OFFSET, tourStepPlan, type TourDirection, type TourMove } from './tour-logic';
import { readTourRestartCount, readTourStorage, saveTourProgress, subscribeToTourRestart } from './tour-storage';
import { findTourTarget } from './tour-targets';
import { TourTooltip } from './tour-tooltip';

const stepTexts: Record<(typeof tourStepPlan)[number]['id'], { title: string; content: string }> = {
  welcome: {
    title: 'Welcome to Bloom!',
    content: "Let's take a quick look around so you know where everything is. It only takes a minute.",
  },
  'find-coaches': {
    title: 'Find your coach',
    content: "Answer a few questions and we'll match you with coaches who fit your goals.",
  },
  'matched-coaches': {
    title: 'Your matched coaches',
    content: 'Coaches matched to you show up here. Open a profile to see when they are free and book a session.',
  },
  'community-nav': {
    title: 'Peer community',
    content: 'The Community is where students share stories, cheer each other on and find they are not alone.',
  },
  'share-your-story': {
    title: 'Share your story',
    content: 'Post a win, a struggle or a lesson learned. You can post anonymously.',
  },
  'all-set': {
    title: "You're all set!",
    content: 'That is the tour. You can take it again any time from Help at the top of the screen.',
  },
};

const locale = {
  back: 'Back',
  close: 'Close',
  last: 'Finish Tour',
  next: 'Next',
  nextWithProgress: 'Next (Step {current} of {total})',
  skip: 'Skip Tour',
};

const steps: Step[] = tourStepPlan.map((plan, index) => ({
  id: plan.id,
  title: stepTexts[plan.id].title,
  content: stepTexts[plan.id].content,
  ...(plan.target === 'center'
    ? { target: 'body', placement: 'center' as const }
    : { target: () => findTourTarget(plan.target as Exclude<typeof plan.target, 'center'>), placement: 'auto' as const }),
  // The community step hides Back: the steps before it live on another page.
  buttons: index === COMMUNITY_STEP_INDEX ? ['close', 'primary', 'skip'] : ['back', 'close', 'primary', 'skip'],
}));

const isTargetShown = (target: Parameters<typeof findTourTarget>[0]) => findTourTarget(target) !== null;

/**
 * The dashboard tour (react-joyride, controlled): starts on /dashboard after 1 s, moves to /community
 * at step index 3 and resumes there after 2 s, skips steps whose target is missing or hidden, and at
 * the end marks itself completed and pauses the profile. `isBlocked` holds it while a dialog or the
 * phone menu is open.
 */
export function TourController({ isBlocked }: { isBlocked: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  const restartCount = useSyncExternalStore(subscribeToTourRestart, readTourRestartCount);
  const [shown, setShown] = useState<{ index: number; runId: number; pathname: string; restartCount: number } | null>(null);
  // Any move to another page or a restart request ends what is on screen; the start effect decides again.
  const running = shown && shown.pathname === pathname && shown.restartCount === restartCount ? shown : null;
  const runIdRef = useRef(0);
  const directionRef = useRef<TourDirection>('forward');
  const hasEndedRef = useRef(false);
  const userRef = useRef<CurrentUser | null | undefined>(user);
  userRef.current = user;

  const applyMove = useCallback(
    (move: TourMove) => {
      switch (move.kind) {
        case 'show':
          saveTourProgress(move.index);
          setShown({ index: move.index, runId: runIdRef.current, pathname, restartCount });
          return;
        case 'navigate':
          saveTourProgress(move.index);
          setShown(null);
          navigate(move.path);
          return;
        case 'finish':
          finish('finished');
          return;
        case 'stay':
          return;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- finish only reads refs
    [navigate, pathname, restartCount],
  );

  function finish(outcome: 'finished' | 'skipped') {
    if (hasEndedRef.current) return;
    hasEndedRef.current = true;
    setShown(null);
    track(outcome === 'finished' ? analyticsEvents.tourComplete : analyticsEvents.tourSkip);
    const profile = userRef.current;
    void endTour(profile).then((isPaused) => {
      if (isPaused) queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (current) => (current ? { ...current, isPaused: true } : current));
    });
  }

  // Start (or resume) when this page and the student's state allow it.
  useEffect(() => {
    if (running || isBlocked || isPending) return;
    const decision = decideTourStart({ pathname, storage: readTourStorage(), hasProfile: Boolean(user), isPaused: user?.isPaused });
    if (!decision) return;
    const timer = setTimeout(() => {
      hasEndedRef.current = false;
      directionRef.current = 'forward';
      const move = resolveTourMove({ from: decision.index, direction: 'forward', pathname, isTargetShown });
      if (decision.index === 0 && move.kind === 'show') track(analyticsEvents.tourStart);
      runIdRef.current += 1;
      applyMove(move);
    }, decision.delayMs);
    return () => clearTimeout(timer);
  }, [running, isBlocked, isPending, user, pathname, restartCount, applyMove]);

  function step(from: number, direction: TourDirection) {
    directionRef.current = direction;
    applyMove(resolveTourMove({ from, direction, pathname, isTargetShown }));
  }

  const actions: TourActions = {
    next: (index) => step(index + 1, 'forward'),
    back: (index) => step(index - 1, 'backward'),
    // Skipping and closing both end the tour (spec).
    end: () => finish('skipped'),
  };

  function handleEvent(data: EventData) {
    switch (data.type) {
      case EVENTS.TARGET_NOT_FOUND:
        // The element went away after the step was chosen: skip on in the same direction.
        step(data.index + (directionRef.current === 'forward' ? 1 : -1), directionRef.current);
        return;
      case EVENTS.TOUR_END:
        finish(data.status === STATUS.SKIPPED ? 'skipped' : 'finished');
        return;
      default:
        return;
    }
  }

  if (!running) return null;
  return (
    <TourActionsContext value={actions}>
      <Joyride
        key={running.runId}
        run
        continuous
        stepIndex={running.index}
        steps={steps}
        locale={locale}
        tooltipComponent={TourTooltip}
        onEvent={handleEvent}
        options={{
          skipBeacon: true,
          showProgress: true,
          scrollOffset: TOUR_SCROLL_OFFSET,
          // The tooltip's own buttons and Escape drive the tour (tour-tooltip.tsx).
          dismissKeyAction: false,
          overlayClickAction: false,
          // A click through the spotlight would leave the page half-way through a step.
          blockTargetInteraction: true,
          overlayColor: 'rgb(28 35 33 / 0.55)',
          primaryColor: '#0f766e',
          arrowColor: '#ffffff',
          spotlightRadius: 12,
          spotlightPadding: 6,
          targetWaitTimeout: 1000,
          zIndex: 60,
        }}
      />
    </TourActionsContext>
  );
}
