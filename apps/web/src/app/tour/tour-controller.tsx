import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { analyticsEvents, track } from '@/lib/analytics';
import { currentUserQueryKey, useCurrentUser, type CurrentUser } from '@/lib/current-user';
import { endTour } from './end-tour';
import { TourActionsContext, type TourActions } from './tour-actions';
import { decideTourStart, resolveTourMove, type TourDirection, type TourMove } from './tour-logic';
import { readTourRestartCount, readTourStorage, saveTourProgress, subscribeToTourRestart } from './tour-storage';
import { findTourTarget } from './tour-targets';

const isTargetShown = (target: Parameters<typeof findTourTarget>[0]) => findTourTarget(target) !== null;

const loadTourOverlay = () => import('./tour-overlay');
const TourOverlay = lazy(loadTourOverlay);

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
    // The start delay covers fetching the overlay's chunk.
    void loadTourOverlay();
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

  if (!running) return null;
  return (
    <TourActionsContext value={actions}>
      <Suspense fallback={null}>
        <TourOverlay
          key={running.runId}
          index={running.index}
          // The element went away after the step was chosen: skip on in the same direction.
          onTargetNotFound={(index) => step(index + (directionRef.current === 'forward' ? 1 : -1), directionRef.current)}
          onEnd={finish}
        />
      </Suspense>
    </TourActionsContext>
  );
}
