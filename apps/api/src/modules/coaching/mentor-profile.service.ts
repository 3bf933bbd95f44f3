import { coachingMessages, type MentorProfile } from '@bloom/contract/coaching';
import type { Db } from '@bloom/db/client';
import { AppError } from '../../platform/errors';
import { sanitizeBio } from './bio-html';
import { findMentorProfile } from './coaching.repository';

export async function getMentorProfile(db: Db, mentorId: number): Promise<MentorProfile> {
  const row = await findMentorProfile(db, mentorId);
  if (!row || !row.isActive) throw AppError.notFound(coachingMessages.coachNotFound);
  return {
    id: row.id,
    user: { first_name: row.firstName, last_name: row.lastName },
    url: row.photoUrl,
    focus_area: row.focusArea,
    rating: row.rating,
    city: row.city,
    state: row.state,
    years_of_experience: row.yearsOfExperience,
    specialties: row.specialties,
    credentials: row.credentials,
    // Stored sanitised already; sanitised again so a row written by hand is never served as it is.
    description: sanitizeBio(row.bioHtml),
    qualification: row.qualification,
    coaching_style: row.coachingStyle,
    timezone: row.timezone,
  };
}
