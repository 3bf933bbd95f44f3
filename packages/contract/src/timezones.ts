import { z } from 'zod';

export const DEFAULT_TIMEZONE = 'UTC';

export const timezoneMessages = {
  invalid: (name: string) => `"${name}" is not a valid timezone.`,
  required: 'This field is required.',
} as const;

/** One timezone with its offset right now ('+05:30' style). */
export const timezoneInfoSchema = z.object({
  timezone: z.string(),
  offset_minutes: z.number().int(),
  offset_formatted: z.string(),
  readable_name: z.string(),
});
export type TimezoneInfo = z.infer<typeof timezoneInfoSchema>;

/** The signed-in user's record (`GET` and `POST /api/timezone-management/`). */
export const userTimezoneSchema = timezoneInfoSchema.extend({
  user_type: z.enum(['student', 'mentor']),
});
export type UserTimezone = z.infer<typeof userTimezoneSchema>;

/** `GET /api/timezone-management/?action=get_available_timezones`: every zone the runtime knows. */
export const availableTimezonesSchema = z.array(timezoneInfoSchema);

export const timezoneQuerySchema = z.object({
  action: z.enum(['get_available_timezones']).optional(),
});

export const updateTimezoneRequestSchema = z.object({
  timezone: z.string({ error: timezoneMessages.required }).trim().min(1, timezoneMessages.required).max(64),
});
export type UpdateTimezoneRequest = z.infer<typeof updateTimezoneRequestSchema>;
