import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { schoolCreditEntries, schools, studentProfiles, users } from '@bloom/db/schema';
import type { SchoolRow } from './schools.repository';

/** Schools with what an operator decides on: who added them, how many students chose them, their pool. */
export async function listSchoolsWithStanding(db: Db, options: { pendingOnly: boolean }) {
  return db
    .select({
      school: schools,
      createdByEmail: users.email,
      students: sql<number>`(select count(*)::int from ${studentProfiles} p where p.school_id = ${schools.id})`,
      pool: sql<number>`(select coalesce(sum(e.amount), 0)::int from ${schoolCreditEntries} e where e.school_id = ${schools.id})`,
    })
    .from(schools)
    .leftJoin(users, eq(users.id, schools.createdByUserId))
    .where(options.pendingOnly ? eq(schools.status, 'pending_review') : undefined)
    .orderBy(asc(schools.createdAt), asc(schools.id));
}

/** Locks the schools' rows for the rest of the transaction, lowest id first so two operators never deadlock. */
export async function lockSchools(db: Db, ids: number[]): Promise<SchoolRow[]> {
  return db.select().from(schools).where(inArray(schools.id, ids)).orderBy(asc(schools.id)).for('update');
}

export async function findCatchAllSchool(db: Db): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.isCatchAll, true));
  return row;
}

export async function updateSchool(db: Db, id: number, values: Partial<Pick<SchoolRow, 'name' | 'nameKey' | 'status' | 'domain' | 'resourceLink' | 'isPartner' | 'creditsPerStudent'>>): Promise<SchoolRow> {
  const [row] = await db.update(schools).set(values).where(eq(schools.id, id)).returning();
  return row!;
}

export async function deleteSchool(db: Db, id: number): Promise<void> {
  await db.delete(schools).where(eq(schools.id, id));
}

export async function countPoolEntries(db: Db, schoolId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schoolCreditEntries).where(eq(schoolCreditEntries.schoolId, schoolId));
  return row?.n ?? 0;
}

export interface SchoolReference {
  schema: string;
  table: string;
  column: string;
}

/**
 * Every column that references a school by a foreign key, read from the catalogue: a merge moves them all,
 * including tables added after this was written (a community wall's posts, say).
 */
export async function listSchoolReferences(db: Db): Promise<SchoolReference[]> {
  const result = await db.execute<{ schema: string; table: string; column: string }>(sql`
    select n.nspname as schema, cl.relname as table, a.attname as column
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'public.schools'::regclass and cardinality(c.conkey) = 1
    order by cl.relname, a.attname`);
  return rowsOf<SchoolReference>(result);
}

/** Points every row of `reference` at `into` instead of `from`; returns how many rows moved. */
export async function moveSchoolReference(db: Db, reference: SchoolReference, from: number, into: number): Promise<number> {
  const target = sql`${sql.identifier(reference.schema)}.${sql.identifier(reference.table)}`;
  const column = sql.identifier(reference.column);
  const result = await db.execute<{ n: number }>(sql`
    with moved as (update ${target} set ${column} = ${into} where ${column} = ${from} returning 1)
    select count(*)::int as n from moved`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
