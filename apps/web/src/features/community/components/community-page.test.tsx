import type { Post } from '@bloom/contract/community';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, studentProfile } from '@/app/shell/shell-fixtures';
import { makeLiker, makePost, paged } from '@/test/community-fixtures';
import { server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import CommunityPage from './community-page';

const ME = studentProfile().user.id;

/** Serves the wall; `requests` records each list query (page, search). */
function serveWall(pages: Post[][], { totalPages = pages.length } = {}) {
  const requests: { page: string | null; search: string | null }[] = [];
  server.use(
    http.get('*/api/student-profiles/', () => HttpResponse.json([studentProfile()])),
    http.get('*/api/peer-support-posts/', ({ request }) => {
      const url = new URL(request.url);
      requests.push({ page: url.searchParams.get('page'), search: url.searchParams.get('search') });
      const page = Number(url.searchParams.get('page') ?? '1');
      return HttpResponse.json(paged(pages[Math.min(page, pages.length) - 1] ?? [], { page, totalPages }));
    }),
  );
  return requests;
}

function renderWall(initialEntry = '/community') {
  return renderRoute(<CommunityPage />, { path: '/community', initialEntry, routes: [{ path: '/community/:postId', element: <p>story page</p> }, { path: '/campus-resources', element: <p>campus resources</p> }] });
}

const cards = () => within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('article');

beforeEach(() => signIn());

describe('/community wall', () => {
  it("shows the school's name, the share button, the search box and the story cards with author, content, tags and counts", async () => {
    const mine = makePost({ user_id: ME, username: 'Maya C.', content: 'My own story', like_count: 3, comment_count: 2, tags: 'Sleep,Resilience' });
    const anonymous = makePost({ is_anonymous: true, username: null, author: null, user_id: null, content: 'A quiet story', tags: '' , like_count: 1, comment_count: 0});
    serveWall([[mine, anonymous]]);
    renderWall();

    expect(await screen.findByText('State University')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Peer Community Wall' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share your Story' })).toHaveAttribute('data-tour', 'share-your-story');
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toBeInTheDocument();

    await screen.findByText('My own story');
    const [first, second] = cards();
    expect(first).toHaveTextContent('Maya C.');
    expect(within(first!).getByText('Sleep')).toBeInTheDocument();
    expect(within(first!).getByText('Resilience')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: '3 likes' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: /2 comments/ })).toHaveAttribute('href', `/community/${mine.id}`);
    expect(within(first!).getByRole('button', { name: 'Delete story' })).toBeInTheDocument();

    expect(second).toHaveTextContent('Anonymous');
    expect(within(second!).getByRole('button', { name: '1 like' })).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: /0 comments/ })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Delete story' })).not.toBeInTheDocument();
  });

  it('shows what a student typed as text: HTML and script never run or render', async () => {
    serveWall([[makePost({ content: '<img src=x onerror="window.hacked=1"><b>bold</b>' })]]);
    renderWall();
    expect(await screen.findByText('<img src=x onerror="window.hacked=1"><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('article img')).toBeNull();
    expect(document.querySelector('article b')).toBeNull();
  });

  it('moves between pages with Previous, the numbers and Next, keeping the page in the address', async () => {
    const pages = Array.from({ length: 3 }, (_, p) => Array.from({ length: p < 2 ? 10 : 3 }, (_, i) => makePost({ content: `Page ${p + 1} story ${i + 1}` })));
    const requests = serveWall(pages);
    const user = userEvent.setup();
    const { router } = renderWall();
    await screen.findByText('Page 1 story 1');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 story 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 story 1')).toBeInTheDocument();
    expect(requests.map((r) => r.page)).toEqual(['1', '3', '2']);
  });

  it('shows a window of page numbers with the first and the last when there are many pages', async () => {
    serveWall([[makePost()]], { totalPages: 40 });
    renderWall('/community?page=20');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '19', '20', '21', '40']);
  });

  it('searches as the student types, from page 1, and says when nothing matches', async () => {
    const requests = serveWall([[]]);
    const user = userEvent.setup();
    const { router } = renderWall('/community?page=2');
    expect(await screen.findByText('No stories yet. Be the first to share!')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search stories' }), 'medit');
    expect(await screen.findByText('No stories found matching your search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=medit');
    // The empty page already on screen can show the message before the search's own request is sent.
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: '1', search: 'medit' }));
  });

  it("shows 'Something went wrong' with Try Again when the wall cannot load", async () => {
    let fail = true;
    server.use(
      http.get('*/api/student-profiles/', () => HttpResponse.json([studentProfile()])),
      http.get('*/api/peer-support-posts/', () => (fail ? HttpResponse.json({ detail: 'Boom' }, { status: 500 }) : HttpResponse.json(paged([makePost({ content: 'Back again' })])))),
    );
    const user = userEvent.setup();
    renderWall();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});

