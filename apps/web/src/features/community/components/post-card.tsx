import type { Post } from '@bloom/contract/community';
import { splitTags } from '@bloom/contract/community-rules';
import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useToggleLike } from '../api/use-toggle-like';
import { AuthorLine } from './author-line';

export interface PostCardProps {
  post: Post;
  currentUserId: number | undefined;
  onShowLikers: (post: Post) => void;
  onDelete: (post: Post) => void;
  /** On the story's own page the whole text shows and the comments link is left out. */
  isDetail?: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One story: its author (or 'Anonymous'), text, tags, likes and comments. The text is rendered as text,
 * so HTML someone typed shows as typed. Only the author sees delete (spec).
 */
export function PostCard({ post, currentUserId, onShowLikers, onDelete, isDetail = false }: PostCardProps) {
  const toggleLike = useToggleLike();
  const isAuthor = currentUserId !== undefined && post.user_id === currentUserId;
  const tags = splitTags(post.tags);
  const titleId = `post-${post.id}-author`;
  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div id={titleId} className="min-w-0">
          <AuthorLine name={post.username} createdAt={post.created_at} isAnonymous={post.is_anonymous} />
        </div>
        {isAuthor ? (
          <button
            type="button"
            onClick={() => onDelete(post)}
            aria-label="Delete story"
            className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-danger-50 hover:text-danger-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      <p className={cn('whitespace-pre-wrap break-words text-ink', !isDetail && 'line-clamp-6')}>{post.content}</p>
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="primary">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-line pt-2 text-sm text-ink-muted">
        <button
          type="button"
          aria-pressed={post.is_liked_by_user}
          aria-label={post.is_liked_by_user ? 'Unlike story' : 'Like story'}
          onClick={() => toggleLike.mutate({ postId: post.id, like: !post.is_liked_by_user })}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-full transition-colors duration-150 hover:bg-danger-50',
            post.is_liked_by_user ? 'text-danger-700' : 'text-ink-muted',
          )}
        >
          <Heart aria-hidden="true" className="size-5" fill={post.is_liked_by_user ? 'currentColor' : 'none'} />
        </button>
        <button type="button" onClick={() => onShowLikers(post)} className="min-h-11 rounded-control px-2 font-medium text-ink hover:bg-canvas">
          {plural(post.like_count, 'like', 'likes')}
        </button>
        {isDetail ? (
          <span className="ml-auto inline-flex min-h-11 items-center gap-1.5 px-2">
            <MessageCircle aria-hidden="true" className="size-5" />
            {plural(post.comment_count, 'comment', 'comments')}
          </span>
        ) : (
          <Link to={`/community/${post.id}`} className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-control px-2 font-medium text-primary-800 hover:bg-primary-50">
            <MessageCircle aria-hidden="true" className="size-5" />
            {plural(post.comment_count, 'comment', 'comments')}
            <span className="sr-only">: open the story</span>
          </Link>
        )}
      </div>
    </article>
  );
}
