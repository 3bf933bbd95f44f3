import { eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { studentProfiles } from '@bloom/db/schema';
import type { Config } from '../../config';
import type { FileStorage } from '../../platform/storage';

/** What an erasure may need besides its transaction. */
export interface Erasure {
  now: Date;
  config: Config;
  storage: FileStorage;
  /** Work outside the database (removing a stored file), run once the transaction has committed. */
  afterCommit(work: () => Promise<void>): void;
}

/**
 * One module's share of a student's data (decision 0033). `exportPersonalData` returns what the module
 * keeps about the student, for the downloaded file under `section`; it never includes another
 * student's data. `erasePersonalData` runs inside the account deletion's one transaction: it removes or
 * blanks what is personal and keeps ledger rows, which stay pointing at the emptied account.
 */
export interface PersonalDataPart {
  /** The key of this part in the downloaded file. */
  section: string;
  exportPersonalData(db: Db, userId: number): Promise<unknown>;
  erasePersonalData(tx: Db, userId: number, erasure: Erasure): Promise<void>;
}

/** ISO text for a timestamp that may be missing. */
export const isoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The student's profile id as a subquery (`inArray(table.studentProfileId, profileIdOf(db, userId))`). */
export function profileIdOf(db: Db, userId: number) {
  return db.select({ id: studentProfiles.id }).from(studentProfiles).where(eq(studentProfiles.userId, userId));
}
