import type { Post } from '@bloom/contract/community';
import { Heart, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSpotlight } from '../api/get-spotlight';

/** Shown only while the school's wall has no stories yet, so the card never starts empty. */
const sampleWins = [
  { text: 'Went to office hours for the first time and finally understood recursion.', who: 'Sophomore, computer science' },
  { text: 'Kept a steady sleep schedule for three weeks, and my mornings feel calmer.', who: 'Junior, nursing' },
  { text: 'Landed my first internship interview after two coaching sessions.', who: 'Senior, business' },
];

const EXCERPT_LENGTH = 160;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text);

function Win({ text, who, likes, to }: { text: string; who: string; likes?: number; to?: string }) {
  const body = (
    <>
      <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
      <figure className="flex min-w-0 flex-col gap-1">
        <blockquote className="whitespace-pre-line break-words text-sm text-ink">{text}</blockquote>
        <figcaption className="flex items-center gap-2 text-xs text-ink-muted">
          {who}
          {likes !== undefined ? (
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden="true" className="size-3.5" />
              {likes} {likes === 1 ? 'like' : 'likes'}
            </span>
          ) : null}
        </figcaption>
      </figure>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="flex gap-3 rounded-control bg-canvas p-3 transition-colors duration-150 hover:bg-primary-50">
          {body}
        </Link>
      ) : (
        <div className="flex gap-3 rounded-control bg-canvas p-3">{body}</div>
      )}
    </li>
  );
}

const authorOf = (post: Post) => (post.is_anonymous || !post.username ? 'Anonymous' : post.username);

/**
 * Real wins from the student's school: its most liked stories of the last 30 days. Sample wins show only
 * while the wall is empty.
 */
export function StudentWinsCard() {
  const spotlight = useSpotlight();
  const stories = spotlight.data?.results ?? [];
  let list;
  if (spotlight.isPending) {
    list = (
      <ul aria-label="Loading wins" className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className="h-16 w-full" />
          </li>
        ))}
      </ul>
    );
  } else if (stories.length > 0) {
    list = (
      <ul className="flex flex-col gap-3">
        {stories.map((post) => (
          <Win key={post.id} text={excerpt(post.content)} who={authorOf(post)} likes={post.like_count} to={`/community/${post.id}`} />
        ))}
      </ul>
    );
  } else if (spotlight.isError) {
    list = <p className="text-sm text-ink-muted">Wins from your school will show here soon.</p>;
  } else {
    list = (
      <ul className="flex flex-col gap-3">
        {sampleWins.map((win) => (
          <Win key={win.who} text={win.text} who={win.who} />
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader title="Student Wins Spotlight" subtitle={stories.length > 0 ? 'The most loved stories from your school this month.' : 'Small steps, real progress.'} />
      {list}
      <Link to="/community" className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline">
        Share your own win in the Community
      </Link>
    </Card>
  );
}
