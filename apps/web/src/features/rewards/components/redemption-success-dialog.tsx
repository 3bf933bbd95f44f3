import type { RedeemRewardResponse } from '@bloom/contract/rewards';
import { ExternalLink, PartyPopper } from 'lucide-react';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RedemptionCode } from './redemption-code';

/** After a redemption: the product, the company, the promo or shared code (copy) and the partner's link. */
export function RedemptionSuccessDialog({ redemption, onClose }: { redemption: RedeemRewardResponse | null; onClose: () => void }) {
  const reward = redemption?.user_reward.reward;
  const meta = redemption?.user_reward.meta;
  return (
    <Dialog
      open={redemption !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Reward Redeemed!"
      description={reward ? `${reward.product_name} from ${reward.company} is yours.` : undefined}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {redemption && reward && meta ? (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <PartyPopper aria-hidden="true" className="size-6" />
            </span>
            <dl className="text-sm">
              <dt className="sr-only">Product</dt>
              <dd className="font-semibold text-ink">{reward.product_name}</dd>
              <dt className="sr-only">Company</dt>
              <dd className="text-ink-muted">{reward.company}</dd>
            </dl>
          </div>
          {meta.promo_code ? <RedemptionCode label="Promo code" code={meta.promo_code} /> : null}
          {meta.shared_code ? <RedemptionCode label="Shared code" code={meta.shared_code} /> : null}
          <p className="text-sm text-ink-muted">
            {redemption.points_used.toLocaleString('en-US')} points used; {redemption.remaining_balance.toLocaleString('en-US')} left to spend.
          </p>
          {redemption.redemption_link ? (
            <a href={redemption.redemption_link} target="_blank" rel="noopener noreferrer" className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
              Use it at {reward.company}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
