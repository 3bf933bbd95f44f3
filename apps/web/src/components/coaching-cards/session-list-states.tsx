import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BOOKINGS_FAILED_MESSAGE } from '@/lib/bookings';

/** The dashboard session cards' 'Loading sessions...' state. */
export function SessionsLoading() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="text-sm text-ink-muted">Loading sessions...</span>
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}

/** The dashboard session cards' error state, with a retry. */
export function SessionsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={BOOKINGS_FAILED_MESSAGE}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
