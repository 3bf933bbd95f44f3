import type { MentorProfile } from '@bloom/contract/coaching';
import { CalendarCheck, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CreditsAllocatedDialog } from '@/components/credit-dialogs/credits-allocated-dialog';
import { LowCreditDialog } from '@/components/credit-dialogs/low-credit-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsEvents, track } from '@/lib/analytics';
import { allocationErrorMessage, schoolCreditsToRequest, useAllocateSchoolCredits, useCreditBalance } from '@/lib/credit-balance';
import { useCurrentUser } from '@/lib/current-user';
import { readTokens } from '@/lib/token-storage';
import { useFormatUserTime } from '@/lib/format-user-time';
import { bookingErrorMessage, useBookSession, type BookSessionResult } from '../api/book-session';
import { monthOf, type MonthRef } from '../calendar';
import { findBookableTime } from '../slots';
import { useCoachTimes } from '../use-coach-times';
import { SlotPicker } from './slot-picker';

// Mirrors PRE_SESSION_NOTE_MAX of @bloom/contract/bookings.
const NOTE_MAX = 1000;
/** How long the 'Session Booked Successfully' panel shows before the 'Booking Confirmed' dialog. */
export const BOOKED_PANEL_MS = 1500;

export const bookingMessages = {
  dateRequired: 'Date is required',
  timeRequired: 'Time is required',
  profileMissing: 'User profile not found. Please complete your profile setup first.',
  notAuthenticated: 'You are not authenticated. Please log in again and retry booking.',
  slotNotFound: 'Selected time slot not found.',
} as const;

export function coachNameOf(coach: Pick<MentorProfile, 'user'>): string {
  return `${coach.user.first_name} ${coach.user.last_name}`.trim() || 'Unknown Coach';
}

export interface BookingDialogProps {
  coach: MentorProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A date and time picked before the dialog opened (the Availability tab). */
  initialDate?: string;
  initialStart?: string;
}

/**
 * The booking flow: pick a date and a 30-minute time, add notes, 'Book Session (1 Credit)'. With 1 credit
 * or fewer the low-credit dialog comes first (school credits, buying, or Later, which books with exactly
 * 1 credit). Success shows the 'Session Booked Successfully' panel, then the 'Booking Confirmed' dialog.
 * Mount it with a new key for each opening so it starts fresh.
 */