describe('likes', () => {
  it('toggle at once, before the server answers, and follow its count', async () => {
    const post = makePost({ like_count: 4, is_liked_by_user: false });
    serveWall([[post]]);
    let release = () => {};
    server.use(
      http.post(`*/api/peer-support-posts/${post.id}/like/`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ post_id: post.id, like_count: 9, is_liked_by_user: true, points_event: null });
      }),
    );
    const user = userEvent.setup();
    renderWall();
    const like = await screen.findByRole('button', { name: 'Like story' });
    await user.click(like);
    expect(await screen.findByRole('button', { name: 'Unlike story' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5 likes' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: '9 likes' })).toBeInTheDocument();
  });

  it('go back as they were when the call fails', async () => {
    const post = makePost({ like_count: 2, is_liked_by_user: true });
    serveWall([[post]]);
    let release = () => {};
    server.use(
      http.post(`*/api/peer-support-posts/${post.id}/unlike/`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ detail: 'nope' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderWall();
    await user.click(await screen.findByRole('button', { name: 'Unlike story' }));
    expect(await screen.findByRole('button', { name: '1 like' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Unlike story' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2 likes' })).toBeInTheDocument();
  });

  it("list who liked a story with 'Just now', hours and days, and offer Try Again when that fails", async () => {
    const post = makePost({ like_count: 3 });
    serveWall([[post]]);
    let fail = true;
    server.use(
      http.get(`*/api/peer-support-posts/${post.id}/likers/`, () =>
        fail
          ? HttpResponse.json({ detail: 'x' }, { status: 500 })
          : HttpResponse.json(
              paged([
                makeLiker({ username: 'Leo O.', liked_at: new Date(Date.now() - 10 * 60_000).toISOString() }),
                makeLiker({ username: 'Ana L.', liked_at: new Date(Date.now() - 5 * 3600_000).toISOString() }),
                makeLiker({ username: 'Sam K.', liked_at: new Date(Date.now() - 3 * 24 * 3600_000).toISOString() }),
              ]),
            ),
      ),
    );
    const user = userEvent.setup();
    renderWall();
    await user.click(await screen.findByRole('button', { name: '3 likes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liked by' });
    expect(await within(dialog).findByText('Failed to load likers')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('Leo O.')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['LOLeo O.Just now', 'ALAna L.5 hours ago', 'SKSam K.3 days ago']);
  });
});

describe('deleting a story from the wall', () => {
  it("asks first, then shows 'Post Deleted'; a failure says so", async () => {
    const mine = makePost({ user_id: ME, content: 'Delete me' });
    serveWall([[mine]]);
    let fail = true;
    server.use(http.delete(`*/api/peer-support-posts/${mine.id}/`, () => (fail ? HttpResponse.json({ detail: 'x' }, { status: 500 }) : HttpResponse.json({ detail: 'Post deleted.', points_reversed: 25 }))));
    const user = userEvent.setup();
    renderWall();
    await user.click(await screen.findByRole('button', { name: 'Delete story' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Post' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('Failed to delete post. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const done = await screen.findByRole('dialog', { name: 'Post Deleted' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
