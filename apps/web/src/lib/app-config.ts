import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@bloom/contract/app-config';
import { apiClient } from './http';

/** Operator settings the screens need (the support form's address), read from the server once. */
export function useAppConfig(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: () => apiClient.get<AppConfig>('/app-config/', { auth: false }),
    staleTime: Infinity,
    enabled: options.enabled ?? true,
  });
}
