import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { School } from '@bloom/contract/schools';
import { storageKeys } from '@/lib/storage-keys';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { reloadPage } from '../reload-page';
import { catchAllSchool, makeProfile, partnerSchool, signInForTest } from '../testing/fixtures';
import { validateSchoolName } from './add-school-dialog';
import OnboardingPage from './onboarding-page';

vi.mock('../reload-page', () => ({ reloadPage: vi.fn() }));

const linkName = 'Add your school';
/** The first render of a lazy screen on a busy machine can take more than the default second. */
const slow = { timeout: 5000 };

function serve(schools: School[]) {
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json([makeProfile()])),
    http.get('*/api/schools/', () => HttpResponse.json(schools)),
  );
}

function renderOnboarding() {
  return renderRoute(<OnboardingPage />, { path: '/onboarding' });
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: linkName }, slow));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Your School' }) };
}

describe('Add Your School', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTest();
    vi.mocked(reloadPage).mockReset();
  });

  it("offers 'Not seeing your school? Add your school' when the catch-all school is the only one", async () => {
    serve([catchAllSchool]);
    renderOnboarding();
    expect(await screen.findByRole('button', { name: linkName }, slow)).toBeInTheDocument();
    expect(screen.getByText(/Not seeing your school\?/)).toBeInTheDocument();
  });

  it('hides the link as soon as any other school is available', async () => {
    serve([partnerSchool, catchAllSchool]);
    renderOnboarding();
    await screen.findByRole('option', { name: 'Riverside University' }, slow);
    expect(screen.queryByRole('button', { name: linkName })).not.toBeInTheDocument();
    expect(screen.queryByText(/Not seeing your school\?/)).not.toBeInTheDocument();
  });

  it('checks the name with the spec words before calling the server', async () => {
    serve([catchAllSchool]);
    renderOnboarding();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('New schools are reviewed by our team before being fully activated.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create School' }));
    expect(within(dialog).getByText('School name is required.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^School name/), ' A ');
    expect(within(dialog).queryByText('School name is required.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create School' }));
    expect(within(dialog).getByText('School name must be at least 2 characters long.')).toBeInTheDocument();

    expect(validateSchoolName('   ')).toBe('School name is required.');
    expect(validateSchoolName('Ab')).toBeNull();
  });

  it("shows the server's refusal in a red box, and 'Failed to create school' when it gives no reason", async () => {
    serve([catchAllSchool]);
    server.use(
      http.post('*/api/schools/create/', () =>
        HttpResponse.json({ school_name: ['This school is only available to students with a matching school email address.'] }, { status: 400 }),
      ),
    );
    renderOnboarding();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^School name/), 'Riverside University');
    await user.click(within(dialog).getByRole('button', { name: 'Create School' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This school is only available to students with a matching school email address.',
    );

    server.use(http.post('*/api/schools/create/', () => new HttpResponse(null, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Create School' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create school'));
  });

  it('cancel closes the dialog without calling the server', async () => {
    serve([catchAllSchool]);
    renderOnboarding();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^School name/), 'Somewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects the new school, says it will be reviewed, keeps the answers and reloads the page', async () => {
    serve([catchAllSchool]);
    let sent: unknown;
    const created: School = { ...partnerSchool, school_id: 9, school_name: 'Lakeside College', status: 'pending_review', school_domain: null };
    server.use(
      http.post('*/api/schools/create/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderOnboarding();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^City/, {}, slow), 'Lakeside');
    const { dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^School name/), '  Lakeside College ');
    await user.click(within(dialog).getByRole('button', { name: 'Create School' }));

    expect(await screen.findByText(/"Lakeside College" has been added and selected\. Our team will review it/)).toBeInTheDocument();
    expect(sent).toEqual({ school_name: 'Lakeside College' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const draft = JSON.parse(sessionStorage.getItem(storageKeys.onboardingDraft) ?? 'null') as { form: Record<string, unknown>; addedSchoolName: string };
    expect(draft.addedSchoolName).toBe('Lakeside College');
    expect(draft.form).toMatchObject({ schoolName: '9', cityName: 'Lakeside' });
  });

  it('after the reload, restores the answers, the chosen school and the review note', async () => {
    const created: School = { ...partnerSchool, school_id: 9, school_name: 'Lakeside College', status: 'pending_review', school_domain: null };
    server.use(
      http.get('*/api/student-profiles/', () => HttpResponse.json([makeProfile({ schoolId: 9, school: 'Lakeside College' })])),
      http.get('*/api/schools/', () => HttpResponse.json([created, catchAllSchool])),
    );
    sessionStorage.setItem(
      storageKeys.onboardingDraft,
      JSON.stringify({ form: { schoolName: '9', cityName: 'Lakeside', degree: 'masters', isInternationalStudent: true }, addedSchoolName: 'Lakeside College' }),
    );
    renderOnboarding();
    expect(await screen.findByRole('option', { name: 'Lakeside College (under review)' }, slow)).toBeInTheDocument();
    expect(screen.getByLabelText(/^School/)).toHaveValue('9');
    expect(screen.getByRole('option', { name: 'Lakeside College (under review)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveValue('Lakeside');
    expect(screen.getByLabelText(/^Degree/)).toHaveValue('masters');
    expect(screen.getByLabelText('I am an international student')).toBeChecked();
    expect(screen.getByText(/Our team will review it before it is fully activated/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: linkName })).not.toBeInTheDocument();
    // Read once: a later visit starts from the saved profile.
    expect(sessionStorage.getItem(storageKeys.onboardingDraft)).toBeNull();
  });
});
