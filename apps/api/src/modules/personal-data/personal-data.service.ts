import type { FastifyBaseLogger } from 'fastify';
import { personalDataMessages, type PersonalDataFile } from '@bloom/contract/personal-data';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { assertDeleteAllowed, enforceDataDownloadLimit, recordWrongDeletePassword } from '../accounts/account-rate-limits';
import { findUserById, lockUser } from '../accounts/accounts.repository';
import { verifyPassword } from '../accounts/password-hashing';
import type { Erasure } from './personal-data';
import { personalDataParts } from './personal-data.parts';

type PersonalDataDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'storage' | 'tokens'>;

/**
 * Everything Bloom keeps about the signed-in student, one section per module, read in one transaction
 * so the sections agree with each other. Only `userId`'s rows are read: the route passes the token's user.
 */
export async function exportPersonalData(deps: PersonalDataDeps, userId: number): Promise<PersonalDataFile> {
  const { db, clock } = deps;
  await enforceDataDownloadLimit(db, clock.now(), userId);
  const sections = await db.transaction(
    async (tx) => {
      const read: Record<string, unknown> = {};
      for (const part of personalDataParts) read[part.section] = await part.exportPersonalData(tx, userId);
      return read;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { format: 'bloom-personal-data', version: 1, exported_at: clock.now().toISOString(), ...sections };
}

/**
 * Deletes the signed-in student's account once their password confirms it: every module erases its part
 * in one transaction (all or nothing), then stored files go. The account row stays, emptied, for the
 * ledgers; its tokens stop working and its address can sign up again (decision 0033).
 */
export async function deleteAccount(deps: PersonalDataDeps, log: FastifyBaseLogger, userId: number, password: string): Promise<void> {
  const { db, clock, config, storage, tokens } = deps;
  await assertDeleteAllowed(db, clock.now(), userId);
  const user = await findUserById(db, userId);
  if (!user) throw AppError.unauthenticated();
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordWrongDeletePassword(db, clock.now(), userId);
    throw AppError.validation({ password: [personalDataMessages.wrongPassword] });
  }

  const afterCommit: (() => Promise<void>)[] = [];
  await db.transaction(async (tx) => {
    // Spends lock this row too: a booking or redemption in flight finishes before the erasure starts.
    await lockUser(tx, userId);
    if (!(await findUserById(tx, userId))) throw AppError.unauthenticated();
    const erasure: Erasure = { now: clock.now(), config, storage, afterCommit: (work) => afterCommit.push(work) };
    for (const part of personalDataParts) await part.erasePersonalData(tx, userId, erasure);
    await tokens.endAllSessions(tx, userId);
  });
  for (const work of afterCommit) {
    await work().catch((error: unknown) => log.warn({ err: error, userId }, 'a stored file of a deleted account was not removed'));
  }
}
