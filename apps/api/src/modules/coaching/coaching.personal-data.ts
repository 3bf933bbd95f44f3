import { asc, eq, inArray } from 'drizzle-orm';
import { matchRequests, mentorProfiles, studentResponses, users } from '@bloom/db/schema';
import { profileIdOf, type PersonalDataPart } from '../personal-data/personal-data';

/** The questionnaire answers and the coach matches they produced; erasing deletes both. */
export const coachingPersonalData: PersonalDataPart = {
  section: 'questionnaire',
  async exportPersonalData(db, userId) {
    const responses = await db
      .select()
      .from(studentResponses)
      .where(inArray(studentResponses.studentProfileId, profileIdOf(db, userId)))
      .orderBy(asc(studentResponses.id));
    const matches = await db
      .select({ match: matchRequests, coachFirstName: users.firstName, coachLastName: users.lastName })
      .from(matchRequests)
      .innerJoin(mentorProfiles, eq(mentorProfiles.id, matchRequests.mentorId))
      .innerJoin(users, eq(users.id, mentorProfiles.userId))
      .where(inArray(matchRequests.studentProfileId, profileIdOf(db, userId)))
      .orderBy(asc(matchRequests.id));
    return {
      responses: responses.map((r) => ({ answers: r.answers, submitted_at: r.submittedAt.toISOString() })),
      coach_matches: matches.map(({ match, coachFirstName, coachLastName }) => ({
        coach: `${coachFirstName} ${coachLastName}`,
        status: match.status,
        score: match.score,
        created_at: match.createdAt.toISOString(),
      })),
    };
  },
  async erasePersonalData(tx, userId) {
    await tx.delete(matchRequests).where(inArray(matchRequests.studentProfileId, profileIdOf(tx, userId)));
    await tx.delete(studentResponses).where(inArray(studentResponses.studentProfileId, profileIdOf(tx, userId)));
  },
};
