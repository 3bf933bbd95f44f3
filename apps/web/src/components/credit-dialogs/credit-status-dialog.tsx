import { CircleCheck, CircleAlert, CircleX, type LucideIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { creditLevelLabels, creditLevelOf, type CreditCheck, type CreditLevel } from '@/lib/credit-balance';

const looks: Record<CreditLevel, { Icon: LucideIcon; circle: string }> = {
  none: { Icon: CircleX, circle: 'bg-danger-50 text-danger-700' },
  low: { Icon: CircleAlert, circle: 'bg-warning-50 text-warning-800' },
  sufficient: { Icon: CircleCheck, circle: 'bg-success-50 text-success-700' },
};

export interface CreditStatusDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The result of the credit check; undefined while it runs. */
  check: CreditCheck | undefined;
  isChecking?: boolean;
  onRetry?: () => void;
  /** Offered when the student is low on credits (e.g. go to /credits); hidden when undefined. */
  onBuyCredits?: () => void;
}

/**
 * The credit status dialog: the level (0 = No Credits, 1 = Low Credits, 2+ = Sufficient), the count
 * and the server's message. A failed check shows the failure instead of pretending to know the level.
 */
export function CreditStatusDialog({ open, onOpenChange, check, isChecking = false, onRetry, onBuyCredits }: CreditStatusDialogProps) {
  const close = (
    <Button variant={check?.error ? 'outline' : 'primary'} onClick={() => onOpenChange(false)}>
      OK
    </Button>
  );

  if (!check || check.error) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="sm"
        title="Credit Status"
        footer={
          <>
            {close}
            {check?.error && onRetry ? (
              <Button onClick={onRetry} isBusy={isChecking} busyLabel="Checking...">
                Try Again
              </Button>
            ) : null}
          </>
        }
      >
        {check?.error && !isChecking ? (
          <Alert tone="error" title={check.error}>
            {check.message}
          </Alert>
        ) : (
          <p role="status" className="text-sm text-ink-muted">
            Checking your credits...
          </p>
        )}
      </Dialog>
    );
  }

  const level = creditLevelOf(check.available_credits);
  const { Icon, circle } = looks[level];
  const showBuy = Boolean(onBuyCredits) && level !== 'sufficient';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={creditLevelLabels[level]}
      description={check.message}
      footer={
        showBuy ? (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              OK
            </Button>
            <Button onClick={onBuyCredits}>Buy Credits</Button>
          </>
        ) : (
          close
        )
      }
    >
      <div className="flex items-center gap-4 rounded-control bg-canvas p-4">
        <span className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-full', circle)}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-2xl font-bold leading-none text-ink">{check.available_credits}</p>
          <p className="mt-1 text-sm text-ink-muted">{check.available_credits === 1 ? 'credit available' : 'credits available'}</p>
        </div>
      </div>
    </Dialog>
  );
}
