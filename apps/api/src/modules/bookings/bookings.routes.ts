import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingFeedbackRequestSchema,
  bookingFeedbackSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  bookSessionRequestSchema,
  bookSessionResponseSchema,
  sessionTakenRequestSchema,
  sessionTakenResponseSchema,
  updateBookingRequestSchema,
  updateBookingResponseSchema,
} from '@bloom/contract/bookings';
import { idParamSchema } from '@bloom/contract/coaching';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { sendJsonText } from '../../platform/json-text';
import { getAvailability } from './availability.service';
import { bookingListAnswer, bookSession, getBooking, markSessionTaken, updateOwnBooking } from './bookings.service';
import { submitFeedback } from './feedback.service';
import { registerReminderJob } from './reminders';

const tags = ['bookings'];
const security = [{ bearer: [] }];

export const bookingsRoutes: RoutesPlugin = (app, deps) => {
  const { db, clock, requireAuth, requireVerified } = deps;
  registerReminderJob(deps);

  app.get(
    '/time-slots/availability/',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: "A coach's free 30-minute slots (at most 45 days), keyed by date in the given timezone",
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) =>
      getAvailability(db, clock.now(), {
        mentorId: request.query.mentor_id,
        fromDate: request.query.from_date,
        toDate: request.query.to_date,
        timezone: request.query.timezone,
      }),
  );

  app.post(
    '/book-session/',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        security,
        summary: 'Book a 30-minute session for 1 credit',
        body: bookSessionRequestSchema,
        response: { 201: bookSessionResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await bookSession(deps, currentUserId(request), request.body)),
  );

  app.get(
    '/bookings/',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: "The student's sessions (canceled ones only with ?status=canceled)",
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema },
      },
    },
    async (request, reply) => sendJsonText(reply, await bookingListAnswer(db, currentUserId(request), request.query.status)),
  );

  app.get(
    '/bookings/:id/',
    { onRequest: requireAuth, schema: { tags, security, summary: 'One of the student’s sessions', params: idParamSchema, response: { 200: bookingSchema } } },
    async (request) => getBooking(db, currentUserId(request), request.params.id),
  );

  app.patch(
    '/bookings/:id/',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        security,
        summary: 'Cancel ({"status": "canceled"}), reschedule (start_time, end_time) or edit the note',
        params: idParamSchema,
        body: updateBookingRequestSchema,
        response: { 200: updateBookingResponseSchema },
      },
    },
    async (request) => updateOwnBooking(deps, currentUserId(request), request.params.id, request.body),
  );

  app.patch(
    '/bookings/:id/update_session_taken/',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        security,
        summary: 'Mark the session joined (from 15 minutes before the start to 60 after)',
        params: idParamSchema,
        body: sessionTakenRequestSchema,
        response: { 200: sessionTakenResponseSchema },
      },
    },
    async (request) => markSessionTaken(deps, currentUserId(request), request.params.id),
  );

  app.post(
    '/bookings/:id/feedback/',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        security,
        summary: 'Rate a session once it has started (once per booking)',
        params: idParamSchema,
        body: bookingFeedbackRequestSchema,
        response: { 201: bookingFeedbackSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await submitFeedback(db, clock, currentUserId(request), request.params.id, request.body)),
  );
};
