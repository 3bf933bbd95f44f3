import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { makeProfile, signInForTest } from '../testing/account-fixtures';
import RootRedirect from './root-redirect';

/** The app's real route table: lazy screens, gates and redirects together. */
function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('account routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: /Page Not Found/ })).toBeInTheDocument();
    expect(screen.getByText('404', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('turns /ref/{code} into the signup form with the code locked', async () => {
    const router = renderApp('/ref/FRIEND42');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/register?ref=FRIEND42');
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('FRIEND42');
    expect(screen.getByText('Referral code applied from link')).toBeInTheDocument();
  });

  it('turns /ref/ without a code into plain signup', async () => {
    const router = renderApp('/ref/');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/register');
    expect(screen.getByLabelText(/^Referral code/)).not.toHaveAttribute('readonly');
  });

  it('sends / to /login without tokens', async () => {
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    [false, '/onboarding'],
    [true, '/dashboard'],
  ])("sends / of a signed-in student (completed: %s) to %s after 'Loading...'", async (isCompleted, destination) => {
    signInForTest();
    server.use(http.get('*/api/student-profiles/', () => HttpResponse.json([makeProfile({ is_completed: isCompleted })])));
    renderRoute(<RootRedirect />, { path: '/', routes: [{ path: destination, element: <p>landed on {destination}</p> }] });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText(`landed on ${destination}`)).toBeInTheDocument();
  });

  it('sends a protected path without tokens to /login', async () => {
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
