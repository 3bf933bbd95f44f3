/**
 * The session join window (spec 'Session join window'): a session can be joined from 15 minutes before
 * its start until 60 minutes after it, both edges included. Pure functions of (start, now), so the edges
 * can be tested to the minute; the server applies the same window when a join is recorded.
 */

// Mirrors JOIN_OPENS_MINUTES_BEFORE / JOIN_CLOSES_MINUTES_AFTER of @bloom/contract/bookings (join-window.test.ts
// checks they agree); a plain import would pull zod into whichever chunk shows a session.
export const JOIN_OPENS_MINUTES_BEFORE = 15;
export const JOIN_CLOSES_MINUTES_AFTER = 60;

const MINUTE_MS = 60_000;

/**
 * - `upcoming`: before the window opens.
 * - `ready`: joinable, not started yet (up to 15 minutes before the start).
 * - `in-progress`: joinable, started (from the start until 60 minutes after).
 * - `ended`: the window has closed.
 */
export type JoinPhase = 'upcoming' | 'ready' | 'in-progress' | 'ended';

export interface JoinWindow {
  phase: JoinPhase;
  /** 'Ready!' or in progress: the Join button works. */
  canJoin: boolean;
  isInProgress: boolean;
  /** Whole minutes until the window opens (rounded up, at least 1) while `upcoming`; 0 otherwise. */
  minutesUntilOpen: number;
}

function toMs(time: string | number | Date): number {
  return time instanceof Date ? time.getTime() : typeof time === 'number' ? time : new Date(time).getTime();
}

/** Minutes from now until the start: positive before, 0 at the start, negative after (fractional). */
export function minutesUntilStart(start: string | number | Date, now: string | number | Date): number {
  return (toMs(start) - toMs(now)) / MINUTE_MS;
}

/** Where `now` lies relative to the join window of a session starting at `start`. */
export function joinWindowOf(start: string | number | Date, now: string | number | Date): JoinWindow {
  const minutes = minutesUntilStart(start, now);
  if (Number.isNaN(minutes) || minutes < -JOIN_CLOSES_MINUTES_AFTER) {
    return { phase: 'ended', canJoin: false, isInProgress: false, minutesUntilOpen: 0 };
  }
  if (minutes > JOIN_OPENS_MINUTES_BEFORE) {
    return { phase: 'upcoming', canJoin: false, isInProgress: false, minutesUntilOpen: Math.max(1, Math.ceil(minutes - JOIN_OPENS_MINUTES_BEFORE)) };
  }
  const isInProgress = minutes <= 0;
  return { phase: isInProgress ? 'in-progress' : 'ready', canJoin: true, isInProgress, minutesUntilOpen: 0 };
}

/** '45m', '3h 5m', '2d 4h': how long until something, compact enough for a badge. */
export function formatWait(totalMinutes: number): string {
  const minutes = Math.max(0, Math.ceil(totalMinutes));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return rest > 0 ? `${hours}h ${rest}m` : `${hours}h`;
  return `${rest}m`;
}

/** The dashboard's label: 'Ready!' while joinable, 'In {time} (15 min before)' before, 'Ended' after. */
export function dashboardJoinLabel(join: JoinWindow): string {
  switch (join.phase) {
    case 'upcoming':
      return `In ${formatWait(join.minutesUntilOpen)} (${JOIN_OPENS_MINUTES_BEFORE} min before)`;
    case 'ready':
    case 'in-progress':
      return 'Ready!';
    case 'ended':
      return 'Ended';
  }
}

/** The sessions page's label: 'Available in {time}', 'Ready!' just before the start, 'Session in progress', 'Session ended'. */
export function sessionsJoinLabel(join: JoinWindow): string {
  switch (join.phase) {
    case 'upcoming':
      return `Available in ${formatWait(join.minutesUntilOpen)}`;
    case 'ready':
      return 'Ready!';
    case 'in-progress':
      return 'Session in progress';
    case 'ended':
      return 'Session ended';
  }
}

/** The join button's label: 'Join Now' once the session has started, 'Join Session' before (busy: 'Joining...'). */
export function joinButtonLabel(join: JoinWindow): string {
  return join.isInProgress ? 'Join Now' : 'Join Session';
}

export const JOINING_LABEL = 'Joining...';
