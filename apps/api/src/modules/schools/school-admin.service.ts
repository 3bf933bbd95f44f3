import { createSchoolRequestSchema } from '@bloom/contract/schools';
import type { Db } from '@bloom/db/client';
import { OperatorInputError } from '../../platform/operator';
import { foldWallInto } from '../community/posts.repository';
import { insertSchoolCreditEntry, sumSchoolPool } from '../credits/credits.repository';
import { frameOriginOf } from './framed-origins';
import { classifySchoolDomain, SCHOOL_DOMAIN_PATTERN_MAX } from './school-domain';
import { schoolNameKey } from './school-name';
import {
  countPoolEntries,
  deleteSchool,
  findCatchAllSchool,
  listSchoolReferences,
  listSchoolsWithStanding,
  lockSchools,
  moveSchoolReference,
  updateSchool,
} from './school-admin.repository';
import { findSchoolById, findSchoolByNameKey, type SchoolRow } from './schools.repository';

/**
 * What an operator (the command-line tool) does to schools: review the ones students added, keep names
 * tidy, fold duplicates together, and set each school's domain, resource link and credit funding.
 */

export class SchoolInputError extends OperatorInputError {}

export const CREDIT_POOL_MAX = 1_000_000;
export const CREDITS_PER_STUDENT_MAX = 1000;
const RESOURCE_LINK_MAX = 2000;

export interface SchoolStanding {
  school: SchoolRow;
  createdByEmail: string | null;
  students: number;
  pool: number;
}

export async function listSchoolsForOperator(db: Db, options: { pendingOnly: boolean }): Promise<SchoolStanding[]> {
  return listSchoolsWithStanding(db, options);
}

/** A school by id, or by its name in any case and spacing. */
export async function findSchoolForOperator(db: Db, ref: string): Promise<SchoolRow> {
  const trimmed = ref.trim();
  const school = /^\d{1,9}$/.test(trimmed) ? await findSchoolById(db, Number(trimmed)) : await findSchoolByNameKey(db, schoolNameKey(trimmed));
  if (!school) throw new SchoolInputError(`No school with id or name "${ref}". Run "npm run operator -- school list --all" to see them.`);
  return school;
}

const describe = (school: SchoolRow) => `"${school.name}" (id ${school.id})`;

/** Activates a school a student added, so every student whose email matches its domain sees it. */
export async function approveSchool(db: Db, ref: string): Promise<{ school: SchoolRow; wasPending: boolean }> {
  const school = await findSchoolForOperator(db, ref);
  if (school.status === 'active') return { school, wasPending: false };
  return { school: await updateSchool(db, school.id, { status: 'active' }), wasPending: true };
}

export async function renameSchool(db: Db, ref: string, newName: string): Promise<SchoolRow> {
  const school = await findSchoolForOperator(db, ref);
  const parsed = createSchoolRequestSchema.safeParse({ school_name: newName });
  if (!parsed.success) throw new SchoolInputError(`--name: ${parsed.error.issues[0]?.message ?? 'not a valid school name.'}`);
  const name = parsed.data.school_name;
  const nameKey = schoolNameKey(name);
  const holder = await findSchoolByNameKey(db, nameKey);
  if (holder && holder.id !== school.id) {
    throw new SchoolInputError(`${describe(holder)} already has that name. To fold one into the other: school merge ${school.id} --into ${holder.id}`);
  }
  return updateSchool(db, school.id, { name, nameKey });
}

export interface MergeResult {
  from: SchoolRow;
  into: SchoolRow;
  /** Rows moved per referencing table ("student_profiles.school_id": 3). */
  moved: Record<string, number>;
  poolOfInto: number;
}

/**
 * Folds one school into another: every row that references the first (students' profiles, its credit
 * pool's ledger, and any other table with a foreign key to schools) moves to the second, then the first
 * is deleted, all in one transaction with both school rows locked, so no allocation from either pool
 * runs halfway through. The pool entries move as they are, so each student's allowance already used
 * counts at the new school and the pools add up. The second school keeps its own name, domain, resource
 * link and allowance.
 */
export async function mergeSchools(db: Db, fromRef: string, intoRef: string): Promise<MergeResult> {
  const [fromRow, intoRow] = [await findSchoolForOperator(db, fromRef), await findSchoolForOperator(db, intoRef)];
  if (fromRow.id === intoRow.id) throw new SchoolInputError('A school cannot be merged into itself.');
  return db.transaction(async (tx) => {
    const locked = await lockSchools(tx, [fromRow.id, intoRow.id]);
    const from = locked.find((s) => s.id === fromRow.id);
    const into = locked.find((s) => s.id === intoRow.id);
    if (!from || !into) throw new SchoolInputError('One of the schools was deleted meanwhile; list them again.');
    if (from.isCatchAll) throw new SchoolInputError(`${describe(from)} is the catch-all school every student may pick; it cannot be merged away.`);
    if (into.status !== 'active') throw new SchoolInputError(`${describe(into)} is still waiting for review. Approve it first: school approve ${into.id}`);
    const entries = await countPoolEntries(tx, from.id);
    if (entries > 0 && !into.isPartner) {
      const pool = await sumSchoolPool(tx, from.id);
      throw new SchoolInputError(
        `${describe(from)} has a credit pool (${pool} credits left, ${entries} ledger entries) and ${describe(into)} funds no credits. ` +
          `Make it a partner first (school set ${into.id} --partner yes), then merge.`,
      );
    }
    const moved: Record<string, number> = {};
    // The community keeps one wall row per school (its story count): the two walls become one first.
    await foldWallInto(tx, from.id, into.id);
    for (const reference of await listSchoolReferences(tx)) {
      const count = await moveSchoolReference(tx, reference, from.id, into.id);
      if (count > 0) moved[`${reference.table}.${reference.column}`] = count;
    }
    await deleteSchool(tx, from.id);
    return { from, into, moved, poolOfInto: await sumSchoolPool(tx, into.id) };
  });
}

