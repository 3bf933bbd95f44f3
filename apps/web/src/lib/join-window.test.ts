import { JOIN_CLOSES_MINUTES_AFTER as contractCloses, JOIN_OPENS_MINUTES_BEFORE as contractOpens } from '@bloom/contract/bookings';
import { describe, expect, it } from 'vitest';
import {
  dashboardJoinLabel,
  formatWait,
  joinButtonLabel,
  joinWindowOf,
  JOIN_CLOSES_MINUTES_AFTER,
  JOIN_OPENS_MINUTES_BEFORE,
  sessionsJoinLabel,
} from './join-window';

const start = Date.parse('2026-05-12T15:00:00.000Z');
const at = (minutesFromStart: number, seconds = 0) => start + minutesFromStart * 60_000 + seconds * 1000;

describe('join window edges (15 minutes before to 60 after, to the minute)', () => {
  it('agrees with the contract the server applies', () => {
    expect(JOIN_OPENS_MINUTES_BEFORE).toBe(contractOpens);
    expect(JOIN_CLOSES_MINUTES_AFTER).toBe(contractCloses);
  });

  it.each([
    // [minutes from start, seconds, phase]
    [-16, 0, 'upcoming'],
    [-15, -1, 'upcoming'],
    [-15, 0, 'ready'],
    [-14, 0, 'ready'],
    [-1, 0, 'ready'],
    [0, -1, 'ready'],
    [0, 0, 'in-progress'],
    [30, 0, 'in-progress'],
    [59, 0, 'in-progress'],
    [60, 0, 'in-progress'],
    [60, 1, 'ended'],
    [61, 0, 'ended'],
  ] as const)('at %i min %i s from the start the session is %s', (minutes, seconds, phase) => {
    const join = joinWindowOf(start, at(minutes, seconds));
    expect(join.phase).toBe(phase);
    expect(join.canJoin).toBe(phase === 'ready' || phase === 'in-progress');
    expect(join.isInProgress).toBe(phase === 'in-progress');
  });

  it('accepts ISO strings and Dates as well as epoch milliseconds', () => {
    expect(joinWindowOf('2026-05-12T15:00:00.000Z', new Date(at(-15))).phase).toBe('ready');
    expect(joinWindowOf('2026-05-12T15:00:00.000Z', '2026-05-12T16:00:00.000Z').phase).toBe('in-progress');
    expect(joinWindowOf('not a time', at(0)).phase).toBe('ended');
  });
});

describe('dashboard labels', () => {
  it.each([
    [-16, 0, 'In 1m (15 min before)'],
    [-15, -30, 'In 1m (15 min before)'],
    [-15, 0, 'Ready!'],
    [0, 0, 'Ready!'],
    [60, 0, 'Ready!'],
    [60, 1, 'Ended'],
    [-75, 0, 'In 1h (15 min before)'],
    [-(15 + 24 * 60 + 125), 0, 'In 1d 2h (15 min before)'],
  ] as const)('at %i min %i s: %s', (minutes, seconds, label) => {
    expect(dashboardJoinLabel(joinWindowOf(start, at(minutes, seconds)))).toBe(label);
  });
});

describe('sessions page labels and buttons', () => {
  it.each([
    [-15, -1, 'Available in 1m', 'Join Session'],
    [-45, 0, 'Available in 30m', 'Join Session'],
    [-15, 0, 'Ready!', 'Join Session'],
    [0, 0, 'Session in progress', 'Join Now'],
    [60, 0, 'Session in progress', 'Join Now'],
    [60, 1, 'Session ended', 'Join Session'],
  ] as const)('at %i min %i s: %s, button %s', (minutes, seconds, label, button) => {
    const join = joinWindowOf(start, at(minutes, seconds));
    expect(sessionsJoinLabel(join)).toBe(label);
    expect(joinButtonLabel(join)).toBe(button);
  });
});

describe('formatWait', () => {
  it.each([
    [0, '0m'],
    [0.2, '1m'],
    [45, '45m'],
    [60, '1h'],
    [185, '3h 5m'],
    [1440, '1d'],
    [1440 * 2 + 240, '2d 4h'],
  ])('%f minutes -> %s', (minutes, text) => {
    expect(formatWait(minutes)).toBe(text);
  });
});
