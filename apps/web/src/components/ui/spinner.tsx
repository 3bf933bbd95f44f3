import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-primary-200 border-t-primary-700"
      />
      {label ? <span>{label}</span> : null}
    </span>
  );
}

/** The full-screen 'Loading...' state the spec names for guarded pages. */
export function FullScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas text-ink-muted">
      <Spinner label={label} />
    </div>
  );
}
