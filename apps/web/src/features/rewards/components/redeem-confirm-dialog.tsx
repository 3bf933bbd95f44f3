import type { Reward } from '@bloom/contract/rewards';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { discountLabel } from '../reward-format';

export interface RedeemConfirmDialogProps {
  reward: Reward | null;
  balance: number;
  isRedeeming: boolean;
  error: string | null;
  onConfirm: (reward: Reward) => void;
  onOpenChange: (open: boolean) => void;
}

/** The redemption confirmation: enabled only with enough points, otherwise 'Insufficient Points' and 'Need {n} more points'. */
export function RedeemConfirmDialog({ reward, balance, isRedeeming, error, onConfirm, onOpenChange }: RedeemConfirmDialogProps) {
  const cost = reward?.points_needed ?? 0;
  const isAffordable = balance >= cost;
  return (
    <Dialog
      open={reward !== null}
      onOpenChange={(open) => {
        if (!isRedeeming) onOpenChange(open);
      }}
      title="Redeem this reward?"
      description={reward ? `${reward.product_name} from ${reward.company}: ${discountLabel(reward)}.` : undefined}
      footer={
        reward ? (
          <>
            <Button variant="outline" disabled={isRedeeming} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button disabled={!isAffordable} isBusy={isRedeeming} busyLabel="Redeeming" onClick={() => onConfirm(reward)}>
              {isAffordable ? `Redeem for ${cost.toLocaleString('en-US')} points` : 'Insufficient Points'}
            </Button>
          </>
        ) : null
      }
    >
      {reward ? (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 rounded-control bg-canvas p-4 text-sm">
            <dt className="text-ink-muted">Cost</dt>
            <dd className="text-right font-semibold tabular-nums text-ink">{cost.toLocaleString('en-US')} points</dd>
            <dt className="text-ink-muted">Your points</dt>
            <dd className="text-right font-semibold tabular-nums text-ink">{balance.toLocaleString('en-US')}</dd>
            {isAffordable ? (
              <>
                <dt className="text-ink-muted">Left after</dt>
                <dd className="text-right font-semibold tabular-nums text-ink">{(balance - cost).toLocaleString('en-US')}</dd>
              </>
            ) : null}
          </dl>
          {isAffordable ? (
            <p className="text-sm text-ink-muted">Your code appears right after you confirm, and stays in your redemption history.</p>
          ) : (
            <Alert tone="warning" title="Insufficient Points">
              Need {(cost - balance).toLocaleString('en-US')} more points
            </Alert>
          )}
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
