import type { School } from '@bloom/contract/schools';
import { schoolMessages } from '@bloom/contract/schools';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';
import { matchesSchoolDomain } from './school-domain';
import { schoolNameKey } from './school-name';
import {
  findSchoolById,
  findSchoolByNameKey,
  findSchoolViewer,
  insertSchoolIfAbsent,
  listSchoolCandidates,
  setProfileSchool,
  type SchoolRow,
} from './schools.repository';

/** Keeps the review queue free of floods: new-school requests per student per day. */
const SCHOOL_REQUESTS_PER_DAY = 10;

interface SchoolViewer {
  userId: number;
  email: string;
  profileSchoolId: number | null;
}

/**
 * Who sees a school: everyone sees the catch-all; the student always sees the school their profile
 * points to; a school waiting for review is seen by the student who asked for it; an active school by
 * students whose email matches its domain pattern.
 */
function isSchoolVisibleTo(school: SchoolRow, viewer: SchoolViewer): boolean {
  if (school.isCatchAll) return true;
  if (school.id === viewer.profileSchoolId) return true;
  if (school.status === 'pending_review') return school.createdByUserId === viewer.userId;
  return matchesSchoolDomain(school.domain, viewer.email);
}

function toSchool(row: SchoolRow): School {
  return {
    school_id: row.id,
    school_name: row.name,
    school_domain: row.domain,
    resource_link: row.resourceLink,
    status: row.status,
    is_catch_all: row.isCatchAll,
  };
}

async function loadViewer(db: Db, userId: number): Promise<SchoolViewer & { profileId: number | null; isProfileCompleted: boolean }> {
  const row = await findSchoolViewer(db, userId);
  if (!row) throw AppError.unauthenticated();
  return {
    userId: row.userId,
    email: row.email,
    profileSchoolId: row.profileSchoolId ?? null,
    profileId: row.profileId ?? null,
    isProfileCompleted: row.isProfileCompleted ?? false,
  };
}

/** The schools a student may choose, by name, the catch-all last. */
export async function listVisibleSchools(db: Db, userId: number): Promise<School[]> {
  const viewer = await loadViewer(db, userId);
  const candidates = await listSchoolCandidates(db, userId, viewer.profileSchoolId);
  return candidates
    .filter((school) => isSchoolVisibleTo(school, viewer))
    .sort((a, b) => Number(a.isCatchAll) - Number(b.isCatchAll))
    .map(toSchool);
}

/** Whether the student may put this school on their profile. */
export async function canChooseSchool(db: Db, userId: number, schoolId: number): Promise<boolean> {
  const [viewer, school] = await Promise.all([loadViewer(db, userId), findSchoolById(db, schoolId)]);
  return school !== undefined && isSchoolVisibleTo(school, viewer);
}

/**
 * Adds a school for review, or finds the one that already has this name (compared case- and
 * space-insensitively; the unique index on the name key settles concurrent requests). During onboarding
 * the school also becomes the student's, so the form still shows it after the page reloads, and a
 * second student asking for the same pending school can see and choose it too.
 */
export async function requestSchool(
  db: Db,
  clock: Clock,
  userId: number,
  name: string,
): Promise<{ school: School; isNew: boolean }> {
  const limit = await hitRateLimit(db, { key: `school-create:user:${userId}`, limit: SCHOOL_REQUESTS_PER_DAY, windowSeconds: 24 * 3600 }, clock.now());
  if (limit.isLimited) {
    throw AppError.rateLimited('You have added too many schools today. Please try again tomorrow.', {
      retry_after_seconds: Math.ceil((limit.resetAt.getTime() - clock.now().getTime()) / 1000),
    });
  }
  return db.transaction(async (tx) => {
    const viewer = await loadViewer(tx, userId);
    const nameKey = schoolNameKey(name);
    const inserted = await insertSchoolIfAbsent(tx, { name, nameKey, createdByUserId: userId });
    const school = inserted ?? (await findSchoolByNameKey(tx, nameKey));
    if (!school) throw new Error(`school with name key ${nameKey} vanished during creation`);
    if (!inserted && school.status === 'active' && !isSchoolVisibleTo(school, viewer)) {
      throw AppError.validation({ school_name: [schoolMessages.restricted] });
    }
    if (viewer.profileId !== null && !viewer.isProfileCompleted) {
      await setProfileSchool(tx, viewer.profileId, school.id);
    }
    return { school: toSchool(school), isNew: inserted !== undefined };
  });
}
