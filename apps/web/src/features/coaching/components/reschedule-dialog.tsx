import type { Booking } from '@bloom/contract/bookings';
import { useState } from 'react';
import { coachIdOf, coachNameOf } from '@/components/coaching-cards/session-lists';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessageOr } from '@/lib/error-message';
import { useFormatUserTime } from '@/lib/format-user-time';
import { useUpdateBooking, type UpdateBookingResult } from '../api/update-booking';
import { monthOf, type MonthRef } from '../calendar';
import { findBookableTime } from '../slots';
import { useCoachTimes } from '../use-coach-times';
import { bookingMessages } from './booking-dialog';
import { SlotPicker } from './slot-picker';

export const RESCHEDULE_FAILED_MESSAGE = 'Failed to reschedule the session. Please try again.';

/**
 * Moves a session to another free time of the same coach (at least 24 hours before it starts; the
 * credit moves with it). Mount with a new key per session so it starts fresh.
 */
export function RescheduleDialog({
  booking,
  onClose,
  onRescheduled,
}: {
  booking: Booking | null;
  onClose: () => void;
  onRescheduled: (result: UpdateBookingResult) => void;
}) {
  const formatTime = useFormatUserTime();
  const update = useUpdateBooking();
  const times = useCoachTimes(booking ? coachIdOf(booking) : null, { enabled: booking !== null });
  const [month, setMonth] = useState<MonthRef | null>(null);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [errors, setErrors] = useState<{ date?: string; time?: string; form?: string }>({});

  function close() {
    if (update.isPending) return;
    onClose();
  }

  function reschedule() {
    if (!booking || update.isPending) return;
    const next = { date: date ? undefined : bookingMessages.dateRequired, time: start ? undefined : bookingMessages.timeRequired };
    if (next.date || next.time) {
      setErrors(next);
      return;
    }
    const time = findBookableTime(times.timesByDate, date, start);
    if (!time) {
      setErrors({ form: bookingMessages.slotNotFound });
      return;
    }
    setErrors({});
    update.mutate(
      { bookingId: booking.id, changes: { start_time: time.start, end_time: time.end, is_rescheduled: true } },
      {
        onSuccess: onRescheduled,
        onError: (error) => setErrors({ form: serverMessageOr(error, RESCHEDULE_FAILED_MESSAGE) }),
      },
    );
  }

  let content;
  if (times.availability.isError) {
    content = <Alert tone="error">We couldn't load this coach's free times. Please try again.</Alert>;
  } else if (times.isWaitingForZone || times.availability.isPending) {
    content = (
      <div role="status" className="grid gap-6 md:grid-cols-2">
        <span className="sr-only">Loading free times...</span>
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    );
  } else if (times.timesByDate.size === 0) {
    content = <Alert tone="info">This coach has no other free times in the next 45 days.</Alert>;
  } else {
    content = (
      <SlotPicker
        timesByDate={times.timesByDate}
        today={times.today}
        lastDate={times.lastDate}
        month={month ?? monthOf(times.firstFreeDate || times.today)}
        onMonthChange={setMonth}
        selectedDate={date}
        onSelectDate={(value) => {
          setDate(value);
          setStart('');
          setErrors({});
        }}
        selectedStart={start}
        onSelectTime={(value) => {
          setStart(value);
          setErrors({});
        }}
        dateError={errors.date}
        timeError={errors.time}
        timezone={times.timezone}
      />
    );
  }

  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      size="lg"
      title="Reschedule Session"
      description={booking ? `Now: ${formatTime(booking.time_slot.start_time)} with ${coachNameOf(booking)}. Pick a new time; your credit moves with it.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            Keep Current Time
          </Button>
          <Button onClick={reschedule} isBusy={update.isPending} busyLabel="Rescheduling..." disabled={times.timesByDate.size === 0}>
            Reschedule Session
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {content}
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      </div>
    </Dialog>
  );
}
