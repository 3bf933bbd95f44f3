import { PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { SchoolAllocation } from '@/lib/credit-balance';

export interface CreditsAllocatedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  allocation: SchoolAllocation | undefined;
  /** The button that closes the dialog: 'Done' on /credits, e.g. 'Continue Booking' in the booking flow. */
  confirmLabel?: string;
  onConfirm?: () => void;
}

/** The success dialog after a school allocation: credits allocated and the new balance (before plus allocated). */
export function CreditsAllocatedDialog({ open, onOpenChange, allocation, confirmLabel = 'Done', onConfirm }: CreditsAllocatedDialogProps) {
  const creditsAllocated = allocation?.creditsAllocated ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Credits Allocated!"
      description={allocation?.message}
      footer={
        <Button
          onClick={() => {
            onOpenChange(false);
            onConfirm?.();
          }}
        >
          {confirmLabel}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-4">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-600">
          <PartyPopper aria-hidden="true" className="size-7" />
        </span>
        <dl className="grid w-full grid-cols-2 gap-3 text-center">
          <div className="rounded-control bg-canvas p-3">
            <dt className="text-sm text-ink-muted">Credits allocated</dt>
            <dd className="mt-1 text-2xl font-bold text-success-700">
              +{creditsAllocated}
            </dd>
          </div>
          <div className="rounded-control bg-canvas p-3">
            <dt className="text-sm text-ink-muted">New balance</dt>
            <dd className="mt-1 text-2xl font-bold text-ink">
              {allocation?.newBalance ?? 0}
            </dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}
