import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { endTour } from './end-tour';
import {
  COMMUNITY_STEP_INDEX,
  decideTourStart,
  resolveTourMove,
  TOUR_COMMUNITY_START_DELAY_MS,
  TOUR_START_DELAY_MS,
  tourStepPlan,
} from './tour-logic';
import { markTourEnded, readTourStorage, requestTourRestart, saveTourProgress } from './tour-storage';
import { tourTargets, type TourTargetId } from './tour-targets';

const shown = (...targets: TourTargetId[]) => (target: TourTargetId) => targets.includes(target);
const everything = shown(...Object.values(tourTargets));

describe('the six steps', () => {
  it('are welcome, find coaches, matched coaches, community nav, share your story and all set', () => {
    expect(tourStepPlan.map((step) => step.id)).toEqual([
      'welcome',
      'find-coaches',
      'matched-coaches',
      'community-nav',
      'share-your-story',
      'all-set',
    ]);
    expect(tourStepPlan[0]!.target).toBe('center');
    expect(tourStepPlan[5]!.target).toBe('center');
    expect(tourStepPlan[COMMUNITY_STEP_INDEX]!.id).toBe('community-nav');
  });
});

describe('resolveTourMove', () => {
  it('shows the next step when its target is on screen', () => {
    expect(resolveTourMove({ from: 1, direction: 'forward', pathname: '/dashboard', isTargetShown: everything })).toEqual({ kind: 'show', index: 1 });
  });

  it('skips forward over a step whose target is missing or hidden', () => {
    const onlyFindCoaches = shown(tourTargets.findCoaches, tourTargets.communityNav);
    // matched coaches (2) is missing: from 2 the tour goes on to 3, which lives on /community.
    expect(resolveTourMove({ from: 2, direction: 'forward', pathname: '/dashboard', isTargetShown: onlyFindCoaches })).toEqual({
      kind: 'navigate',
      index: 3,
      path: '/community',
    });
    expect(resolveTourMove({ from: 1, direction: 'forward', pathname: '/dashboard', isTargetShown: shown() })).toEqual({
      kind: 'navigate',
      index: 3,
      path: '/community',
    });
  });

  it('skips back over a missing step', () => {
    // On /community without a share-your-story button: Back from 'all set' lands on the community nav item.
    expect(resolveTourMove({ from: 4, direction: 'backward', pathname: '/community', isTargetShown: shown(tourTargets.communityNav) })).toEqual({
      kind: 'show',
      index: 3,
    });
    // On the dashboard without the find-coaches button: Back from matched coaches goes to the welcome.
    expect(resolveTourMove({ from: 1, direction: 'backward', pathname: '/dashboard', isTargetShown: shown(tourTargets.matchedCoaches) })).toEqual({
      kind: 'show',
      index: 0,
    });
  });

  it('moves to /community at index 3 when not there, and shows it there', () => {
    expect(resolveTourMove({ from: COMMUNITY_STEP_INDEX, direction: 'forward', pathname: '/dashboard', isTargetShown: everything })).toEqual({
      kind: 'navigate',
      index: 3,
      path: '/community',
    });
    expect(resolveTourMove({ from: COMMUNITY_STEP_INDEX, direction: 'forward', pathname: '/community', isTargetShown: everything })).toEqual({
      kind: 'show',
      index: 3,
    });
  });

  it('shows the centered last step without a target, and finishes after it', () => {
    expect(resolveTourMove({ from: 4, direction: 'forward', pathname: '/community', isTargetShown: shown(tourTargets.communityNav) })).toEqual({
      kind: 'show',
      index: 5,
    });
    expect(resolveTourMove({ from: 6, direction: 'forward', pathname: '/community', isTargetShown: everything })).toEqual({ kind: 'finish' });
  });

  it('stays when there is nothing to go back to', () => {
    const plan = [{ id: 'find-coaches' as const, target: tourTargets.findCoaches }];
    expect(resolveTourMove({ from: 0, direction: 'backward', pathname: '/dashboard', isTargetShown: shown(), plan })).toEqual({ kind: 'stay' });
  });
});

