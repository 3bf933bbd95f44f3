import type { Comment } from '@bloom/contract/community';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, studentProfile } from '@/app/shell/shell-fixtures';
import { makeComment, makePost, paged } from '@/test/community-fixtures';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import PostDetailPage from './post-detail-page';

const ME = studentProfile().user.id;

function servePost(post = makePost({ id: 7, user_id: ME, content: 'My story about sleep', comment_count: 2 }), comments: Comment[] = []) {
  const commentQueries: string[] = [];
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json([studentProfile()])),
    http.get('*/api/peer-support-posts/7/', () => HttpResponse.json(post)),
    http.get('*/api/peer-support-posts/7/comments/', ({ request }) => {
      commentQueries.push(new URL(request.url).search);
      return HttpResponse.json(paged(comments));
    }),
  );
  return { post, commentQueries };
}

function renderPost(path = '/community/7') {
  return renderRoute(<PostDetailPage />, { path: '/community/:postId', initialEntry: path, routes: [{ path: '/community', element: <p>the wall</p> }] });
}

type Answer = { status: number; body?: object };
const refusal = (code: string): Answer => ({ status: code === 'rate_limit_exceeded' ? 429 : 400, body: { code, detail: 'x' } });

beforeEach(() => signIn());

describe('/community/{postId}', () => {
  it('shows the story with its likes and its comments, 50 at a time', async () => {
    const { commentQueries } = servePost(undefined, [makeComment({ post_id: 7, content: 'Proud of you', username: 'Priya P.' })]);
    renderPost();
    expect(await screen.findByText('My story about sleep')).toBeInTheDocument();
    expect(await screen.findByText('Proud of you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 likes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Community' })).toHaveAttribute('href', '/community');
    expect(commentQueries).toEqual(['?page=1&limit=50']);
  });

  it("answers 'Post not found' for a missing story and 'Failed to load post and comments' otherwise, each with Back to Community", async () => {
    server.use(
      http.get('*/api/student-profiles/', () => HttpResponse.json([studentProfile()])),
      http.get('*/api/peer-support-posts/7/', () => HttpResponse.json({ detail: 'Post not found' }, { status: 404 })),
      http.get('*/api/peer-support-posts/8/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
      http.get('*/api/peer-support-posts/:id/comments/', () => HttpResponse.json(paged([]))),
    );
    const first = renderPost();
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Community' })).toBeInTheDocument();
    first.unmount();
    renderPost('/community/8');
    expect(await screen.findByRole('heading', { name: 'Failed to load post and comments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Community' })).toBeInTheDocument();
  });

  it('adds a comment with a live counter, then the author edits it in place and deletes it after confirming', async () => {
    const comments: Comment[] = [];
    servePost();
    server.use(
      http.get('*/api/peer-support-posts/7/comments/', () => HttpResponse.json(paged(comments))),
      http.post('*/api/peer-support-posts/7/comments/', async ({ request }) => {
        const { content } = (await request.json()) as { content: string };
        const comment = makeComment({ post_id: 7, content, user_id: ME, username: 'Maya C.' });
        comments.push(comment);
        return HttpResponse.json({ ...comment, points_event: null }, { status: 201 });
      }),
      http.put('*/api/peer-support-posts/7/comments/:id/', async ({ request, params }) => {
        const { content } = (await request.json()) as { content: string };
        const comment = comments.find((c) => c.id === Number(params.id))!;
        comment.content = content;
        comment.updated_at = new Date().toISOString();
        return HttpResponse.json(comment);
      }),
      http.delete('*/api/peer-support-posts/7/comments/:id/', ({ params }) => {
        comments.splice(comments.findIndex((c) => c.id === Number(params.id)), 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderPost();
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    expect(box).toHaveAttribute('maxLength', '1000');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await user.type(box, 'First!');
    expect(screen.getByText('6/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('First!')).toBeInTheDocument();
    expect(box).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit comment' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(editor);
    await user.type(editor, 'First, and edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First, and edited')).toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete comment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Comment' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('First, and edited')).not.toBeInTheDocument());
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('shows edit and delete only on the student\'s own comments', async () => {
    servePost(undefined, [makeComment({ post_id: 7, content: 'Not mine', user_id: 99 }), makeComment({ post_id: 7, content: 'Mine', user_id: ME })]);
    renderPost();
    await screen.findByText('Not mine');
    expect(screen.getAllByRole('button', { name: 'Edit comment' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
    expect(screen.getByText('Mine').closest('li')).toContainElement(screen.getByRole('button', { name: 'Edit comment' }));
  });

  it.each([
    [refusal('rate_limit_exceeded'), 'You have reached the maximum number of comments allowed per day.'],
    [refusal('vulgar_content'), 'This message includes words that go against our community values.'],
    [refusal('suicidal_content'), 'Your message seems to express serious distress.'],
    [{ status: 500, body: {} }, 'Failed to create comment'],
    [{ status: 400, body: { content: ['Write something to share.'] } }, 'Write something to share.'],
  ])('says why a comment was not posted (%j)', async (answer, message) => {
    servePost();
    server.use(http.post('*/api/peer-support-posts/7/comments/', () => HttpResponse.json(answer.body, { status: answer.status })));
    const user = userEvent.setup();
    renderPost();
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('hello');
  });

  it("says 'Failed to update comment' when an edit cannot be saved", async () => {
    servePost(undefined, [makeComment({ post_id: 7, content: 'Mine', user_id: ME })]);
    server.use(http.put('*/api/peer-support-posts/7/comments/:id/', () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    renderPost();
    await user.click(await screen.findByRole('button', { name: 'Edit comment' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit your comment' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update comment');
  });

  it("deletes the author's story after confirming, shows 'Post Deleted' and goes back to /community after 3 seconds", async () => {
    servePost();
    server.use(http.delete('*/api/peer-support-posts/7/', () => HttpResponse.json({ detail: 'Post deleted.', points_reversed: 25 })));
    const user = userEvent.setup();
    const { router } = renderPost();
    await user.click(await screen.findByRole('button', { name: 'Delete story' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Post Deleted' })).toBeInTheDocument();
    const shownAt = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'), { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  });
});
