import { GraduationCap, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { canOfferSchoolCredits } from '@/lib/credit-balance';
import { formatCredits } from './credit-level-badge';

export interface LowCreditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  availableCredits: number;
  canGetSchoolCredits: boolean;
  schoolCreditBalance: number;
  schoolName?: string | null;
  /** Starts the school allocation (e.g. `useAllocateSchoolCredits().mutate(...)`). */
  onGetSchoolCredits: () => void;
  isAllocating?: boolean;
  /** Shown under the school option when the allocation failed (see `allocationErrorMessage`). */
  allocationError?: string | null;
  /** Later with exactly 1 credit: the booking goes on and uses it (spec). */
  onContinueBooking: () => void;
  /** Buy individually; goes to /credits unless given. */
  onBuyCredits?: () => void;
}

/**
 * The booking flow's warning at 1 credit or fewer (spec). Offers school credits (only when the server
 * allows them and the school's pool is above 0), buying individually on /credits, or Later: with exactly
 * 1 credit Later continues the booking, with none it just closes.
 *
 * Controlled: the booking dialog owns `open`, runs the allocation and shows CreditsAllocatedDialog on success.
 */
export function LowCreditDialog({
  open,
  onOpenChange,
  availableCredits,
  canGetSchoolCredits,
  schoolCreditBalance,
  schoolName,
  onGetSchoolCredits,
  isAllocating = false,
  allocationError,
  onContinueBooking,
  onBuyCredits,
}: LowCreditDialogProps) {
  const navigate = useNavigate();
  const hasNone = availableCredits <= 0;
  const offersSchool = canOfferSchoolCredits({ can_get_school_credits: canGetSchoolCredits, school_credit_balance: schoolCreditBalance });
  const school = schoolName || 'your school';

  function later() {
    onOpenChange(false);
    if (availableCredits === 1) onContinueBooking();
  }

  function buy() {
    onOpenChange(false);
    if (onBuyCredits) onBuyCredits();
    else void navigate('/credits');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (isAllocating ? undefined : onOpenChange(next))}
      title={hasNone ? 'No Credits' : 'Low Credits'}
      description={
        hasNone
          ? 'You have no session credits left. Each session uses 1 credit, so you need one more to book.'
          : `You have ${formatCredits(availableCredits)} left. This booking will use it, so you may want more for your next session.`
      }
      footer={
        <Button variant="ghost" onClick={later} disabled={isAllocating}>
          Later
        </Button>
      }
    >
      <ul className="flex flex-col gap-3">
        {offersSchool ? (
          <li className="flex flex-col gap-3 rounded-control border border-primary-200 bg-primary-50 p-4">
            <div className="flex gap-3">
              <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
              <div>
                <p className="font-semibold text-ink">Get free credits from {school}</p>
                <p className="text-sm text-ink-muted">Your school covers coaching sessions for its students.</p>
              </div>
            </div>
            <Button onClick={onGetSchoolCredits} isBusy={isAllocating} busyLabel="Getting credits..." fullWidth>
              Get School Credits
            </Button>
            {allocationError ? <Alert tone="error">{allocationError}</Alert> : null}
          </li>
        ) : null}
        <li className="flex flex-col gap-3 rounded-control border border-line p-4">
          <div className="flex gap-3">
            <ShoppingCart aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            <div>
              <p className="font-semibold text-ink">Buy credits yourself</p>
              <p className="text-sm text-ink-muted">Choose a plan on the credits page.</p>
            </div>
          </div>
          <Button variant={offersSchool ? 'outline' : 'primary'} onClick={buy} disabled={isAllocating} fullWidth>
            Buy Individually
          </Button>
        </li>
      </ul>
      {availableCredits === 1 ? <p className="mt-4 text-sm text-ink-muted">Choose Later to book this session with your last credit.</p> : null}
    </Dialog>
  );
}
