import { asc, eq } from 'drizzle-orm';
import { featureVotes } from '@bloom/db/schema';
import type { PersonalDataPart } from '../personal-data/personal-data';

/** The features the student voted for. Erasing keeps the votes (they count, and say nothing of who cast them once the account is emptied). */
export const featureVotesPersonalData: PersonalDataPart = {
  section: 'feature_votes',
  async exportPersonalData(db, userId) {
    const votes = await db.select().from(featureVotes).where(eq(featureVotes.userId, userId)).orderBy(asc(featureVotes.id));
    return votes.map((v) => ({ feature: v.feature, voted_at: v.createdAt.toISOString() }));
  },
  async erasePersonalData() {},
};
