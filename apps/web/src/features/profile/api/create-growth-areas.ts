import type { CreateGrowthAreaRequest, GrowthArea } from '@bloom/contract/growth';
import { apiClient } from '@/lib/http';

/** POST /api/growth-areas/: the growth areas chosen on the profile page, as one new set. */
export function createGrowthAreas(body: CreateGrowthAreaRequest): Promise<GrowthArea> {
  return apiClient.post<GrowthArea>('/growth-areas/', body);
}
