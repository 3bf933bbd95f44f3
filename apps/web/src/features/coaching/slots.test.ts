import { AVAILABILITY_WINDOW_DAYS as contractWindow, SLOT_MINUTES as contractSlot } from '@bloom/contract/bookings';
import { describe, expect, it } from 'vitest';
import { bookableTimesByDate, findBookableTime, SLOT_MINUTES } from './slots';
import { AVAILABILITY_WINDOW_DAYS } from './use-coach-times';

const slot = (start: string, end: string) => ({ start_time: start, end_time: end });
const summary = (byDate: Map<string, { label: string }[]>) => Object.fromEntries([...byDate].map(([date, times]) => [date, times.map((t) => t.label)]));
const longAgo = Date.parse('2020-01-01T00:00:00Z');

describe('bookable times', () => {
  it('agrees with the contract on the slot length and the window', () => {
    expect(SLOT_MINUTES).toBe(contractSlot);
    expect(AVAILABILITY_WINDOW_DAYS).toBe(contractWindow);
  });

  it('cuts free time into 30-minute times shown in the student timezone', () => {
    const byDate = bookableTimesByDate({ '2026-05-12': [slot('2026-05-12T13:00:00Z', '2026-05-12T14:30:00Z')] }, 'America/New_York', longAgo);
    expect(summary(byDate)).toEqual({ '2026-05-12': ['09:00 AM', '09:30 AM', '10:00 AM'] });
    expect(byDate.get('2026-05-12')![1]).toMatchObject({ start: '2026-05-12T13:30:00.000Z', end: '2026-05-12T14:00:00.000Z', date: '2026-05-12' });
  });

  it("splits free time that runs over the student's midnight in two, one part per date", () => {
    // 03:00-05:00 UTC is 23:00-01:00 in New York (EDT): two times on the 12th, two on the 13th.
    const byDate = bookableTimesByDate({ '2026-05-12': [slot('2026-05-13T03:00:00Z', '2026-05-13T05:00:00Z')] }, 'America/New_York', longAgo);
    expect(summary(byDate)).toEqual({ '2026-05-12': ['11:00 PM', '11:30 PM'], '2026-05-13': ['12:00 AM', '12:30 AM'] });
  });

  it("regroups by the student's dates whatever the answer's keys say", () => {
    // The same 30-minute slots keyed by the UTC date: the last two start after midnight in Tokyo.
    const answer = {
      '2026-05-12': [slot('2026-05-12T14:00:00Z', '2026-05-12T14:30:00Z'), slot('2026-05-12T14:30:00Z', '2026-05-12T15:00:00Z'), slot('2026-05-12T15:00:00Z', '2026-05-12T15:30:00Z')],
    };
    expect(summary(bookableTimesByDate(answer, 'Asia/Tokyo', longAgo))).toEqual({ '2026-05-12': ['11:00 PM', '11:30 PM'], '2026-05-13': ['12:00 AM'] });
  });

  it('keeps a single 30-minute time that straddles midnight whole under the date it starts on (no time lost or cut short)', () => {
    // Nepal is UTC+05:45: 18:00-18:30 UTC is 23:45-00:15 there.
    const byDate = bookableTimesByDate({ '2026-05-12': [slot('2026-05-12T18:00:00Z', '2026-05-12T18:30:00Z')] }, 'Asia/Kathmandu', longAgo);
    expect(summary(byDate)).toEqual({ '2026-05-12': ['11:45 PM'] });
    expect(byDate.get('2026-05-12')![0]).toMatchObject({ start: '2026-05-12T18:00:00.000Z', end: '2026-05-12T18:30:00.000Z' });
  });

  it('holds over a daylight-saving change in the student timezone: every instant once, at its true local time', () => {
    // New York falls back on 1 Nov 2026 at 02:00 EDT -> 01:00 EST: 01:00-02:00 local happens twice.
    const byDate = bookableTimesByDate({ '2026-11-01': [slot('2026-11-01T04:00:00Z', '2026-11-01T07:00:00Z')] }, 'America/New_York', longAgo);
    expect(summary(byDate)).toEqual({ '2026-11-01': ['12:00 AM', '12:30 AM', '01:00 AM', '01:30 AM', '01:00 AM', '01:30 AM'] });
    const starts = byDate.get('2026-11-01')!.map((t) => t.start);
    expect(new Set(starts).size).toBe(6);
  });

  it('leaves out times that have started and the same time listed twice', () => {
    const now = Date.parse('2026-05-12T13:30:00Z');
    const answer = { a: [slot('2026-05-12T13:00:00Z', '2026-05-12T14:30:00Z')], b: [slot('2026-05-12T14:00:00Z', '2026-05-12T14:30:00Z')] };
    expect(summary(bookableTimesByDate(answer, 'UTC', now))).toEqual({ '2026-05-12': ['02:00 PM'] });
  });

  it('ignores a piece shorter than 30 minutes and unreadable times', () => {
    const answer = { x: [slot('2026-05-12T13:00:00Z', '2026-05-12T13:20:00Z'), slot('nonsense', '2026-05-12T13:20:00Z')] };
    expect(bookableTimesByDate(answer, 'UTC', longAgo).size).toBe(0);
  });

  it('finds a time by its date and start, and not once it is gone', () => {
    const byDate = bookableTimesByDate({ d: [slot('2026-05-12T13:00:00Z', '2026-05-12T13:30:00Z')] }, 'UTC', longAgo);
    expect(findBookableTime(byDate, '2026-05-12', '2026-05-12T13:00:00.000Z')?.label).toBe('01:00 PM');
    expect(findBookableTime(byDate, '2026-05-12', '2026-05-12T13:30:00.000Z')).toBeUndefined();
    expect(findBookableTime(byDate, '2026-05-13', '2026-05-12T13:00:00.000Z')).toBeUndefined();
  });
});
