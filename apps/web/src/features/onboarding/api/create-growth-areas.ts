import type { CreateGrowthAreaRequest, GrowthArea } from '@bloom/contract/growth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/http';

/** POST /api/growth-areas/: the walkthrough's chosen areas (comma-joined ids) and starting confidence. */
export function createGrowthAreas(body: CreateGrowthAreaRequest): Promise<GrowthArea> {
  return apiClient.post<GrowthArea>('/growth-areas/', body);
}

export function useCreateGrowthAreas() {
  return useMutation({ mutationFn: createGrowthAreas });
}
