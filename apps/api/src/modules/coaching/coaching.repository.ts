import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import {
  growthAreas,
  matchRequests,
  mentorProfiles,
  questionChoices,
  questions,
  studentProfiles,
  studentResponses,
  users,
} from '@bloom/db/schema';

// ---- students ----

export async function findStudentProfileByUserId(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: studentProfiles.id,
      userId: studentProfiles.userId,
      coachingStyle: studentProfiles.coachingStyle,
      personalityType: studentProfiles.personalityType,
    })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId));
  return row;
}

/** Serialises one student's questionnaire submissions for the rest of the transaction. */
export async function lockStudentProfile(db: Db, profileId: number): Promise<void> {
  await db.select({ id: studentProfiles.id }).from(studentProfiles).where(eq(studentProfiles.id, profileId)).for('update');
}

export async function findGrowthAreaIds(db: Db, profileId: number): Promise<string[]> {
  const rows = await db
    .select({ ids: growthAreas.growthAreaIds })
    .from(growthAreas)
    .where(and(eq(growthAreas.studentProfileId, profileId), ne(growthAreas.status, 'deleted')));
  return rows.flatMap((row) => row.ids.split(',').map((id) => id.trim()).filter(Boolean));
}

// ---- questions ----

export async function findQuestions(db: Db) {
  return db.select().from(questions).orderBy(asc(questions.position), asc(questions.id));
}

export async function findChoices(db: Db) {
  return db.select().from(questionChoices).orderBy(asc(questionChoices.questionId), asc(questionChoices.position), asc(questionChoices.id));
}

// ---- responses and matches ----

export async function findLatestResponse(db: Db, profileId: number) {
  const [row] = await db
    .select({ id: studentResponses.id, submittedAt: studentResponses.submittedAt })
    .from(studentResponses)
    .where(eq(studentResponses.studentProfileId, profileId))
    .orderBy(desc(studentResponses.submittedAt), desc(studentResponses.id))
    .limit(1);
  return row;
}

export async function insertResponse(db: Db, profileId: number, answers: unknown, submittedAt: Date) {
  const [row] = await db
    .insert(studentResponses)
    .values({ studentProfileId: profileId, answers, submittedAt })
    .returning({ id: studentResponses.id, submittedAt: studentResponses.submittedAt });
  return row!;
}

export async function expireMatches(db: Db, profileId: number): Promise<void> {
  await db
    .update(matchRequests)
    .set({ status: 'expired' })
    .where(and(eq(matchRequests.studentProfileId, profileId), ne(matchRequests.status, 'expired')));
}

export async function insertMatches(
  db: Db,
  rows: { studentProfileId: number; mentorId: number; studentResponseId: number; score: number; createdAt: Date }[],
) {
  if (rows.length === 0) return;
  await db.insert(matchRequests).values(rows);
}

/** A booking with a matched coach turns the match into 'accepted': the statement, for the booking to write with its own. */
export function acceptMatchQuery(db: Db, profileId: number, mentorId: number) {
  return db
    .update(matchRequests)
    .set({ status: 'accepted' })
    .where(and(eq(matchRequests.studentProfileId, profileId), eq(matchRequests.mentorId, mentorId), eq(matchRequests.status, 'pending')));
}

export async function findMatches(db: Db, profileId: number, status: 'pending' | 'accepted' | 'expired' | undefined) {
  return db
    .select({
      id: matchRequests.id,
      status: matchRequests.status,
      score: matchRequests.score,
      createdAt: matchRequests.createdAt,
      mentorId: mentorProfiles.id,
      photoUrl: mentorProfiles.photoUrl,
      rating: mentorProfiles.rating,
      city: mentorProfiles.city,
      state: mentorProfiles.state,
      focusArea: mentorProfiles.focusArea,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(matchRequests)
    .innerJoin(mentorProfiles, eq(mentorProfiles.id, matchRequests.mentorId))
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(
      and(
        eq(matchRequests.studentProfileId, profileId),
        status ? eq(matchRequests.status, status) : ne(matchRequests.status, 'expired'),
        // A deactivated coach is no longer offered, whatever the match said.
        eq(mentorProfiles.isActive, true),
      ),
    )
    .orderBy(desc(matchRequests.createdAt), desc(matchRequests.score), asc(matchRequests.id));
}

// ---- coaches ----

export async function findActiveMentorsForMatching(db: Db) {
  return db
    .select({
      id: mentorProfiles.id,
      focusArea: mentorProfiles.focusArea,
      growthAreas: mentorProfiles.growthAreas,
      coachingStyle: mentorProfiles.coachingStyle,
      specialties: mentorProfiles.specialties,
      rating: mentorProfiles.rating,
    })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.isActive, true));
}

export async function findMentorProfile(db: Db, mentorId: number) {
  const [row] = await db
    .select({
      id: mentorProfiles.id,
      isActive: mentorProfiles.isActive,
      photoUrl: mentorProfiles.photoUrl,
      focusArea: mentorProfiles.focusArea,
      rating: mentorProfiles.rating,
      city: mentorProfiles.city,
      state: mentorProfiles.state,
      yearsOfExperience: mentorProfiles.yearsOfExperience,
      specialties: mentorProfiles.specialties,
      credentials: mentorProfiles.credentials,
      bioHtml: mentorProfiles.bioHtml,
      qualification: mentorProfiles.qualification,
      coachingStyle: mentorProfiles.coachingStyle,
      timezone: mentorProfiles.timezone,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.id, mentorId));
  return row;
}
