import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, studentProfile } from '@/app/shell/shell-fixtures';
import { makePost, paged } from '@/test/community-fixtures';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import CommunityPage from './community-page';

type Answer = { status: number; body: object };

/**
 * The wall plus POST /api/peer-support-posts/, answering from `answers` in turn; the bodies sent are kept.
 * With `hold`, the answers wait until `release()`.
 */
function serve(answers: Answer[], { hold = false } = {}) {
  let release = () => {};
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const sent: unknown[] = [];
  let wallRequests = 0;
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json([studentProfile()])),
    http.get('*/api/peer-support-posts/', () => {
      wallRequests += 1;
      return HttpResponse.json(paged([makePost()]));
    }),
    http.get('*/api/user-stats/', () => HttpResponse.json({ total_activities: 0, referrals: 0, community_posts: 0 })),
    http.get('*/api/gamification/user-points/', () => HttpResponse.json({ success: true, data: {} })),
    http.post('*/api/peer-support-posts/', async ({ request }) => {
      sent.push(await request.json());
      await held;
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return { sent, wallRequests: () => wallRequests, release };
}

async function openModal() {
  const user = userEvent.setup();
  renderRoute(<CommunityPage />, { path: '/community', routes: [{ path: '/campus-resources', element: <p>campus resources page</p> }] });
  await user.click(await screen.findByRole('button', { name: 'Share your Story' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share your Story' });
  return { user, dialog };
}

const created = { status: 201, body: { ...makePost(), points_event: { action_type: 'community_sharing_story', points: 25, total_points: 25, level_up: null, badges: [] } } };

beforeEach(() => signIn());

describe('the share-story modal', () => {
  it('counts characters live to 1000, keeps Share disabled while empty, limits tags to 10 and sends the story', async () => {
    const { sent, wallRequests, release } = serve([created], { hold: true });
    const { user, dialog } = await openModal();
    const share = within(dialog).getByRole('button', { name: 'Share Story' });
    expect(share).toBeDisabled();
    const text = within(dialog).getByRole('textbox', { name: 'Your story' });
    expect(text).toHaveAttribute('maxLength', '1000');
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
    await user.type(text, '   ');
    expect(share).toBeDisabled();
    await user.type(text, 'I asked for help');
    expect(within(dialog).getByText('19/1000')).toBeInTheDocument();
    expect(share).toBeEnabled();

    await user.click(within(dialog).getByText('Add tags (optional)'));
    const tags = within(within(dialog).getByRole('group', { name: 'Tags' })).getAllByRole('checkbox');
    for (const tag of tags.slice(0, 11)) await user.click(tag);
    expect(tags.filter((t) => (t as HTMLInputElement).checked)).toHaveLength(10);
    expect(tags[10]).toBeDisabled();
    expect(within(dialog).getByText('· 10 chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Post anonymously' }));
    expect(within(dialog).getByRole('switch', { name: 'Post anonymously' })).toHaveAttribute('aria-checked', 'true');

    const before = wallRequests();
    await user.click(share);
    // Disabled while posting: the answer is held until the busy button was seen.
    expect(await within(dialog).findByRole('button', { name: 'Sharing...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('dialog', { name: 'Story Shared!' })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      title: 'Story',
      content: 'I asked for help',
      is_anonymous: true,
      tags: ['Energy & Focus', 'Resilience', 'Self-Confidence', 'Identity', 'Friendships', 'Family', 'Heartbreak', 'Belonging', 'Test Confidence', 'Study Habits'],
    });
    await waitFor(() => expect(wallRequests()).toBeGreaterThan(before));

    // The form starts empty the next time.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Share your Story' }));
    expect(within(await screen.findByRole('dialog', { name: 'Share your Story' })).getByRole('textbox', { name: 'Your story' })).toHaveValue('');
  });

  it("shows 'Content Warning' for vulgar words and closes the modal", async () => {
    serve([{ status: 400, body: { code: 'vulgar_content', detail: 'x' } }]);
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your story' }), 'bad words');
    await user.click(within(dialog).getByRole('button', { name: 'Share Story' }));
    const warning = await screen.findByRole('dialog', { name: 'Content Warning' });
    expect(warning).toHaveTextContent('This message includes words that go against our community values');
    expect(screen.queryByRole('dialog', { name: 'Share your Story' })).not.toBeInTheDocument();
  });

  it("shows 'Support Available' with the 988 Lifeline to call or text and a way to Campus Resources", async () => {
    serve([{ status: 400, body: { code: 'suicidal_content', detail: 'x' } }]);
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your story' }), 'a hard day');
    await user.click(within(dialog).getByRole('button', { name: 'Share Story' }));
    const support = await screen.findByRole('dialog', { name: 'Support Available' });
    expect(support).toHaveTextContent('Your message seems to express serious distress');
    expect(support).toHaveTextContent('988 Suicide & Crisis Lifeline');
    expect(within(support).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(support).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(screen.queryByRole('dialog', { name: 'Share your Story' })).not.toBeInTheDocument();
    await user.click(within(support).getByRole('link', { name: 'Campus Resources' }));
    expect(await screen.findByText('campus resources page')).toBeInTheDocument();
  });

  it("shows 'Daily Limit Exceeded' past the daily limit", async () => {
    serve([{ status: 429, body: { code: 'daily_limit_exceeded', detail: 'x' } }]);
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your story' }), 'one more');
    await user.click(within(dialog).getByRole('button', { name: 'Share Story' }));
    expect(await screen.findByRole('dialog', { name: 'Daily Limit Exceeded' })).toHaveTextContent(
      'You have reached your daily limit for posting stories. Please try again tomorrow.',
    );
  });

  it("shows 'Error' with the server's words, Try Again sends the same story again, Cancel closes", async () => {
    const { sent } = serve([{ status: 500, body: {} }, { status: 400, body: { detail: 'Please slow down.' } }, created]);
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your story' }), 'try me');
    await user.click(within(dialog).getByRole('button', { name: 'Share Story' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Failed to post your story. Please try again.');
    await user.click(within(error).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Please slow down.');
    await user.click(within(screen.getByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Story Shared!' })).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('Cancel on the error closes it without sending again', async () => {
    const { sent } = serve([{ status: 500, body: {} }]);
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your story' }), 'try me');
    await user.click(within(dialog).getByRole('button', { name: 'Share Story' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
  });
});
