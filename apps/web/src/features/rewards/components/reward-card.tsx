import type { Reward } from '@bloom/contract/rewards';
import { CalendarClock, Check, ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { discountLabel, formatLastDay, redeemButtonLabels, type RedeemState } from '../reward-format';

export interface RewardCardProps {
  reward: Reward;
  state: RedeemState;
  /** Points still missing when the student cannot afford it. */
  pointsShort: number;
  onRedeem: (reward: Reward) => void;
}

/** One reward: partner, offer, cost, last day, terms and the spec's redeem button. */
export function RewardCard({ reward, state, pointsShort, onRedeem }: RewardCardProps) {
  const titleId = `reward-${reward.reward_id}-title`;
  return (
    // Cards out of sight skip style, layout and paint until scrolled near (content-visibility).
    <li className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
        <div className="flex items-start gap-3">
          {reward.logo_url ? (
            <img src={reward.logo_url} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-control" />
          ) : (
            <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-control bg-primary-50 font-bold text-primary-800">
              {reward.company.charAt(0)}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm text-ink-muted">{reward.company}</p>
            <h3 id={titleId} className="font-semibold leading-snug text-ink">
              {reward.product_name}
            </h3>
          </div>
          <Badge tone="accent" className="shrink-0">
            {discountLabel(reward)}
          </Badge>
        </div>
        <p className="text-sm text-ink-muted">{reward.description}</p>
        <div className="mt-auto flex flex-col gap-3">
          <dl className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
            <div>
              <dt className="sr-only">Cost</dt>
              <dd className="font-bold text-ink tabular-nums">{reward.points_needed.toLocaleString('en-US')} points</dd>
            </div>
            {reward.expiry_date ? (
              <div className="flex items-center gap-1 text-ink-muted">
                <CalendarClock aria-hidden="true" className="size-4" />
                <dt>Redeem by</dt>
                <dd>{formatLastDay(reward.expiry_date)}</dd>
              </div>
            ) : null}
          </dl>
          <Button
            fullWidth
            variant={state === 'affordable' ? 'primary' : state === 'redeemed' ? 'secondary' : 'outline'}
            disabled={state === 'redeemed' || state === 'insufficient'}
            isBusy={state === 'redeeming'}
            busyLabel={redeemButtonLabels.redeeming}
            aria-label={`${redeemButtonLabels[state]}: ${reward.product_name}`}
            onClick={() => onRedeem(reward)}
          >
            {state === 'redeemed' ? <Check aria-hidden="true" className="size-4" /> : null}
            {redeemButtonLabels[state]}
          </Button>
          {state === 'insufficient' ? <p className="text-center text-sm text-ink-muted">Need {pointsShort.toLocaleString('en-US')} more points</p> : null}
          {reward.terms_link ? (
            <a
              href={reward.terms_link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center gap-1 text-sm font-medium text-primary-800 underline-offset-2 hover:underline"
            >
              Terms and conditions
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </article>
    </li>
  );
}
