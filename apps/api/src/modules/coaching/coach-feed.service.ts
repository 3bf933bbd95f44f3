import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@bloom/db/client';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { coachEventText, organizerOf } from '../bookings/booking-mail';
import { buildCalendar } from '../bookings/calendar';
import { findFeedBySelector, findFeedOfCoach, findFeedSessions, saveFeedToken } from './coach-feed.repository';

/**
 * A coach's private calendar feed: a secret URL that Google Calendar, Outlook and Apple Calendar subscribe
 * to (decision 0031). The token is a 12-character selector that finds the feed and a 32-character verifier
 * (192 random bits) compared in constant time.
 */

const SELECTOR_LENGTH = 12;
const VERIFIER_LENGTH = 32;
const feedFilePattern = new RegExp(`^([A-Za-z0-9_-]{${SELECTOR_LENGTH}})([A-Za-z0-9_-]{${VERIFIER_LENGTH}})\\.ics$`);
/** Past sessions stay in a subscribed calendar this long; a session that drops out of the feed vanishes there. */
export const FEED_HISTORY_DAYS = 30;
const FEED_REFRESH_MINUTES = 60;

export const CALENDAR_FEED_PATH = '/api/calendar/';

export interface CoachFeedLink {
  url: string;
  /** The same address for Apple Calendar's one-click subscription. */
  webcalUrl: string;
  /** True when this call made the feed or replaced its token. */
  isNew: boolean;
}

const newToken = () => ({
  selector: randomBytes((SELECTOR_LENGTH * 3) / 4).toString('base64url'),
  verifier: randomBytes((VERIFIER_LENGTH * 3) / 4).toString('base64url'),
});

function linkOf(publicUrl: string, token: { selector: string; verifier: string }, isNew: boolean): CoachFeedLink {
  const url = `${publicUrl}${CALENDAR_FEED_PATH}${token.selector}${token.verifier}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://'), isNew };
}

/** The coach's feed URL, made on first use; `rotate` replaces the token so the old URL answers 404. */
export async function coachFeedLink(deps: { db: Db; clock: Clock; config: Config }, mentorId: number, options: { rotate: boolean }): Promise<CoachFeedLink> {
  const { db, clock, config } = deps;
  const existing = await findFeedOfCoach(db, mentorId);
  if (existing && !options.rotate) return linkOf(config.publicUrl, existing, false);
  const token = newToken();
  await saveFeedToken(db, mentorId, token, clock.now());
  return linkOf(config.publicUrl, token, true);
}

/** Replaces the path's secret with a placeholder, for request logs. */
export function redactFeedUrl(url: string): string {
  return url.startsWith(CALENDAR_FEED_PATH) ? `${CALENDAR_FEED_PATH}[redacted]` : url;
}

function isSameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The feed named by a request's file name ("{token}.ics") as an iCalendar document, or undefined for an
 * unknown, malformed or rotated token. Upcoming sessions, the last 30 days' too, and canceled ones as
 * STATUS:CANCELLED so subscribed calendars drop them. Nothing about the student but their first name and note.
 */
export async function renderCoachFeed(deps: { db: Db; clock: Clock; config: Config }, file: string): Promise<string | undefined> {
  const match = feedFilePattern.exec(file);
  if (!match) return undefined;
  const feed = await findFeedBySelector(deps.db, match[1]!);
  if (!feed || !isSameSecret(feed.verifier, match[2]!)) return undefined;
  const since = new Date(deps.clock.now().getTime() - FEED_HISTORY_DAYS * 24 * 3600_000);
  const sessions = await findFeedSessions(deps.db, feed.mentorId, since);
  const organizer = organizerOf(deps.config.mailFrom);
  return buildCalendar({
    method: 'PUBLISH',
    name: 'Bloom coaching sessions',
    timezone: feed.timezone,
    refreshMinutes: FEED_REFRESH_MINUTES,
    events: sessions.map((session) => ({
      ...coachEventText(session),
      uid: session.icsUid,
      sequence: session.icsSequence,
      start: session.startTime,
      end: session.endTime,
      // The feed changes only when a session does, so its ETag holds between changes.
      stamp: session.updatedAt,
      lastModified: session.updatedAt,
      url: session.joinUrl,
      status: session.status === 'canceled' ? 'CANCELLED' : 'CONFIRMED',
      organizer,
    })),
  });
}
