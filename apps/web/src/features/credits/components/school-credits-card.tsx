import { GraduationCap } from 'lucide-react';
import { formatCredits } from '@/components/credit-dialogs/credit-level-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { schoolCreditsToRequest, type CreditBalance } from '@/lib/credit-balance';
import { serverMessageOr } from '@/lib/error-message';
import { useSchoolCreditStatus } from '../api/get-school-credit-status';

interface SchoolCreditsCardProps {
  balance: CreditBalance;
  onAllocate: (credits: number) => void;
  isAllocating: boolean;
  /** The failed allocation's text: the server's message or 'Failed to allocate credits'. */
  allocationError: string | null;
}

/** The school credit action: shown by the page only when school credits can be had and the pool is above 0. */
export function SchoolCreditsCard({ balance, onAllocate, isAllocating, allocationError }: SchoolCreditsCardProps) {
  const status = useSchoolCreditStatus();
  const remaining = status.data ? Math.min(status.data.credits_remaining_for_you, status.data.school_credit_balance) : undefined;
  const creditsToRequest = remaining && remaining > 0 ? remaining : schoolCreditsToRequest(balance);
  const schoolName = balance.school_name ?? 'Your school';

  return (
    <Card aria-labelledby="school-credits-heading" className="flex flex-col gap-4 border-primary-200 bg-primary-50">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-primary-700">
          <GraduationCap aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="school-credits-heading" className="text-lg font-semibold text-ink">
            Free credits from {schoolName}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {schoolName} funds coaching for its students, up to {formatCredits(balance.school_credit_per_student)} each.
            {remaining !== undefined && remaining > 0 ? ` ${formatCredits(remaining)} ${remaining === 1 ? 'is' : 'are'} waiting for you.` : null}
          </p>
          {status.isError ? (
            <p className="mt-1 text-sm text-ink-muted">{serverMessageOr(status.error, 'Failed to fetch school credit status')}</p>
          ) : null}
        </div>
      </div>
      <Button onClick={() => onAllocate(creditsToRequest)} isBusy={isAllocating} busyLabel="Getting credits..." className="sm:self-start">
        Get {creditsToRequest} Free {creditsToRequest === 1 ? 'Credit' : 'Credits'}
      </Button>
      {allocationError ? <Alert tone="error">{allocationError}</Alert> : null}
    </Card>
  );
}
