import { eq } from 'drizzle-orm';
import { schools, studentProfiles } from '@bloom/db/schema';
import type { PersonalDataPart } from '../personal-data/personal-data';
import { storedImageKey } from './profile-image.service';

/**
 * The student profile. Erasing blanks every field the student gave and removes the stored picture (after
 * the commit); the row itself stays, because past sessions (kept for the credit ledger) point at it.
 */
export const profilePersonalData: PersonalDataPart = {
  section: 'profile',
  async exportPersonalData(db, userId) {
    const [row] = await db
      .select({ profile: studentProfiles, schoolName: schools.name })
      .from(studentProfiles)
      .leftJoin(schools, eq(schools.id, studentProfiles.schoolId))
      .where(eq(studentProfiles.userId, userId));
    if (!row) return null;
    const p = row.profile;
    return {
      school: row.schoolName,
      degree: p.degree,
      course: p.course,
      state: p.state,
      city: p.city,
      sex: p.sex,
      language_preference: p.languagePreference,
      identify_as: p.identifyAs,
      is_international: p.isInternational,
      associated_countries: p.associatedCountries,
      what_brings_you_joy: p.whatBringsYouJoy,
      personality_type: p.personalityType,
      coaching_style: p.coachingStyle,
      picture_url: p.imageUrl,
      is_completed: p.isCompleted,
      is_paused: p.isPaused,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  },
  async erasePersonalData(tx, userId, { now, storage, afterCommit }) {
    const [profile] = await tx.select({ imageUrl: studentProfiles.imageUrl }).from(studentProfiles).where(eq(studentProfiles.userId, userId));
    if (!profile) return;
    await tx
      .update(studentProfiles)
      .set({
        schoolId: null,
        degree: null,
        course: null,
        state: null,
        city: null,
        sex: null,
        languagePreference: null,
        identifyAs: null,
        isInternational: false,
        associatedCountries: null,
        imageUrl: null,
        whatBringsYouJoy: null,
        personalityType: null,
        coachingStyle: null,
        isPaused: true,
        updatedAt: now,
      })
      .where(eq(studentProfiles.userId, userId));
    const pictureKey = storedImageKey(profile.imageUrl);
    if (pictureKey) afterCommit(() => storage.remove(pictureKey));
  },
};
