import { ExternalLink, Ticket } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormatUserTime } from '@/lib/format-user-time';
import { useUserRedemptions } from '../api/get-user-redemptions';
import { RedemptionCode } from './redemption-code';

/** Every redemption with its code, newest first ('Error loading redemptions' when it cannot be read). */
export function RedemptionHistory() {
  const redemptions = useUserRedemptions();
  const formatTime = useFormatUserTime();

  let body;
  if (redemptions.isPending) {
    body = (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (redemptions.isError) {
    body = (
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" isBusy={redemptions.isFetching} busyLabel="Trying again..." onClick={() => void redemptions.refetch()}>
            Try Again
          </Button>
        }
      >
        Error loading redemptions
      </Alert>
    );
  } else if (redemptions.data.length === 0) {
    body = <EmptyState icon={Ticket} title="No redemptions yet" hint="Rewards you redeem show up here with their codes, so you can find them again." />;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-line">
        {redemptions.data.map((item) => (
          <li key={item.user_reward_id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
            <div className="flex items-start gap-3">
              {item.reward.logo_url ? <img src={item.reward.logo_url} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-control" /> : null}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{item.reward.product_name}</p>
                <p className="text-sm text-ink-muted">
                  {item.reward.company} · <time dateTime={item.redeemed_on}>{formatTime(item.redeemed_on)}</time>
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold tabular-nums text-ink-muted">−{item.points_used.toLocaleString('en-US')} pts</p>
            </div>
            {item.meta.promo_code ? <RedemptionCode label="Promo code" code={item.meta.promo_code} /> : null}
            {item.meta.shared_code ? <RedemptionCode label="Shared code" code={item.meta.shared_code} /> : null}
            {item.redemption_link ? (
              <a
                href={item.redemption_link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-primary-800 underline-offset-2 hover:underline"
              >
                Use it at {item.reward.company}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-label="Your Redemptions">
      <CardHeader title="Your Redemptions" subtitle="Codes you have redeemed, newest first." />
      {body}
    </Card>
  );
}
