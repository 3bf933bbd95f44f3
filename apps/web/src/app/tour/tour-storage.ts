import { storageKeys } from '@/lib/storage-keys';
import type { TourStorageState } from './tour-logic';

/** The tour's three local-storage keys: completed, in progress, and the current step. */
export function readTourStorage(): TourStorageState {
  const rawStep = localStorage.getItem(storageKeys.tourStep);
  const step = rawStep === null ? null : Number.parseInt(rawStep, 10);
  return {
    isCompleted: localStorage.getItem(storageKeys.tourCompleted) === 'true',
    isInProgress: localStorage.getItem(storageKeys.tourInProgress) === 'true',
    step: step === null || Number.isNaN(step) ? null : step,
  };
}

/** Remembers where the tour is, so a move to /community or a reload resumes at the same step. */
export function saveTourProgress(index: number): void {
  localStorage.setItem(storageKeys.tourInProgress, 'true');
  localStorage.setItem(storageKeys.tourStep, String(index));
}

/** Finishing, skipping or closing: completed, and nothing left in progress. */
export function markTourEnded(): void {
  localStorage.setItem(storageKeys.tourCompleted, 'true');
  localStorage.removeItem(storageKeys.tourInProgress);
  localStorage.removeItem(storageKeys.tourStep);
}

// 'Take Guided Tour' may be pressed while the tour component is already mounted: it listens here.
const restartListeners = new Set<() => void>();
let restartCount = 0;

/** 'Take Guided Tour': back to step 0 and in progress (spec); the caller then goes to /dashboard. */
export function requestTourRestart(): void {
  localStorage.setItem(storageKeys.tourStep, '0');
  localStorage.setItem(storageKeys.tourInProgress, 'true');
  restartCount += 1;
  for (const listener of restartListeners) listener();
}

export function subscribeToTourRestart(listener: () => void): () => void {
  restartListeners.add(listener);
  return () => restartListeners.delete(listener);
}

export function readTourRestartCount(): number {
  return restartCount;
}
