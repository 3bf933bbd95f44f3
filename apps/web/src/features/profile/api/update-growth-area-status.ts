import type { GrowthArea, GrowthAreaStatus } from '@bloom/contract/growth';
import { apiClient } from '@/lib/http';
import { serverMessageOr } from '@/lib/error-message';

/** The spec's fallback when a status change fails without a message of the server's own. */
export const GROWTH_AREA_STATUS_FAILED = 'Failed to update growth area status';

/** A status change that failed, with the message the screen shows for it. */
export class GrowthAreaStatusError extends Error {}

/** PATCH /api/growth-areas/{id}/: retires a set the student replaced on the profile page. */
export async function updateGrowthAreaStatus({ id, status }: { id: number; status: GrowthAreaStatus }): Promise<GrowthArea> {
  try {
    return await apiClient.patch<GrowthArea>(`/growth-areas/${id}/`, { status });
  } catch (error) {
    throw new GrowthAreaStatusError(serverMessageOr(error, GROWTH_AREA_STATUS_FAILED));
  }
}
