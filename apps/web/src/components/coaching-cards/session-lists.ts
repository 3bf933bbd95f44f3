import type { Booking } from '@bloom/contract/bookings';

const startOf = (b: Booking) => Date.parse(b.time_slot.start_time);
const endOf = (b: Booking) => Date.parse(b.time_slot.end_time);

/** Spec 'Previous/upcoming': upcoming while the end is after now, soonest start first. */
export function upcomingSessions(bookings: readonly Booking[], now: number): Booking[] {
  return bookings.filter((b) => b.status !== 'canceled' && endOf(b) > now).sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
}

/** Previous once the end is before now, the most recently ended first (the dashboard and the completed tab). */
export function previousSessions(bookings: readonly Booking[], now: number): Booking[] {
  return bookings.filter((b) => b.status !== 'canceled' && endOf(b) <= now).sort((a, b) => endOf(b) - endOf(a) || b.id - a.id);
}

/** The coach's full name, or 'Unknown Coach' when the booking names none. */
export function coachNameOf(booking: Pick<Booking, 'mentor_profile'>): string {
  const user = booking.mentor_profile?.user;
  const name = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
  return name || 'Unknown Coach';
}

/** The coach's profile id when there is one (Book Again needs it). */
export function coachIdOf(booking: Pick<Booking, 'mentor_profile'>): number | null {
  const id = booking.mentor_profile?.id;
  return typeof id === 'number' && id > 0 ? id : null;
}

/** Feedback is offered only for a session that has started, was not canceled and has no rating yet. */
export function canRate(booking: Booking, now: number): boolean {
  return booking.status !== 'canceled' && booking.rating === null && startOf(booking) <= now;
}
