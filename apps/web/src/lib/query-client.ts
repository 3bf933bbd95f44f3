import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A client error will not get better by asking again; a network blip might.
        retry: (failureCount, error) => !(error instanceof HttpError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
