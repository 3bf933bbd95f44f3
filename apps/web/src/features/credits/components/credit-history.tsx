import { CalendarCheck, CreditCard, Gift, GraduationCap, History, RotateCcw, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import type { CreditEntryReason } from '@bloom/contract/credits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { serverMessageOr } from '@/lib/error-message';
import { useFormatUserTime } from '@/lib/format-user-time';
import { useCreditHistory } from '../api/get-credit-history';

const reasons: Record<CreditEntryReason, { label: string; Icon: LucideIcon }> = {
  welcome: { label: 'Welcome', Icon: Gift },
  booking: { label: 'Booking', Icon: CalendarCheck },
  booking_refund: { label: 'Refund', Icon: RotateCcw },
  school_allocation: { label: 'School credits', Icon: GraduationCap },
  purchase: { label: 'Purchase', Icon: CreditCard },
  adjustment: { label: 'Adjustment', Icon: SlidersHorizontal },
};

/** Every credit entry: reason, amount (+/-) and date in the student's timezone, newest first. */
export function CreditHistory() {
  const history = useCreditHistory();
  const formatTime = useFormatUserTime();

  let body;
  if (history.isPending) {
    body = (
      <ul aria-hidden="true" className="flex flex-col divide-y divide-line">
        {[0, 1, 2].map((row) => (
          <li key={row} className="flex items-center gap-3 py-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
            <Skeleton className="h-5 w-10" />
          </li>
        ))}
      </ul>
    );
  } else if (history.isError) {
    body = (
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" isBusy={history.isFetching} busyLabel="Trying again..." onClick={() => void history.refetch()}>
            Try Again
          </Button>
        }
      >
        {serverMessageOr(history.error, 'Failed to fetch credit history')}
      </Alert>
    );
  } else if (history.data.length === 0) {
    body = <EmptyState icon={History} title="No credit activity yet" hint="Credits you receive and use will show up here." />;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-line">
        {history.data.map((entry) => {
          const { label, Icon } = reasons[entry.reason] ?? reasons.adjustment;
          const isGain = entry.amount > 0;
          return (
            <li key={entry.id} className="flex items-center gap-3 py-3">
              <span
                className={cn(
                  'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
                  isGain ? 'bg-success-50 text-success-700' : 'bg-canvas text-ink-muted',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{entry.description}</p>
                <p className="text-sm text-ink-muted">
                  {label} · <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
                </p>
              </div>
              <p className={cn('shrink-0 text-base font-semibold tabular-nums', isGain ? 'text-success-700' : 'text-ink')}>
                <span className="sr-only">{isGain ? 'Added' : 'Used'} </span>
                {isGain ? `+${entry.amount}` : entry.amount < 0 ? `-${Math.abs(entry.amount)}` : '0'}
              </p>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="credit-history-heading" aria-busy={history.isPending || undefined}>
      <h2 id="credit-history-heading" className="mb-2 text-lg font-semibold text-ink">
        Credit History
      </h2>
      {body}
    </Card>
  );
}
