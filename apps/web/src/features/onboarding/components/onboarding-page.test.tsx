import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentProfile } from '@bloom/contract/profiles';
import type { School } from '@bloom/contract/schools';
import { storageKeys } from '@/lib/storage-keys';
import { readTokens } from '@/lib/token-storage';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { catchAllSchool, makeProfile, partnerSchool, signInForTest } from '../testing/fixtures';
import OnboardingPage from './onboarding-page';

/** The first render of a lazy screen on a busy machine can take more than the default second. */
const slow = { timeout: 5000 };
const waitForSchools = () => screen.findByRole('option', { name: 'Other / Not listed' }, slow);

const destinations = ['/walkthrough', '/dashboard', '/login', '/email-verification'].map((path) => ({ path, element: <p>landed on {path}</p> }));

function serve({ profile = makeProfile(), schools = [catchAllSchool, partnerSchool] }: { profile?: StudentProfile; schools?: School[] } = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let current: StudentProfile[] = [profile];
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json(current)),
    http.get('*/api/schools/', () => HttpResponse.json(schools)),
    http.post('*/api/timezone-management/', async ({ request }) => {
      calls.push({ method: 'POST', path: 'timezone', body: await request.json() });
      return HttpResponse.json({ timezone: 'UTC', offset_minutes: 0, offset_formatted: '+00:00', readable_name: 'UTC', user_type: 'student' });
    }),
    http.put('*/api/student-profiles/:id/', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'PUT', path: `profile ${String(params.id)}`, body });
      current = [{ ...profile, is_completed: true }];
      return HttpResponse.json(current[0]);
    }),
  );
  return {
    calls,
    /** The re-fetch after the submission answers this instead. */
    answerNextFetchWith(list: StudentProfile[]) {
      server.use(http.put('*/api/student-profiles/:id/', () => {
        current = list;
        return HttpResponse.json({ ...profile, is_completed: true });
      }));
    },
  };
}

function renderOnboarding() {
  return renderRoute(<OnboardingPage />, { path: '/onboarding', routes: destinations });
}

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^School/), 'Riverside University');
  await user.selectOptions(screen.getByLabelText(/^Degree/), "Bachelor's degree");
  await user.type(screen.getByLabelText(/^Course name/), 'Psychology');
  await user.type(screen.getByLabelText(/^State/), 'California');
  await user.type(screen.getByLabelText(/^City/), 'Riverside');
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'Non-binary');
  await user.type(screen.getByLabelText(/^Language preference/), 'English, Spanish');
  await user.selectOptions(screen.getByLabelText(/^Race\/Ethnicity/), 'Latinx or Hispanic');
  await user.click(screen.getByLabelText('I am an international student'));
}

const requiredMessages = [
  'School name is required',
  'Degree is required',
  'State name is required',
  'City name is required',
  'Gender is required',
  'Language preference is required',
  'Race/Ethnicity is required',
];

