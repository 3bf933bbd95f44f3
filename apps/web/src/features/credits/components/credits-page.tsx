import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PLAN_ID, findPlan, isLeadershipDiscountAvailable, purchaseSummary, type PlanId } from '@bloom/contract/plans';
import { CreditsAllocatedDialog } from '@/components/credit-dialogs/credits-allocated-dialog';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { allocationErrorMessage, canOfferSchoolCredits, useAllocateSchoolCredits, useCreditBalance } from '@/lib/credit-balance';
import { useUserPoints } from '@/lib/user-points';
import { BalanceCard } from './balance-card';
import { CreditHistory } from './credit-history';
import { HowCreditsWork } from './how-credits-work';
import { LeadershipDiscount } from './leadership-discount';
import { PlanPicker } from './plan-picker';
import { PurchaseConfirmDialog } from './purchase-confirm-dialog';
import { PurchaseSummary } from './purchase-summary';
import { SchoolCreditsCard } from './school-credits-card';

/** /credits: the balance, school credits when offered, the plans, the discount, the purchase and the history. */
export default function CreditsPage() {
  const queryClient = useQueryClient();
  const balance = useCreditBalance();
  const points = useUserPoints();
  const allocate = useAllocateSchoolCredits();
  const plansRef = useRef<HTMLFieldSetElement>(null);

  const [selectedPlanId, setSelectedPlanId] = useState<PlanId>(DEFAULT_PLAN_ID);
  const [isDiscountChecked, setIsDiscountChecked] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [isAllocatedOpen, setIsAllocatedOpen] = useState(false);
  const [openedPaymentUrl, setOpenedPaymentUrl] = useState<string | null>(null);

  const totalPoints = points.data?.total_points ?? 0;
  const isDiscountApplied = isDiscountChecked && isLeadershipDiscountAvailable(totalPoints);
  // DEFAULT_PLAN_ID is one of the plans, so the fallback never leaves this undefined.
  const plan = findPlan(selectedPlanId) ?? findPlan(DEFAULT_PLAN_ID)!;
  const summary = purchaseSummary(plan, totalPoints, isDiscountApplied);
  const isSchoolOffered = canOfferSchoolCredits(balance.data) || allocate.isPending;

  // After the payment page opened, coming back to this tab looks for the credits the payment granted.
  useEffect(() => {
    if (!openedPaymentUrl) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['credits'] });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [openedPaymentUrl, queryClient]);

  function showPlans() {
    requestAnimationFrame(() => {
      plansRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      plansRef.current?.focus({ preventScroll: true });
    });
  }

  function allocateSchoolCredits(credits: number) {
    allocate.mutate({ credits_to_allocate: credits, notes: 'Requested on the credits page' }, { onSuccess: () => setIsAllocatedOpen(true) });
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">Credits</h1>
        <p className="mt-1 text-ink-muted">Get session credits for one-on-one coaching: from your school, or with a plan that suits you.</p>
      </header>

      <div className={cn('grid gap-4', isSchoolOffered && 'md:grid-cols-2')}>
        <BalanceCard
          balance={balance.data}
          isLoading={balance.isPending}
          error={balance.isError ? balance.error : null}
          onRetry={() => void balance.refetch()}
          onShowPlans={showPlans}
        />
        {balance.data && isSchoolOffered ? (
          <SchoolCreditsCard
            balance={balance.data}
            onAllocate={allocateSchoolCredits}
            isAllocating={allocate.isPending}
            allocationError={allocate.isError ? allocationErrorMessage(allocate.error) : null}
          />
        ) : null}
      </div>

      {openedPaymentUrl ? (
        <Alert tone="info" title="Your payment page opened in a new tab">
          Finish paying there; your credits show up here as soon as the payment completes. Did it not open?{' '}
          <a href={openedPaymentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            Open the payment page
          </a>
          .
        </Alert>
      ) : null}

      <PlanPicker ref={plansRef} selectedPlanId={selectedPlanId} onSelect={setSelectedPlanId} />

      {/* Phones read discount, summary, then how credits work; wide screens keep the summary on the right. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {isLeadershipDiscountAvailable(totalPoints) ? (
          <div className="lg:col-start-1">
            <LeadershipDiscount points={totalPoints} isApplied={isDiscountChecked} onAppliedChange={setIsDiscountChecked} />
          </div>
        ) : null}
        <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PurchaseSummary plan={plan} summary={summary} onPurchase={() => setIsConfirmOpen(true)} />
        </div>
        <div className="lg:col-start-1">
          <HowCreditsWork />
        </div>
      </div>

      <CreditHistory />

      <PurchaseConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        plan={plan}
        summary={summary}
        isDiscountApplied={isDiscountApplied}
        onProceeded={setOpenedPaymentUrl}
      />
      <CreditsAllocatedDialog open={isAllocatedOpen} onOpenChange={setIsAllocatedOpen} allocation={allocate.data} />
    </main>
  );
}
