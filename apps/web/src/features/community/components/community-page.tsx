import type { Post } from '@bloom/contract/community';
import { POSTS_PAGE_SIZE, SEARCH_RESULT_CAP } from '@bloom/contract/community-rules';
import { PenLine, Search, SearchX, Sprout } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { tourTargets } from '@/app/tour/tour-targets';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { serverMessageOr } from '@/lib/error-message';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { usePosts } from '../api/get-posts';
import { PostCard } from './post-card';

// The dialogs (and the dialog library under them) load when first opened: the wall's first script
// task does not evaluate them (docs/decisions/0038).
const ShareStoryDialog = lazy(() => import('./share-story-dialog').then((m) => ({ default: m.ShareStoryDialog })));
const LikersDialog = lazy(() => import('./likers-dialog').then((m) => ({ default: m.LikersDialog })));
const DeletePostDialog = lazy(() => import('./delete-post-dialog').then((m) => ({ default: m.DeletePostDialog })));

const SEARCH_DELAY_MS = 350;

function PostSkeletons() {
  return (
    <ul aria-label="Loading stories" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-28" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </li>
      ))}
    </ul>
  );
}

/** The search box: the wall follows what is typed after a short pause (or at once on Enter). */
function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(search);
  const [sent, setSent] = useState(search);
  // The address changed by itself (Back, Forward): show its search. A search this box sent is left alone,
  // so letters typed while it was on its way are kept.
  if (search !== sent) {
    setSent(search);
    setDraft(search);
  }
  const send = (value: string) => {
    setSent(value.trim());
    onSearch(value);
  };
  useEffect(() => {
    if (draft.trim() === search) return undefined;
    const timer = setTimeout(() => send(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(draft);
      }}
    >
      <TextField
        label="Search stories"
        hideLabel
        type="search"
        value={draft}
        maxLength={200}
        placeholder="Search stories"
        onChange={(event) => setDraft(event.target.value)}
        trailing={<Search aria-hidden="true" className="mr-3 size-5 text-ink-muted" />}
      />
    </form>
  );
}

/**
 * /community: the student's school wall. Page and search live in the address (?page=2&search=sleep), so
 * Back and a shared link keep them.
 */
export default function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const { data: user } = useCurrentUser();
  const posts = usePosts(page, search);
  // The header and search draw first; the cards render as low-priority work React can slice, so a page
  // of stories never holds the browser up in one long task.
  const shownPosts = useDeferredValue(posts.data);
  const [isSharing, setIsSharing] = useState(false);
  const [likersOf, setLikersOf] = useState<Post | null>(null);
  const [toDelete, setToDelete] = useState<Post | null>(null);
  // The dialogs are not part of the wall's first render: they mount when first opened.
  const isShareMounted = useOpenedOnce(isSharing);
  const isLikersMounted = useOpenedOnce(likersOf !== null);
  const isDeleteMounted = useOpenedOnce(toDelete !== null);

  function go(next: { page?: number; search?: string }) {
    const nextSearch = (next.search ?? search).trim();
    const nextPage = next.page ?? 1;
    const query: Record<string, string> = {};
    if (nextSearch) query.search = nextSearch;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
    if (next.page !== undefined) window.scrollTo({ top: 0 });
  }

  let wall;
  if (posts.isError && !shownPosts) {
    wall = (
      <Alert
        tone="error"
        title="Something went wrong"
        action={
          <Button variant="outline" size="sm" onClick={() => void posts.refetch()}>
            Try Again
          </Button>
        }
      >
        {serverMessageOr(posts.error, 'Failed to fetch posts')}
      </Alert>
    );
  } else if (!shownPosts) {
    wall = <PostSkeletons />;
  } else if (shownPosts.results.length === 0) {
    wall = search.trim() ? (
      <EmptyState icon={SearchX} title="No stories found matching your search." className="rounded-card border border-line bg-surface" />
    ) : (
      <EmptyState icon={Sprout} title="No stories yet. Be the first to share!" className="rounded-card border border-line bg-surface" />
    );
  } else {
    wall = (
      <>
        <ul aria-label="Stories" className="grid gap-4 md:grid-cols-2">
          {shownPosts.results.map((post) => (
            // Cards out of sight skip style, layout and paint until scrolled near (content-visibility).
            <li key={post.id} className="flex min-w-0 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
              <PostCard post={post} currentUserId={user?.userId} onShowLikers={setLikersOf} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
        {search && page === shownPosts.total_pages && shownPosts.total_pages * POSTS_PAGE_SIZE >= SEARCH_RESULT_CAP ? (
          <p className="mt-4 text-center text-sm text-ink-muted">
            These are the {SEARCH_RESULT_CAP} newest stories that match. Add a word to narrow your search.
          </p>
        ) : null}
        <Pagination page={page} totalPages={shownPosts.total_pages} onPageChange={(next) => go({ page: next })} className="mt-6" />
      </>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          {user?.schoolName ? <p className="text-sm font-semibold text-primary-800">{user.schoolName}</p> : null}
          <h1 className="text-2xl font-semibold text-ink">Peer Community Wall</h1>
          <p className="mt-1 text-ink-muted">Wins, setbacks and lessons from students like you. Be kind: everyone here is growing.</p>
        </div>
        <Button data-tour={tourTargets.shareYourStory} onClick={() => setIsSharing(true)} className="shrink-0">
          <PenLine aria-hidden="true" className="size-4" />
          Share your Story
        </Button>
      </header>
      <SearchBox search={search} onSearch={(next) => go({ search: next })} />
      <section aria-label="Community stories" aria-busy={posts.isFetching || undefined}>
        {wall}
      </section>

      <Suspense fallback={null}>
        {isShareMounted ? <ShareStoryDialog open={isSharing} onOpenChange={setIsSharing} /> : null}
        {isLikersMounted ? <LikersDialog postId={likersOf?.id ?? 0} open={likersOf !== null} onOpenChange={(open) => !open && setLikersOf(null)} /> : null}
        {isDeleteMounted ? <DeletePostDialog post={toDelete} onClose={() => setToDelete(null)} /> : null}
      </Suspense>
    </main>
  );
}