describe('OnboardingPage', { timeout: 20_000 }, () => {
  beforeEach(() => signInForTest());

  it("shows 'Let's cover some basics' with the user's school preselected", async () => {
    serve();
    renderOnboarding();
    expect(await screen.findByRole('heading', { level: 1, name: "Let's cover some basics" }, slow)).toBeInTheDocument();
    await waitForSchools();
    expect(screen.getByLabelText(/^School/)).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Continue to Goals' })).toBeEnabled();
  });

  it('names every missing field word for word, course name excepted, and clears a message when its field is edited', async () => {
    serve({ profile: makeProfile({ schoolId: null, school: null }) });
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));

    for (const message of requiredMessages) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Course name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^School/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^City/), 'R');
    expect(screen.queryByText('City name is required')).not.toBeInTheDocument();
    expect(screen.getByText('State name is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
  });

  it('treats answers made only of spaces as missing', async () => {
    serve();
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await user.type(screen.getByLabelText(/^State/), '   ');
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));
    expect(screen.getByText('State name is required')).toBeInTheDocument();
    expect(screen.queryByText('School name is required')).not.toBeInTheDocument();
  });

  it('saves the timezone first, then the profile with the spec payload, then goes to /walkthrough', async () => {
    const { calls } = serve();
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));

    expect(await screen.findByText('landed on /walkthrough', {}, slow)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['timezone', 'profile 11']);
    expect(calls[0]?.body).toEqual({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' });
    expect(calls[1]?.body).toEqual({
      id: 11,
      user: { first_name: 'Maya', last_name: 'Lopez' },
      schoolId: 5,
      degree: 'bachelors',
      course: 'Psychology',
      state: 'California',
      city: 'Riverside',
      language_preference: 'English, Spanish',
      identify_as: 'latinx_hispanic',
      sex: 'non-binary',
      is_international: true,
      is_completed: true,
    });
    expect(localStorage.getItem(storageKeys.onboardingCompleted)).toBe('true');
  });

  it('goes on when the timezone cannot be saved: the profile is what onboarding is for', async () => {
    const { calls } = serve();
    server.use(http.post('*/api/timezone-management/', () => new HttpResponse(null, { status: 500 })));
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));
    expect(await screen.findByText('landed on /walkthrough', {}, slow)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['profile 11']);
  });

  it('shows the busy label while sending and cannot be sent twice', async () => {
    const { calls } = serve();
    let release: () => void = () => undefined;
    server.use(
      http.put('*/api/student-profiles/:id/', async () => {
        calls.push({ method: 'PUT', path: 'profile', body: null });
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(makeProfile({ is_completed: true }));
      }),
    );
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' }, slow);
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
  });

  it("shows the server's field errors under their fields with the general fallback", async () => {
    serve();
    server.use(http.put('*/api/student-profiles/:id/', () => HttpResponse.json({ schoolId: ['Select a valid school.'] }, { status: 400 })));
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));
    expect(await screen.findByText('Validation failed. Please check your input.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Select a valid school.')).toBeInTheDocument();
    expect(screen.queryByText('landed on /walkthrough')).not.toBeInTheDocument();
  });

  it("alerts 'Failed to submit onboarding data' when the server gives no reason", async () => {
    serve();
    server.use(http.put('*/api/student-profiles/:id/', () => new HttpResponse(null, { status: 502 })));
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, slow);
    expect(within(dialog).getByText('Failed to submit onboarding data')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Goals' })).toBeEnabled();
  });

  it("alerts with the server's message when it gives one", async () => {
    serve();
    server.use(http.put('*/api/student-profiles/:id/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, slow);
    expect(within(dialog).getByText('Not found.')).toBeInTheDocument();
  });

  it('ends the session and goes to /login when the re-fetched profile list is empty', async () => {
    const api = serve();
    api.answerNextFetchWith([]);
    renderOnboarding();
    const user = userEvent.setup();
    await waitForSchools();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Goals' }));
    expect(await screen.findByText('landed on /login', {}, slow)).toBeInTheDocument();
    expect(readTokens()).toBeNull();
    expect(localStorage.getItem(storageKeys.onboardingCompleted)).toBeNull();
  });

  it('sends a student who already finished onboarding to /dashboard', async () => {
    serve({ profile: makeProfile({ is_completed: true }) });
    renderOnboarding();
    expect(await screen.findByText('landed on /dashboard', {}, slow)).toBeInTheDocument();
  });

  it('sends a student whose email is not verified to /email-verification', async () => {
    serve({ profile: makeProfile({ user: { email_verified: false } }) });
    renderOnboarding();
    expect(await screen.findByText('landed on /email-verification', {}, slow)).toBeInTheDocument();
  });

  it("says 'Failed to fetch schools' when the list cannot be loaded without a reason", async () => {
    serve();
    server.use(http.get('*/api/schools/', () => new HttpResponse(null, { status: 503 })));
    renderOnboarding();
    expect(await screen.findByText('Failed to fetch schools', {}, slow)).toBeInTheDocument();
  });
});
