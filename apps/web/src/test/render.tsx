import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders a screen inside the app's providers and a memory router. `routes` lets a test add the
 * screens a flow navigates to, so the test can assert where the student lands.
 */
export function renderRoute(
  element: ReactElement,
  { path = '/', initialEntry = path, routes = [] }: { path?: string; initialEntry?: string | { pathname: string; search?: string; state?: unknown }; routes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [initialEntry] });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}
