import { ledgerActionTypes, pointActionTypes, type PerformedAction, type PerformedActionsQuery, type PerformedActionsResponse } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { AppError } from '../../platform/errors';
import { countPerformedActions, listPerformedActions } from './performed-actions.repository';

const knownActionTypes = new Set<string>([...pointActionTypes, ...Object.values(ledgerActionTypes)]);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Row = Awaited<ReturnType<typeof listPerformedActions>>[number];

function describe(row: Row): string {
  const action = capitalise(row.actionDescription ?? row.actionType.replaceAll('_', ' '));
  switch (row.kind) {
    case 'reversal':
      return `${action} (taken back)`;
    case 'redeem':
      return row.rewardName ? `Redeemed ${row.rewardName} from ${row.rewardCompany}` : 'Redeemed a reward';
    case 'adjustment':
      return row.reason ?? 'Points adjusted';
    case 'earn':
      return row.badgeName ? `Bonus for the ${row.badgeName} badge` : action;
  }
}

/** The student's points history: every ledger row, newest first, filtered by action type and UTC dates. */
export async function getPerformedActions(db: Db, userId: number, query: PerformedActionsQuery): Promise<PerformedActionsResponse> {
  // The community wall also names actions in upper case (spec).
  const actionType = query.action_type ? query.action_type.toLowerCase() : undefined;
  if (actionType && !knownActionTypes.has(actionType)) throw AppError.validation({ action_type: ['Unknown action type.'] });
  const filter = { userId, actionType, fromDate: query.from_date, toDate: query.to_date };
  const start = (query.page - 1) * query.page_size;
  const [total, rows] = await Promise.all([countPerformedActions(db, filter), listPerformedActions(db, filter, start, query.page_size)]);
  const data: PerformedAction[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    action_type: row.actionType,
    default_points: row.actionPoints,
    points: row.points,
    description: describe(row),
    created_at: row.createdAt.toISOString(),
  }));
  return { success: true, data, total_actions: total, page: query.page, page_size: query.page_size, total_pages: Math.ceil(total / query.page_size) };
}
