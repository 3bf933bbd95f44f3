import type { AnalyticsEvent } from '@bloom/contract/analytics';
import type { FieldErrors } from '@bloom/contract/errors';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';
import { insertAnalyticsEvents, userExists } from './analytics.repository';

/** Browsers' clocks drift and batches wait in the tab; beyond these bounds a timestamp is nonsense. */
const MAX_FUTURE_MS = 24 * 3600 * 1000;
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/**
 * Anyone may send events (sign-in and registration pages do), so batches are limited: per student
 * when signed in, otherwise per client address, with room for a campus behind one address.
 */
const SIGNED_IN_BATCHES_PER_MINUTE = 60;
const ANONYMOUS_BATCHES_PER_MINUTE = 600;

export async function recordAnalyticsEvents(
  db: Db,
  clock: Clock,
  sender: { userId: number | null; clientAddress: string },
  events: AnalyticsEvent[],
): Promise<number> {
  const now = clock.now();
  const window =
    sender.userId !== null
      ? { key: `analytics:user:${sender.userId}`, limit: SIGNED_IN_BATCHES_PER_MINUTE, windowSeconds: 60 }
      : { key: `analytics:ip:${sender.clientAddress}`, limit: ANONYMOUS_BATCHES_PER_MINUTE, windowSeconds: 60 };
  const limit = await hitRateLimit(db, window, now);
  if (limit.isLimited) {
    throw AppError.rateLimited('Too many analytics events. Please try again later.', {
      retry_after_seconds: Math.max(1, Math.ceil((limit.resetAt.getTime() - now.getTime()) / 1000)),
    });
  }

  const errors: FieldErrors = {};
  const rows = events.map((event, index) => {
    const occurredAt = new Date(event.occurred_at);
    if (occurredAt.getTime() > now.getTime() + MAX_FUTURE_MS || occurredAt.getTime() < now.getTime() - MAX_AGE_MS) {
      errors[`events.${index}.occurred_at`] = ['The time is too far from now.'];
    }
    return {
      category: event.category,
      action: event.action,
      label: event.label ?? null,
      properties: event.properties ?? {},
      occurredAt,
      receivedAt: now,
    };
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  // A token of an account deleted since it was issued: keep the events, without the owner.
  const userId = sender.userId !== null && (await userExists(db, sender.userId)) ? sender.userId : null;
  await insertAnalyticsEvents(db, rows.map((row) => ({ ...row, userId })));
  return rows.length;
}
