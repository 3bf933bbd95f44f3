import { Lock } from 'lucide-react';
import type { CreditPlan, PurchaseSummary as Summary } from '@bloom/contract/plans';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatAmount } from './money';

interface PurchaseSummaryProps {
  plan: CreditPlan;
  summary: Summary;
  onPurchase: () => void;
}

/** The chosen plan, the discount if applied, the total and the per-session price; Purchase opens the confirm dialog. */
export function PurchaseSummary({ plan, summary, onPurchase }: PurchaseSummaryProps) {
  return (
    <Card aria-labelledby="purchase-summary-heading">
      <h2 id="purchase-summary-heading" className="mb-4 text-lg font-semibold text-ink">
        Purchase Summary
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Plan</dt>
          <dd className="text-right font-medium text-ink">
            {plan.name} ({plan.duration})
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Session credits</dt>
          <dd className="font-medium text-ink">{plan.credits}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Price</dt>
          <dd className="font-medium text-ink">{formatAmount(summary.price)}</dd>
        </div>
        {summary.discount_percent > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Leadership discount ({summary.discount_percent}%)</dt>
            <dd className="font-medium text-success-700">-{formatAmount(summary.discount_amount)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="text-xl font-bold text-ink">{formatAmount(summary.total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Per session</dt>
          <dd className="text-ink-muted">{formatAmount(summary.price_per_session)}</dd>
        </div>
      </dl>
      <Button size="lg" fullWidth className="mt-5" onClick={onPurchase}>
        Purchase
      </Button>
      <p className="mt-3 flex gap-2 text-xs text-ink-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        You pay on our payment provider&apos;s secure page. Your credits are added as soon as the payment completes.
      </p>
    </Card>
  );
}
