import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

export interface EmbeddedPageProps {
  src: string;
  /** What the page is, for screen readers ("Riverside University's student resources"). */
  title: string;
  /** Load the frame only when it comes near the screen. */
  isLazy?: boolean;
  className?: string;
}

/**
 * Another site's page inside Bloom, with a spinner until it has loaded and a way to open it in its own
 * tab (some sites refuse to be shown in a frame). The server's Content-Security-Policy decides which
 * origins may be framed at all.
 */
export function EmbeddedPage({ src, title, isLazy = false, className }: EmbeddedPageProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const isLoading = loadedSrc !== src;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1.5 self-end text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
      >
        Open in a new tab
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">: {title}</span>
      </a>
      <div className="relative h-[calc(100dvh-16rem)] min-h-[28rem] overflow-hidden rounded-card border border-line bg-surface shadow-card">
        {isLoading ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface text-ink-muted">
            <Spinner label={`Loading ${title}...`} />
          </div>
        ) : null}
        <iframe
          key={src}
          src={src}
          title={title}
          loading={isLazy ? 'lazy' : 'eager'}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          onLoad={() => setLoadedSrc(src)}
          className={cn('size-full border-0', isLoading && 'invisible')}
        />
      </div>
    </div>
  );
}

/** The shape of an embedded page while what it needs (its address) is still loading. */
export function EmbeddedPageSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      <Skeleton className="h-[28rem] w-full rounded-card" />
    </div>
  );
}
