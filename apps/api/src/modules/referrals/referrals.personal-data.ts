import { asc, eq } from 'drizzle-orm';
import { referralInvitations, referrals } from '@bloom/db/schema';
import { isoOrNull, type PersonalDataPart } from '../personal-data/personal-data';

/**
 * Referrals: whether the student was referred, the friends they referred (dates only: who the friends
 * are is the friends' data) and the invitations they sent. Erasing deletes the invitations; the referral
 * rows stay, pointing at the emptied account, because they pay points and keep one mailbox from being
 * referred twice.
 */
export const referralsPersonalData: PersonalDataPart = {
  section: 'referrals',
  async exportPersonalData(db, userId) {
    const [referredBy] = await db.select().from(referrals).where(eq(referrals.referredUserId, userId));
    const made = await db.select().from(referrals).where(eq(referrals.referrerUserId, userId)).orderBy(asc(referrals.id));
    const invitations = await db.select().from(referralInvitations).where(eq(referralInvitations.inviterUserId, userId)).orderBy(asc(referralInvitations.id));
    return {
      joined_through_a_referral: referredBy ? { joined_at: referredBy.createdAt.toISOString(), completed_at: isoOrNull(referredBy.completedAt) } : null,
      friends_referred: made.map((r) => ({ joined_at: r.createdAt.toISOString(), completed_at: isoOrNull(r.completedAt) })),
      invitations_sent: invitations.map((i) => ({ email: i.email, sent_at: i.sentAt.toISOString() })),
    };
  },
  async erasePersonalData(tx, userId) {
    await tx.delete(referralInvitations).where(eq(referralInvitations.inviterUserId, userId));
  },
};
