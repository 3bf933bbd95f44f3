import { randomUUID } from 'node:crypto';
import type { Db } from '@bloom/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage';
import { toProfileJpeg } from './profile-image';
import { findProfileForUpdate, findProfileByUserId, updateProfileImageUrl } from './profiles.repository';

const IMAGE_FOLDER = 'profile-images';
/** Decoding a large picture costs real CPU and memory; nobody needs more changes than this in an hour. */
const UPLOADS_PER_HOUR = 20;
/** Only files this module wrote are ever deleted. */
const STORED_IMAGE_URL = /^\/media\/(profile-images\/\d+-[0-9a-f-]{36}\.jpg)$/;

/**
 * Validates and re-encodes the picture, stores it, points the profile at it and deletes the picture it
 * replaces. Nothing is stored when the bytes are refused; the new file is removed again when the
 * database update fails.
 */
/** The storage key of a picture this server stored, or undefined for none (or an address from elsewhere). */
export function storedImageKey(url: string | null): string | undefined {
  return url ? STORED_IMAGE_URL.exec(url)?.[1] : undefined;
}

export async function replaceProfileImage(
  db: Db,
  storage: FileStorage,
  clock: Clock,
  log: FastifyBaseLogger,
  userId: number,
  bytes: Buffer,
): Promise<{ url: string }> {
  const existing = await findProfileByUserId(db, userId);
  if (!existing) throw AppError.notFound();
  const now = clock.now();
  const limit = await hitRateLimit(db, { key: `profile-image:user:${userId}`, limit: UPLOADS_PER_HOUR, windowSeconds: 3600 }, now);
  if (limit.isLimited) {
    throw AppError.rateLimited('Too many picture uploads. Please try again later.', {
      retry_after_seconds: Math.max(1, Math.ceil((limit.resetAt.getTime() - now.getTime()) / 1000)),
    });
  }
  const jpeg = await toProfileJpeg(bytes);

  const key = `${IMAGE_FOLDER}/${userId}-${randomUUID()}.jpg`;
  const url = await storage.save(key, jpeg);
  let previousUrl: string | null;
  try {
    previousUrl = await db.transaction(async (tx) => {
      const profile = await findProfileForUpdate(tx, existing.profile.id);
      if (!profile) throw AppError.notFound();
      await updateProfileImageUrl(tx, profile.id, url, clock.now());
      return profile.imageUrl;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }

  const previousKey = storedImageKey(previousUrl);
  if (previousKey && previousKey !== key) {
    // The new picture is saved either way; a leftover old file is only wasted space.
    await storage.remove(previousKey).catch((error: unknown) => log.warn({ err: error, key: previousKey }, 'old profile image not removed'));
  }
  return { url };
}