/**
 * Refuses a school a student added: the students who chose it move to the catch-all school (their
 * profiles stay complete), and the school is deleted. Only schools waiting for review can be rejected;
 * a duplicate of a real school is better merged into it.
 */
export async function rejectSchool(db: Db, ref: string): Promise<MergeResult> {
  const school = await findSchoolForOperator(db, ref);
  if (school.status !== 'pending_review') {
    throw new SchoolInputError(`${describe(school)} is active; only schools waiting for review can be rejected. To fold it into another: school merge ${school.id} --into <school>`);
  }
  const catchAll = await findCatchAllSchool(db);
  if (!catchAll) throw new Error('the catch-all school is missing; the reference data seeds it at every start');
  return mergeSchools(db, String(school.id), String(catchAll.id));
}

export interface SchoolSettings {
  domain?: string;
  /** null clears the link. */
  resourceLink?: string | null;
  creditPool?: number;
  creditsPerStudent?: number;
  isPartner?: boolean;
}

function checkDomain(domain: string): string {
  const trimmed = domain.trim();
  if (trimmed.length > SCHOOL_DOMAIN_PATTERN_MAX) throw new SchoolInputError(`--domain: at most ${SCHOOL_DOMAIN_PATTERN_MAX} characters.`);
  const kind = classifySchoolDomain(trimmed);
  if (kind === 'invalid') throw new SchoolInputError(`--domain: "${trimmed}" is not a valid regular expression (e.g. "@osu\\.edu$", or "*" for everyone).`);
  if (kind === 'unsafe') {
    throw new SchoolInputError(`--domain: "${trimmed}" could take very long to match (nested or repeated quantifiers); write it more simply, e.g. "@(.+\\.)?osu\\.edu$".`);
  }
  return trimmed;
}

function checkResourceLink(link: string): string {
  const trimmed = link.trim();
  if (trimmed.length > RESOURCE_LINK_MAX || frameOriginOf(trimmed) === null || !trimmed.startsWith('https://')) {
    throw new SchoolInputError(`--resource-link: "${link}" is not an https:// address (students see it in a frame inside Bloom, which is served over https).`);
  }
  return new URL(trimmed).toString();
}

function checkCount(value: number, flag: string, max: number): number {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new SchoolInputError(`${flag}: a whole number from 0 to ${max}.`);
  return value;
}

/**
 * Sets any of a school's email domain, resource link, credit pool, per-student allowance and partner
 * flag in one transaction. The pool is a ledger: setting it to n appends a deposit or a withdrawal of the
 * difference, with the school row locked like an allocation locks it. A pool makes the school a partner
 * unless `isPartner: false` says otherwise.
 */
export async function updateSchoolSettings(db: Db, ref: string, settings: SchoolSettings): Promise<{ school: SchoolRow; pool: number; poolChange: number }> {
  const domain = settings.domain === undefined ? undefined : checkDomain(settings.domain);
  const resourceLink = settings.resourceLink === undefined || settings.resourceLink === null ? settings.resourceLink : checkResourceLink(settings.resourceLink);
  const creditPool = settings.creditPool === undefined ? undefined : checkCount(settings.creditPool, '--credit-pool', CREDIT_POOL_MAX);
  const creditsPerStudent = settings.creditsPerStudent === undefined ? undefined : checkCount(settings.creditsPerStudent, '--per-student', CREDITS_PER_STUDENT_MAX);
  const isPartner = settings.isPartner ?? (creditPool !== undefined ? true : undefined);
  if (Object.values({ domain, resourceLink, creditPool, creditsPerStudent, isPartner }).every((v) => v === undefined)) {
    throw new SchoolInputError('Nothing to set: give --domain, --resource-link, --credit-pool, --per-student or --partner.');
  }
  const found = await findSchoolForOperator(db, ref);
  return db.transaction(async (tx) => {
    const [school] = await lockSchools(tx, [found.id]);
    if (!school) throw new SchoolInputError(`${describe(found)} was deleted meanwhile.`);
    const updated = await updateSchool(tx, school.id, { domain, resourceLink, creditsPerStudent, isPartner });
    const before = await sumSchoolPool(tx, school.id);
    const poolChange = creditPool === undefined ? 0 : creditPool - before;
    if (poolChange !== 0) {
      await insertSchoolCreditEntry(tx, {
        schoolId: school.id,
        amount: poolChange,
        reason: poolChange > 0 ? 'deposit' : 'withdrawal',
        note: `Pool set to ${creditPool} by an operator`,
      });
    }
    return { school: updated, pool: before + poolChange, poolChange };
  });
}
