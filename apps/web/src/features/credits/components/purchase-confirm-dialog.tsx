import type { CreditPlan, PurchaseSummary } from '@bloom/contract/plans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';
import { usePurchaseUrl } from '../api/get-purchase-url';
import { formatAmount } from './money';

interface PurchaseConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: CreditPlan;
  summary: PurchaseSummary;
  isDiscountApplied: boolean;
  /** Called with the provider's page once it was opened in a new tab. */
  onProceeded: (url: string) => void;
}

/** Confirms the plan and the total; Proceed opens the payment provider's page in a new tab. */
export function PurchaseConfirmDialog({ open, onOpenChange, plan, summary, isDiscountApplied, onProceeded }: PurchaseConfirmDialogProps) {
  const purchaseUrl = usePurchaseUrl(plan.id, isDiscountApplied && summary.discount_percent > 0, { enabled: open });

  function proceed() {
    if (!purchaseUrl.data) return;
    // Opened in the click itself (no await before it), with no access back to this page.
    window.open(purchaseUrl.data.url, '_blank', 'noopener,noreferrer');
    onOpenChange(false);
    onProceeded(purchaseUrl.data.url);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Purchase"
      description={`You are buying the ${plan.name} plan: ${plan.credits} session credits for ${formatAmount(summary.total)}.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={proceed} isBusy={purchaseUrl.isPending} busyLabel="Preparing..." disabled={!purchaseUrl.data}>
            Proceed
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-ink">
        {summary.discount_percent > 0 ? (
          <p>
            Your {summary.discount_percent}% leadership discount saves you {formatAmount(summary.discount_amount)}.
          </p>
        ) : null}
        <p className="text-ink-muted">
          Proceed opens our payment provider&apos;s secure page in a new tab. Your credits are added to Bloom as soon as the payment completes.
        </p>
        {purchaseUrl.isError ? (
          <Alert
            tone="error"
            action={
              <Button variant="outline" size="sm" isBusy={purchaseUrl.isFetching} busyLabel="Trying again..." onClick={() => void purchaseUrl.refetch()}>
                Try Again
              </Button>
            }
          >
            {errorMessage(purchaseUrl.error)}
          </Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
