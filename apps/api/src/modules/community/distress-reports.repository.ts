import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { distressReports, schools, users } from '@bloom/db/schema';

export async function insertDistressReport(db: Db, values: typeof distressReports.$inferInsert): Promise<number> {
  const [row] = await db.insert(distressReports).values(values).returning({ id: distressReports.id });
  return row!.id;
}

export async function listOpenDistressReports(db: Db) {
  return db
    .select({
      id: distressReports.id,
      source: distressReports.source,
      postId: distressReports.postId,
      text: distressReports.text,
      createdAt: distressReports.createdAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      schoolName: schools.name,
    })
    .from(distressReports)
    .innerJoin(users, eq(users.id, distressReports.userId))
    .leftJoin(schools, eq(schools.id, distressReports.schoolId))
    .where(eq(distressReports.status, 'open'))
    .orderBy(asc(distressReports.createdAt), asc(distressReports.id));
}

/** Marks an open report handled; false when there is no open report with this id. */
export async function markDistressReportHandled(db: Db, id: number, note: string | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(distressReports)
    .set({ status: 'handled', handledAt: now, handledNote: note })
    .where(and(eq(distressReports.id, id), eq(distressReports.status, 'open')))
    .returning({ id: distressReports.id });
  return rows.length > 0;
}
