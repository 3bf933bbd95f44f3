import { Coins } from 'lucide-react';
import { useState } from 'react';
import { CreditLevelBadge } from '@/components/credit-dialogs/credit-level-badge';
import { CreditStatusDialog } from '@/components/credit-dialogs/credit-status-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCheckCredits, type CreditBalance } from '@/lib/credit-balance';
import { serverMessageOr } from '@/lib/error-message';

interface BalanceCardProps {
  balance: CreditBalance | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** 'Buy Credits' in the status dialog brings the plans into view. */
  onShowPlans: () => void;
}

/** The available credits, their level, and the credit status check. */
export function BalanceCard({ balance, isLoading, error, onRetry, onShowPlans }: BalanceCardProps) {
  const check = useCheckCredits();
  const [isStatusOpen, setIsStatusOpen] = useState(false);

  function checkStatus() {
    check.reset();
    setIsStatusOpen(true);
    check.mutate();
  }

  return (
    <Card aria-labelledby="available-credits-heading" className="@container flex flex-col gap-4">
      {/* Side by side when the card has the row to itself; stacked beside the school card and on phones. */}
      <div className="flex flex-col gap-4 @xl:flex-row @xl:items-center @xl:justify-between">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <Coins aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="available-credits-heading" className="text-sm font-medium text-ink-muted">
              Available credits
            </h2>
            {isLoading ? (
              <Skeleton className="mt-2 h-10 w-24" />
            ) : error ? null : (
              <div className="mt-1 flex flex-wrap items-center gap-3" aria-live="polite">
                <p className="text-2xl font-bold leading-10 text-ink">{balance?.available_credits ?? 0}</p>
                <CreditLevelBadge availableCredits={balance?.available_credits ?? 0} />
              </div>
            )}
            <p className="mt-1 text-sm text-ink-muted">One credit books one coaching session.</p>
          </div>
        </div>
        <Button variant="secondary" onClick={checkStatus} isBusy={check.isPending} busyLabel="Checking..." className="self-start @xl:self-center">
          Check Credit Status
        </Button>
      </div>
      {error ? (
        <Alert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try Again
            </Button>
          }
        >
          {serverMessageOr(error, 'Failed to fetch credit balance')}
        </Alert>
      ) : null}
      <CreditStatusDialog
        open={isStatusOpen}
        onOpenChange={setIsStatusOpen}
        check={check.data}
        isChecking={check.isPending}
        onRetry={() => check.mutate()}
        onBuyCredits={() => {
          setIsStatusOpen(false);
          onShowPlans();
        }}
      />
    </Card>
  );
}
