import type { Booking } from '@bloom/contract/bookings';
import { coachNameOf } from '@/components/coaching-cards/session-lists';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { serverMessageOr } from '@/lib/error-message';
import { useFormatUserTime } from '@/lib/format-user-time';
import { useUpdateBooking, type UpdateBookingResult } from '../api/update-booking';
import { FREE_CANCEL_HOURS, isCreditReturnedOnCancel } from './session-card';

export const CANCEL_FAILED_MESSAGE = 'Failed to cancel the session. Please try again.';

/** The cancel confirmation: says whether the credit comes back (more than 24 hours ahead) before anything happens. */
export function CancelSessionDialog({
  booking,
  now,
  onClose,
  onCanceled,
}: {
  booking: Booking | null;
  now: number;
  onClose: () => void;
  onCanceled: (result: UpdateBookingResult) => void;
}) {
  const formatTime = useFormatUserTime();
  const update = useUpdateBooking();
  const isReturned = booking ? isCreditReturnedOnCancel(booking, now) : false;

  function close() {
    if (update.isPending) return;
    update.reset();
    onClose();
  }

  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      size="sm"
      title="Cancel this session?"
      description={
        booking
          ? `Your session with ${coachNameOf(booking)} on ${formatTime(booking.time_slot.start_time)} will be canceled. ${
              isReturned
                ? 'It is more than 24 hours away, so your credit will be returned to your balance.'
                : `It starts in less than ${FREE_CANCEL_HOURS} hours, so the credit will not be returned.`
            }`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            Keep Session
          </Button>
          <Button
            variant="danger"
            isBusy={update.isPending}
            busyLabel="Canceling..."
            onClick={() => {
              if (!booking) return;
              update.mutate(
                { bookingId: booking.id, changes: { status: 'canceled' } },
                {
                  onSuccess: (result) => {
                    update.reset();
                    onCanceled(result);
                  },
                },
              );
            }}
          >
            Cancel Session
          </Button>
        </>
      }
    >
      {update.isError ? <Alert tone="error">{serverMessageOr(update.error, CANCEL_FAILED_MESSAGE)}</Alert> : null}
    </Dialog>
  );
}
