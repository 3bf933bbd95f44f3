import { Gift, Link2, MailCheck, Sparkles, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { Skeleton } from '@/components/ui/skeleton';
import { gamificationErrorMessage } from '@/lib/gamification';
import { useUserReferral } from '../api/get-user-referral';
import { InviteForm } from './invite-form';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-3 shadow-card sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <span className="inline-flex size-9 shrink-0 sm:size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-col">
        {value === undefined ? <Skeleton className="mb-1 h-7 w-10" /> : <span className="text-xl font-bold tabular-nums text-ink sm:text-2xl">{value.toLocaleString('en-US')}</span>}
        <span className="text-xs text-ink-muted sm:text-sm">{label}</span>
      </span>
    </li>
  );
}

const steps = [
  { icon: Link2, text: 'Share your link or code, or send an invitation by email.' },
  { icon: UserCheck, text: 'Your friend signs up with it and verifies their email.' },
  { icon: Sparkles, text: 'You get 50 points to spend on rewards.' },
];

/** /referrals: stats, the referral link and code with copy, and invitations by email. */
export default function ReferralsPage() {
  const referral = useUserReferral();
  const link = referral.data ? `${window.location.origin}/ref/${encodeURIComponent(referral.data.code)}` : '';

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">Referrals</h1>
        <p className="mt-1 text-ink-muted">Bring a friend to Bloom. When they join with your link and verify their email, you get 50 points.</p>
      </header>

      {referral.isError ? (
        <Alert
          tone="error"
          title="Error Loading Referral Data"
          action={
            <Button variant="outline" size="sm" isBusy={referral.isFetching} busyLabel="Trying again..." onClick={() => void referral.refetch()}>
              Try Again
            </Button>
          }
        >
          {gamificationErrorMessage(referral.error, 'Failed to fetch referral data')}
        </Alert>
      ) : (
        <>
          <section aria-label="Your referrals">
            <ul className="grid grid-cols-3 gap-2 sm:gap-3">
              <Stat icon={Users} label="Total Referrals" value={referral.data?.total_referral} />
              <Stat icon={UserCheck} label="Active Referrals" value={referral.data?.active_referral} />
              <Stat icon={Gift} label="Points Earned" value={referral.data?.points} />
            </ul>
          </section>

          <Card aria-label="Share your link">
            <CardHeader title="Share your link" subtitle="Anyone who signs up with it is linked to you." />
            {referral.data ? (
              <div className="flex flex-col gap-4">
                <div className="flex flex-col gap-2">
                  <p className="text-sm font-medium text-ink">Referral link</p>
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                    <output className="min-h-11 flex-1 break-all rounded-control border border-line bg-canvas px-3 py-2.5 text-sm text-ink">{link}</output>
                    <CopyButton text={link} label="Copy link" context="your referral link" size="md" />
                  </div>
                </div>
                <div className="flex flex-col gap-2">
                  <p className="text-sm font-medium text-ink">Referral code</p>
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                    <output className="min-h-11 flex-1 rounded-control border border-dashed border-accent-500 bg-accent-50 px-3 py-2 font-mono text-lg font-bold tracking-widest text-ink">
                      {referral.data.code}
                    </output>
                    <CopyButton text={referral.data.code} label="Copy code" context="your referral code" size="md" />
                  </div>
                </div>
              </div>
            ) : (
              <div aria-hidden="true" className="flex flex-col gap-3">
                <Skeleton className="h-11 w-full" />
                <Skeleton className="h-11 w-2/3" />
              </div>
            )}
          </Card>
        </>
      )}

      <Card aria-label="Invite by email">
        <CardHeader title="Invite by email" subtitle="We send your friend a short note with your link. Up to 10 invitations a day." />
        <InviteForm />
      </Card>

      <Card aria-label="How referrals work">
        <CardHeader title="How it works" />
        <ol className="grid gap-3 sm:grid-cols-3">
          {steps.map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex items-start gap-3 rounded-control bg-canvas p-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <p className="text-sm text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {text}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
          <MailCheck aria-hidden="true" className="size-4" />
          Points come once per friend, after they verify their email.
        </p>
      </Card>
    </main>
  );
}
