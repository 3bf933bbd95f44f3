import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { emailCodes, outboxMessages, users } from '@bloom/db/schema';
import { isoOrNull, type PersonalDataPart } from '../personal-data/personal-data';

const sentTo = (email: string) => sql`lower(${outboxMessages.to}) = lower(${email})`;

/** No password hashes to this: a deleted account can never sign in again. */
const ERASED_PASSWORD_HASH = '!erased';

/**
 * The account and the mail Bloom sent to it. Erasing keeps the row (the ledgers point at it) but empties
 * it: a placeholder address on the reserved `.invalid` domain frees the real one for a new sign-up. It runs
 * last of all the parts; the deletion then ends every sign-in of the account (tokens.endAllSessions).
 */
export const accountPersonalData: PersonalDataPart = {
  section: 'account',
  async exportPersonalData(db, userId) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    const mail = await db
      .select({ subject: outboxMessages.subject, status: outboxMessages.status, createdAt: outboxMessages.createdAt, sentAt: outboxMessages.sentAt })
      .from(outboxMessages)
      .where(sentTo(user.email))
      .orderBy(asc(outboxMessages.id));
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      email_verified: user.emailVerified,
      timezone: user.timezone,
      referral_code: user.referralCode,
      created_at: user.createdAt.toISOString(),
      mail_sent_to_you: mail.map((m) => ({ subject: m.subject, status: m.status, queued_at: m.createdAt.toISOString(), sent_at: isoOrNull(m.sentAt) })),
    };
  },
  async erasePersonalData(tx, userId, { now }) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;
    // Mail not yet delivered is dropped with the rest: its job finds no message and does nothing.
    await tx.delete(outboxMessages).where(sentTo(user.email));
    await tx.delete(emailCodes).where(eq(emailCodes.userId, userId));
    const placeholder = `erased-${userId}`;
    await tx
      .update(users)
      .set({
        email: `${placeholder}@erased.invalid`,
        username: placeholder,
        firstName: '',
        lastName: '',
        passwordHash: ERASED_PASSWORD_HASH,
        emailVerified: false,
        timezone: 'UTC',
        referralCode: `erased-${randomBytes(12).toString('hex')}`,
        referredByUserId: null,
        erasedAt: now,
      })
      .where(eq(users.id, userId));
  },
};
