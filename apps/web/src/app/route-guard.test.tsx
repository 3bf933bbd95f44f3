import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProfile, signInForTest } from '@/features/accounts/testing/account-fixtures';
import { readTokens } from '@/lib/token-storage';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import RequireTokens from './require-tokens';
import RouteGuard from './route-guard';

function Landing({ name }: { name: string }) {
  const { state } = useLocation();
  return (
    <div>
      <p>landed on {name}</p>
      <pre data-testid="state">{JSON.stringify(state ?? null)}</pre>
    </div>
  );
}

const landings = ['/login', '/email-verification', '/onboarding'].map((path) => ({ path, element: <Landing name={path} /> }));

function renderGuarded(initialEntry = '/credits?tab=plans') {
  return renderRoute(<Outlet />, {
    path: '/',
    initialEntry,
    routes: [{ element: <RouteGuard />, children: [{ path: '/credits', element: <p>credits page</p> }] }, ...landings],
  });
}

function answer(profile: ReturnType<typeof makeProfile> | null, verification: () => Response = () => HttpResponse.json({ email_verified: true, can_resend: true, resend_count: 0, next_resend_time: null })) {
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json(profile ? [profile] : [])),
    http.post('*/api/check-verification/', verification),
  );
}

describe('RouteGuard', () => {
  it('sends a visitor without tokens to /login and remembers where they were going', async () => {
    renderGuarded();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toMatchObject({
      from: { pathname: '/credits', search: '?tab=plans' },
    });
  });

  it("shows 'Loading...' while checking, then the page for a verified student with a completed profile", async () => {
    signInForTest();
    answer(makeProfile());
    renderGuarded();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('credits page')).toBeInTheDocument();
  });

  it('sends an unverified email to /email-verification with the page as the intended path', async () => {
    signInForTest();
    answer(makeProfile(), () => HttpResponse.json({ email_verified: false, can_resend: true, resend_count: 0, next_resend_time: null }));
    renderGuarded();
    expect(await screen.findByText('landed on /email-verification')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ email: 'maya@example.edu', intendedPath: '/credits?tab=plans' });
  });

  it('treats a failed verification check as verified', async () => {
    signInForTest();
    answer(makeProfile(), () => HttpResponse.json({ detail: 'down' }, { status: 500 }));
    renderGuarded();
    expect(await screen.findByText('credits page')).toBeInTheDocument();
  });

  it('sends an unfinished profile to /onboarding', async () => {
    signInForTest();
    answer(makeProfile({ is_completed: false }));
    renderGuarded();
    expect(await screen.findByText('landed on /onboarding')).toBeInTheDocument();
  });

  it("logs out to /login when the server has no profile, and clears the tokens when the load fails", async () => {
    signInForTest();
    answer(null);
    const first = renderGuarded();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toMatchObject({ error: 'No student profile found' });
    await waitFor(() => expect(readTokens()).toBeNull());
    first.unmount();

    signInForTest();
    server.use(http.get('*/api/student-profiles/', () => HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 })));
    renderGuarded();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    await waitFor(() => expect(readTokens()).toBeNull());
  });
});

describe('RequireTokens', () => {
  function renderGate() {
    return renderRoute(<Outlet />, {
      path: '/',
      initialEntry: '/walkthrough',
      routes: [{ element: <RequireTokens />, children: [{ path: '/walkthrough', element: <p>walkthrough</p> }] }, ...landings],
    });
  }

  it('needs both tokens', async () => {
    localStorage.setItem('accessToken', 'only-access');
    renderGate();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
  });

  it("shows 'Loading...' while the profile loads, then the screen whatever its verification", async () => {
    signInForTest();
    server.use(http.get('*/api/student-profiles/', () => HttpResponse.json([makeProfile({ is_completed: false, user: { email_verified: false } })])));
    renderGate();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('walkthrough')).toBeInTheDocument();
  });
});
