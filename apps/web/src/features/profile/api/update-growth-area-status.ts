import type { GrowthArea, GrowthAreaStatus } from '@bloom/contract/growth';
import { apiClient } from '@/lib/http';

/** PATCH /api/growth-areas/{id}/: retires a set the student replaced on the profile page. */
export function updateGrowthAreaStatus({ id, status }: { id: number; status: GrowthAreaStatus }): Promise<GrowthArea> {
  return apiClient.patch<GrowthArea>(`/growth-areas/${id}/`, { status });
}
