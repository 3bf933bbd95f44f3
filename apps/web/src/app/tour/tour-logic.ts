// The dashboard tour's rules as plain functions: which step comes next, on which page, and whether the
// tour starts at all. The joyride overlay only renders what these decide (tour-controller.tsx, tour-overlay.tsx).
import { tourTargets, type TourTargetId } from './tour-targets';

export const DASHBOARD_PATH = '/dashboard';
export const COMMUNITY_PATH = '/community';

/** The tour moves to /community at its fourth step (spec). */
export const COMMUNITY_STEP_INDEX = 3;
export const TOUR_START_DELAY_MS = 1000;
export const TOUR_COMMUNITY_START_DELAY_MS = 2000;
export const TOUR_SCROLL_OFFSET = 100;

export type TourStepId = 'welcome' | 'find-coaches' | 'matched-coaches' | 'community-nav' | 'share-your-story' | 'all-set';

export interface TourStepPlan {
  id: TourStepId;
  /** 'center' steps need no element: they always show, in the middle of the screen. */
  target: 'center' | TourTargetId;
  /** The page the step belongs to; a step without one shows wherever the tour is. */
  path?: string;
}

/** Welcome (centered), find-coaches button, matched coaches area, community nav item, share-your-story button, all set (centered). */
export const tourStepPlan: readonly TourStepPlan[] = [
  { id: 'welcome', target: 'center' },
  { id: 'find-coaches', target: tourTargets.findCoaches, path: DASHBOARD_PATH },
  { id: 'matched-coaches', target: tourTargets.matchedCoaches, path: DASHBOARD_PATH },
  { id: 'community-nav', target: tourTargets.communityNav, path: COMMUNITY_PATH },
  { id: 'share-your-story', target: tourTargets.shareYourStory, path: COMMUNITY_PATH },
  { id: 'all-set', target: 'center' },
];

export type TourDirection = 'forward' | 'backward';

export type TourMove =
  /** Show this step here. */
  | { kind: 'show'; index: number }
  /** The step lives on another page: go there and resume at `index`. */
  | { kind: 'navigate'; index: number; path: string }
  /** Past the last step: the tour is finished. */
  | { kind: 'finish' }
  /** Nothing to go back to: keep the current step. */
  | { kind: 'stay' };

/**
 * Finds the step to show from `from` on (inclusive), walking in `direction`: a step whose target is
 * missing or hidden is skipped, forward or back (spec); a step of another page sends the tour there.
 */
export function resolveTourMove({
  from,
  direction,
  pathname,
  isTargetShown,
  plan = tourStepPlan,
}: {
  from: number;
  direction: TourDirection;
  pathname: string;
  isTargetShown: (target: TourTargetId) => boolean;
  plan?: readonly TourStepPlan[];
}): TourMove {
  const stride = direction === 'forward' ? 1 : -1;
  for (let index = Math.max(0, from); index >= 0 && index < plan.length; index += stride) {
    const step = plan[index]!;
    if (step.path && step.path !== pathname) return { kind: 'navigate', index, path: step.path };
    if (step.target === 'center' || isTargetShown(step.target)) return { kind: 'show', index };
  }
  return direction === 'forward' ? { kind: 'finish' } : { kind: 'stay' };
}

export interface TourStorageState {
  isCompleted: boolean;
  isInProgress: boolean;
  step: number | null;
}

/**
 * Whether the tour starts on this page, at which step and after what delay. It runs when it is not
 * completed, the student has a profile and is not paused (false, undefined or null), or when it was
 * triggered by hand (in progress: 'Take Guided Tour', or a tour interrupted by a reload).
 */
export function decideTourStart({
  pathname,
  storage,
  hasProfile,
  isPaused,
  stepCount = tourStepPlan.length,
}: {
  pathname: string;
  storage: TourStorageState;
  hasProfile: boolean;
  isPaused: boolean | null | undefined;
  stepCount?: number;
}): { index: number; delayMs: number } | null {
  if (pathname !== DASHBOARD_PATH && pathname !== COMMUNITY_PATH) return null;
  const isTriggered = storage.isInProgress;
  const isEligible = !storage.isCompleted && hasProfile && (isPaused === false || isPaused === undefined || isPaused === null);
  if (!isTriggered && !isEligible) return null;

  const stored = storage.step ?? 0;
  const index = isTriggered && stored >= 0 && stored < stepCount ? stored : 0;
  // The community part resumes on /community; a tour is never begun there from its start.
  if (pathname === COMMUNITY_PATH && index < COMMUNITY_STEP_INDEX) return null;
  return { index, delayMs: pathname === COMMUNITY_PATH ? TOUR_COMMUNITY_START_DELAY_MS : TOUR_START_DELAY_MS };
}
