import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, accountMessages } from './accounts';

/** The student's own data: the download and the account deletion on /profile (decision 0033). */
export const personalDataMessages = {
  wrongPassword: 'That password is not correct.',
  deleted: 'Your account and your personal data have been deleted.',
  tooManyDeleteAttempts: (wait: string) => `Too many wrong passwords. Please try again ${wait}.`,
  tooManyDownloads: (wait: string) => `You have downloaded your data several times already. Please try again ${wait}.`,
} as const;

/** POST /api/account/delete/: the password confirms that the student is the one deleting. */
export const deleteAccountRequestSchema = z.strictObject({
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, { error: accountMessages.passwordRequired, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ message: z.string() });

/**
 * GET /api/account/data/: one JSON file. Each module adds its own section (`account`, `profile`,
 * `sessions`, `points`, ...); the sections' shapes are documented by the API's modules, not fixed here.
 */
export const personalDataFileSchema = z.looseObject({
  format: z.literal('bloom-personal-data'),
  version: z.literal(1),
  exported_at: z.string(),
});
export type PersonalDataFile = z.infer<typeof personalDataFileSchema> & Record<string, unknown>;
