import type { Db } from '@bloom/db/client';
import { listOpenDistressReports, markDistressReportHandled } from './distress-reports.repository';

export interface OpenDistressReport {
  id: number;
  created_at: string;
  source: 'story' | 'comment';
  post_id: number | null;
  text: string;
  student: { id: number; name: string; email: string };
  school: string | null;
}

/** The reports still waiting for a person, oldest first. */
export async function openDistressReports(db: Db): Promise<OpenDistressReport[]> {
  const rows = await listOpenDistressReports(db);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    post_id: row.postId,
    text: row.text,
    student: { id: row.userId, name: `${row.firstName} ${row.lastName}`, email: row.email },
    school: row.schoolName,
  }));
}

export async function handleDistressReport(db: Db, id: number, note: string | null, now: Date): Promise<boolean> {
  return markDistressReportHandled(db, id, note?.trim() || null, now);
}
