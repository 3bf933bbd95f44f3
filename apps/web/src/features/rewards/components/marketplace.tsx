import type { RedeemRewardResponse, Reward } from '@bloom/contract/rewards';
import { Gift } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { gamificationErrorMessage } from '@/lib/gamification';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useRewards } from '../api/get-rewards';
import { useUserRedemptions } from '../api/get-user-redemptions';
import { useRedeemReward } from '../api/redeem-reward';
import { redeemStateOf, type RewardFilter } from '../reward-format';
import { CategoryFilter } from './category-filter';
import { RewardCard } from './reward-card';

// The dialogs (and the dialog library under them) load when first opened: the page's first script
// task does not evaluate them (docs/decisions/0038).
const RedeemConfirmDialog = lazy(() => import('./redeem-confirm-dialog').then((m) => ({ default: m.RedeemConfirmDialog })));
const RedemptionSuccessDialog = lazy(() => import('./redemption-success-dialog').then((m) => ({ default: m.RedemptionSuccessDialog })));

/** The marketplace: category filter, reward cards, the confirmation and the success dialog with the codes. */
export function Marketplace() {
  const [category, setCategory] = useState<RewardFilter>('all');
  const rewards = useRewards(category);
  const redemptions = useUserRedemptions();
  const redeem = useRedeemReward();
  const [chosen, setChosen] = useState<Reward | null>(null);
  const [redeemed, setRedeemed] = useState<RedeemRewardResponse | null>(null);
  const isConfirmMounted = useOpenedOnce(chosen !== null);
  const isSuccessMounted = useOpenedOnce(redeemed !== null);

  const redeemedIds = useMemo(() => new Set((redemptions.data ?? []).map((r) => r.reward.reward_id)), [redemptions.data]);
  const balance = rewards.data?.userPoints ?? 0;

  function confirm(reward: Reward) {
    redeem.mutate(reward.reward_id, {
      onSuccess: (response) => {
        setChosen(null);
        setRedeemed(response);
      },
    });
  }

  function choose(reward: Reward | null) {
    redeem.reset();
    setChosen(reward);
  }

  let body;
  if (rewards.isPending) {
    body = (
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <li key={card} className="rounded-card border border-line bg-surface p-4">
            <div className="flex gap-3">
              <Skeleton className="size-12" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </div>
            <Skeleton className="mt-4 h-12 w-full" />
            <Skeleton className="mt-4 h-11 w-full" />
          </li>
        ))}
      </ul>
    );
  } else if (rewards.isError) {
    body = (
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" isBusy={rewards.isFetching} busyLabel="Trying again..." onClick={() => void rewards.refetch()}>
            Try Again
          </Button>
        }
      >
        {gamificationErrorMessage(rewards.error, 'Failed to fetch rewards')}
      </Alert>
    );
  } else if (rewards.data.rewards.length === 0) {
    body = <EmptyState icon={Gift} title="No rewards here yet" hint="New partner rewards arrive often. Try another category or check back soon." />;
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={rewards.isPlaceholderData || undefined}>
        {rewards.data.rewards.map((reward) => (
          <RewardCard
            key={reward.reward_id}
            reward={reward}
            state={redeemStateOf(reward, balance, redeemedIds, redeem.isPending ? redeem.variables : null)}
            pointsShort={reward.points_needed - balance}
            onRedeem={choose}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="marketplace-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="marketplace-heading" className="text-xl font-semibold text-ink">
            Rewards Marketplace
          </h2>
          <p className="text-sm text-ink-muted">Perks from Bloom's partners, paid with the points you earn.</p>
        </div>
        <CategoryFilter value={category} onChange={setCategory} />
      </div>
      {body}
      <Suspense fallback={null}>
        {isConfirmMounted ? (
          <RedeemConfirmDialog
            reward={chosen}
            balance={balance}
            isRedeeming={redeem.isPending}
            error={redeem.isError ? gamificationErrorMessage(redeem.error, 'Failed to redeem reward') : null}
            onConfirm={confirm}
            onOpenChange={(open) => {
              if (!open) choose(null);
            }}
          />
        ) : null}
        {isSuccessMounted ? <RedemptionSuccessDialog redemption={redeemed} onClose={() => setRedeemed(null)} /> : null}
      </Suspense>
    </section>
  );
}
