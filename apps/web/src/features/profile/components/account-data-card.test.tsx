import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { readTokens } from '@/lib/token-storage';
import { signInForTest } from '../testing/fixtures';
import { AccountDataCard } from './account-data-card';

const slow = { timeout: 5000 };
const file = { format: 'bloom-personal-data', version: 1, exported_at: '2026-11-23T09:30:00.000Z', account: { email: 'maya@riverside.edu' } };
const deletedMessage = 'Your account and your personal data have been deleted.';

function renderCard() {
  return renderRoute(<AccountDataCard />, { path: '/profile', routes: [{ path: '/login', element: <p>Sign-in screen</p> }] });
}

/** jsdom has no object URLs: keep the blobs the card hands to the browser and the name it gives them. */
function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download });
  });
  return saved;
}

describe('Your data on /profile', { timeout: 20_000 }, () => {
  beforeEach(() => signInForTest());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('Download my data saves the whole file under the day it was made', async () => {
    const saved = captureDownloads();
    let calls = 0;
    server.use(
      http.get('*/api/account/data/', async () => {
        calls += 1;
        return HttpResponse.json(file);
      }),
    );
    renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.', undefined, slow)).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('bloom-my-data-2026-11-23.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(file);
  });

  it("shows the server's reason when the download is refused, and saves nothing", async () => {
    const saved = captureDownloads();
    const detail = 'You have downloaded your data several times already. Please try again in 40 minutes.';
    server.use(http.get('*/api/account/data/', () => HttpResponse.json({ detail, code: 'rate_limited' }, { status: 429 })));
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(detail);
    expect(saved).toEqual([]);
  });

  it('Delete my account asks for the password, shows a wrong one under the field, then deletes, signs out and goes to sign-in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/delete/', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        if (body.password !== 'Correct-Horse-42') return HttpResponse.json({ password: ['That password is not correct.'] }, { status: 400 });
        return HttpResponse.json({ message: deletedMessage });
      }),
    );
    const { router } = renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'not-mine');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('That password is not correct.'));
    expect(readTokens()).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Correct-Horse-42{Enter}');
    expect(await screen.findByText('Sign-in screen', undefined, slow)).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'not-mine' }, { password: 'Correct-Horse-42' }]);
    expect(readTokens()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('loginNotice')).toBe(deletedMessage);
  });

  it('Cancel closes the dialog without deleting anything', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/account/delete/', () => {
        calls += 1;
        return HttpResponse.json({ message: deletedMessage });
      }),
    );
    renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'Correct-Horse-42');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);
    expect(readTokens()).not.toBeNull();
  });
});