describe('decideTourStart', () => {
  const fresh = { isCompleted: false, isInProgress: false, step: null };

  it('starts a first-time student on /dashboard at step 0 after 1 s', () => {
    for (const isPaused of [false, undefined, null]) {
      expect(decideTourStart({ pathname: '/dashboard', storage: fresh, hasProfile: true, isPaused })).toEqual({
        index: 0,
        delayMs: TOUR_START_DELAY_MS,
      });
    }
    expect(TOUR_START_DELAY_MS).toBe(1000);
  });

  it('does not run when completed, without a profile, or when the profile is paused', () => {
    expect(decideTourStart({ pathname: '/dashboard', storage: { ...fresh, isCompleted: true }, hasProfile: true, isPaused: false })).toBeNull();
    expect(decideTourStart({ pathname: '/dashboard', storage: fresh, hasProfile: false, isPaused: false })).toBeNull();
    expect(decideTourStart({ pathname: '/dashboard', storage: fresh, hasProfile: true, isPaused: true })).toBeNull();
    expect(decideTourStart({ pathname: '/profile', storage: fresh, hasProfile: true, isPaused: false })).toBeNull();
  });

  it('runs when triggered by hand even if completed and paused', () => {
    const triggered = { isCompleted: true, isInProgress: true, step: 0 };
    expect(decideTourStart({ pathname: '/dashboard', storage: triggered, hasProfile: true, isPaused: true })).toEqual({ index: 0, delayMs: 1000 });
  });

  it('resumes on /community at the stored step after 2 s, and never starts there from the beginning', () => {
    const atCommunity = { isCompleted: false, isInProgress: true, step: 3 };
    expect(decideTourStart({ pathname: '/community', storage: atCommunity, hasProfile: true, isPaused: false })).toEqual({
      index: 3,
      delayMs: TOUR_COMMUNITY_START_DELAY_MS,
    });
    expect(TOUR_COMMUNITY_START_DELAY_MS).toBe(2000);
    expect(decideTourStart({ pathname: '/community', storage: fresh, hasProfile: true, isPaused: false })).toBeNull();
  });

  it('ignores a stored step that is out of range', () => {
    expect(decideTourStart({ pathname: '/dashboard', storage: { isCompleted: false, isInProgress: true, step: 42 }, hasProfile: true, isPaused: false })).toEqual({
      index: 0,
      delayMs: 1000,
    });
  });
});

describe('the tour storage keys', () => {
  it('keeps completed, in-progress and step in local storage', () => {
    saveTourProgress(3);
    expect(localStorage.getItem('dashboardTourInProgress')).toBe('true');
    expect(localStorage.getItem('dashboardTourStep')).toBe('3');
    expect(readTourStorage()).toEqual({ isCompleted: false, isInProgress: true, step: 3 });

    markTourEnded();
    expect(localStorage.getItem('dashboardTourCompleted')).toBe('true');
    expect(localStorage.getItem('dashboardTourInProgress')).toBeNull();
    expect(localStorage.getItem('dashboardTourStep')).toBeNull();
  });

  it("'Take Guided Tour' resets the step to 0 and sets in progress", () => {
    markTourEnded();
    saveTourProgress(4);
    requestTourRestart();
    expect(readTourStorage()).toEqual({ isCompleted: true, isInProgress: true, step: 0 });
  });
});

describe('endTour', () => {
  afterEach(() => vi.restoreAllMocks());

  const profile = { profile_id: 7, cityName: 'Austin', stateName: 'Texas' };

  it('marks the tour completed and PATCHes the profile to paused with its city and state', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/api/student-profiles/7/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    saveTourProgress(5);
    await expect(endTour(profile)).resolves.toBe(true);
    expect(bodies).toEqual([{ id: 7, is_paused: true, city: 'Austin', state: 'Texas' }]);
    expect(readTourStorage()).toEqual({ isCompleted: true, isInProgress: false, step: null });
  });

  it('only logs a failure, with console.warn', async () => {
    server.use(http.patch('*/api/student-profiles/7/', () => HttpResponse.json({ detail: 'nope' }, { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(endTour(profile)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(readTourStorage().isCompleted).toBe(true);
  });
});