export function BookingDialog({ coach, open, onOpenChange, initialDate = '', initialStart = '' }: BookingDialogProps) {
  const navigate = useNavigate();
  const formatTime = useFormatUserTime();
  const { data: user } = useCurrentUser();
  const balance = useCreditBalance();
  const allocate = useAllocateSchoolCredits();
  const book = useBookSession(coach.id);
  const times = useCoachTimes(coach.id, { enabled: open });
  const coachName = coachNameOf(coach);

  const [month, setMonth] = useState<MonthRef | null>(initialDate ? monthOf(initialDate) : null);
  const [date, setDate] = useState(initialDate);
  const [start, setStart] = useState(initialStart);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ date?: string; time?: string; form?: string }>({});
  const [isLowCreditOpen, setLowCreditOpen] = useState(false);
  const [isAllocatedOpen, setAllocatedOpen] = useState(false);
  const [booked, setBooked] = useState<BookSessionResult | null>(null);
  const [isConfirmedOpen, setConfirmedOpen] = useState(false);

  // The panel shows first, then the dialog takes over.
  useEffect(() => {
    if (!booked) return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      setConfirmedOpen(true);
    }, BOOKED_PANEL_MS);
    return () => clearTimeout(timer);
  }, [booked, onOpenChange]);

  const shownMonth = month ?? monthOf(times.firstFreeDate || times.today);

  function submitBooking() {
    const time = findBookableTime(times.timesByDate, date, start);
    if (!time) {
      setErrors({ form: bookingMessages.slotNotFound });
      return;
    }
    book.mutate(
      {
        student_profile: user!.profile_id,
        mentor_profile: coach.id,
        start_time: time.start,
        end_time: time.end,
        pre_session_note: notes.trim() || 'N/A',
        is_default: false,
        is_rescheduled: false,
      },
      {
        onSuccess: (result) => {
          track(analyticsEvents.bookingConfirm, { label: coachName, properties: { coach_id: coach.id } });
          setBooked(result);
        },
        onError: (error) => setErrors({ form: bookingErrorMessage(error) }),
      },
    );
  }

  function attemptBooking() {
    if (book.isPending || booked) return;
    const next = { date: date ? undefined : bookingMessages.dateRequired, time: start ? undefined : bookingMessages.timeRequired };
    if (next.date || next.time) {
      setErrors(next);
      return;
    }
    if (!user?.profile_id) {
      setErrors({ form: bookingMessages.profileMissing });
      return;
    }
    if (!readTokens()) {
      setErrors({ form: bookingMessages.notAuthenticated });
      return;
    }
    if (!findBookableTime(times.timesByDate, date, start)) {
      setErrors({ form: bookingMessages.slotNotFound });
      return;
    }
    setErrors({});
    const credits = balance.data?.available_credits;
    if (credits !== undefined && credits <= 1) {
      setLowCreditOpen(true);
      return;
    }
    submitBooking();
  }

  function getSchoolCredits() {
    if (!balance.data) return;
    allocate.mutate(
      { credits_to_allocate: schoolCreditsToRequest(balance.data), notes: 'Requested while booking a session' },
      {
        onSuccess: () => {
          setLowCreditOpen(false);
          setAllocatedOpen(true);
        },
      },
    );
  }

  const bookedTime = booked ? formatTime(booked.time_slot.start_time) : '';

  let content;
  if (booked) {
    content = (
      <div role="status" className="flex flex-col items-center gap-3 rounded-card bg-success-50 px-4 py-8 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-success-700" />
        <p className="text-lg font-semibold text-success-700">Session Booked Successfully</p>
        <p className="text-sm text-ink">
          {coachName} · {bookedTime}
        </p>
      </div>
    );
  } else if (times.availability.isError) {
    content = (
      <Alert
        tone="error"
        title="We couldn't load this coach's free times."
        action={
          <Button variant="outline" onClick={() => void times.availability.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  } else if (times.isWaitingForZone || times.availability.isPending) {
    content = (
      <div role="status" className="grid gap-6 md:grid-cols-2">
        <span className="sr-only">Loading free times...</span>
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    );
  } else if (times.timesByDate.size === 0) {
    content = (
      <Alert tone="info" title="No free times in the next 45 days">
        {coachName} has no open times right now. Please check back soon, or choose another coach.
      </Alert>
    );
  } else {
    content = (
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          attemptBooking();
        }}
      >
        <SlotPicker
          timesByDate={times.timesByDate}
          today={times.today}
          lastDate={times.lastDate}
          month={shownMonth}
          onMonthChange={setMonth}
          selectedDate={date}
          onSelectDate={(next) => {
            setDate(next);
            setStart('');
            setErrors((current) => ({ ...current, date: undefined, form: undefined }));
          }}
          selectedStart={start}
          onSelectTime={(next) => {
            setStart(next);
            setErrors((current) => ({ ...current, time: undefined, form: undefined }));
          }}
          dateError={errors.date}
          timeError={errors.time}
          timezone={times.timezone}
        />
        <TextareaField
          label="Notes for your coach (optional)"
          hint="Anything you'd like your coach to know before the session."
          value={notes}
          maxLength={NOTE_MAX}
          onChange={(event) => setNotes(event.target.value)}
          className="min-h-20"
        />
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={book.isPending}>
            Cancel
          </Button>
          <Button type="submit" isBusy={book.isPending} busyLabel="Booking...">
            <CalendarCheck aria-hidden="true" className="size-4" />
            Book Session (1 Credit)
          </Button>
        </div>
      </form>
    );
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (book.isPending ? undefined : onOpenChange(next))}
        size="lg"
        title={`Book a Session with ${coachName}`}
        description={booked ? undefined : 'Pick a date and a time that suit you. Each session is 30 minutes and uses 1 credit.'}
      >
        {content}
      </Dialog>
      {balance.data ? (
        <LowCreditDialog
          open={isLowCreditOpen}
          onOpenChange={setLowCreditOpen}
          availableCredits={balance.data.available_credits}
          canGetSchoolCredits={balance.data.can_get_school_credits}
          schoolCreditBalance={balance.data.school_credit_balance}
          schoolName={balance.data.school_name}
          onGetSchoolCredits={getSchoolCredits}
          isAllocating={allocate.isPending}
          allocationError={allocate.isError ? allocationErrorMessage(allocate.error) : null}
          onContinueBooking={submitBooking}
          onBuyCredits={() => {
            setLowCreditOpen(false);
            onOpenChange(false);
            void navigate('/credits');
          }}
        />
      ) : null}
      <CreditsAllocatedDialog
        open={isAllocatedOpen}
        onOpenChange={setAllocatedOpen}
        allocation={allocate.data}
        confirmLabel="Continue Booking"
        onConfirm={submitBooking}
      />
      <BookingConfirmedDialog
        open={isConfirmedOpen}
        onOpenChange={setConfirmedOpen}
        coachName={coachName}
        timeText={bookedTime}
        creditsLeft={booked?.credit_info.available_credits}
        onViewSessions={() => {
          setConfirmedOpen(false);
          void navigate('/sessions');
        }}
      />
    </>
  );
}

/** The 'Booking Confirmed' dialog after the success panel. */
export function BookingConfirmedDialog({
  open,
  onOpenChange,
  coachName,
  timeText,
  creditsLeft,
  onViewSessions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  coachName: string;
  timeText: string;
  creditsLeft: number | undefined;
  onViewSessions: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Booking Confirmed"
      description={`Your session with ${coachName} is booked for ${timeText}. We've emailed you a calendar invitation with the link to join.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Done
          </Button>
          <Button onClick={onViewSessions}>View My Sessions</Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
          <CalendarCheck aria-hidden="true" className="size-7" />
        </span>
        {creditsLeft !== undefined ? (
          <p className="text-sm text-ink-muted">
            Credits left: <span className="font-semibold text-ink">{Math.max(0, creditsLeft)}</span>
          </p>
        ) : null}
        <p className="text-center text-sm text-ink-muted">You can join from 15 minutes before the start, on the My Sessions page or your dashboard.</p>
      </div>
    </Dialog>
  );
}
