import { z } from 'zod';

/** Carried by every successful response that changed the student's credits. */
export const creditInfoSchema = z.object({
  available_credits: z.number().int(),
  can_get_school_credits: z.boolean(),
});
export type CreditInfo = z.infer<typeof creditInfoSchema>;

export const WELCOME_CREDITS = 2;
export const BOOKING_COST_CREDITS = 1;
export const DEFAULT_SCHOOL_CREDITS_PER_STUDENT = 5;

/** The most credits one allocation request may ask for; what is granted is also capped by the pool and the allowance. */
export const MAX_CREDITS_PER_ALLOCATION_REQUEST = 100;

export const creditEntryReasons = ['welcome', 'booking', 'booking_refund', 'school_allocation', 'purchase', 'adjustment'] as const;
export const creditEntryReasonSchema = z.enum(creditEntryReasons);
export type CreditEntryReason = z.infer<typeof creditEntryReasonSchema>;

export const creditBalanceSchema = z.object({
  available_credits: z.number().int(),
  school_name: z.string().nullable(),
  school_credit_balance: z.number().int(),
  can_get_school_credits: z.boolean(),
  school_credit_per_student: z.number().int(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const creditBalanceResponseSchema = z.object({
  success: z.literal(true),
  data: creditBalanceSchema,
  credit_info: creditInfoSchema,
});
export type CreditBalanceResponse = z.infer<typeof creditBalanceResponseSchema>;

export const creditCheckSchema = z.object({
  can_book: z.boolean(),
  message: z.string(),
  available_credits: z.number().int(),
});
export const creditCheckResponseSchema = z.object({
  success: z.literal(true),
  data: creditCheckSchema,
  credit_info: creditInfoSchema,
});

const allocationCountMessage = `Enter a whole number of credits from 1 to ${MAX_CREDITS_PER_ALLOCATION_REQUEST}.`;
export const allocateSchoolCreditsRequestSchema = z.object({
  credits_to_allocate: z
    .number({ error: allocationCountMessage })
    .int({ error: allocationCountMessage })
    .min(1, { error: allocationCountMessage })
    .max(MAX_CREDITS_PER_ALLOCATION_REQUEST, { error: allocationCountMessage }),
  notes: z.string().trim().max(500, { error: 'Notes can be at most 500 characters.' }).nullish(),
});
export type AllocateSchoolCreditsRequest = z.infer<typeof allocateSchoolCreditsRequestSchema>;

export const allocateSchoolCreditsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    credits_requested: z.number().int(),
    credits_allocated: z.number().int(),
    new_balance: z.number().int(),
    school_name: z.string(),
    school_credit_balance: z.number().int(),
    credits_remaining_for_you: z.number().int(),
  }),
  credit_info: creditInfoSchema,
});
export type AllocateSchoolCreditsResponse = z.infer<typeof allocateSchoolCreditsResponseSchema>;

export const creditHistoryEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: creditEntryReasonSchema,
  /** Human text for the history list, e.g. 'Semester plan purchase'. */
  description: z.string(),
  /** ISO instant; the web app shows it in the student's timezone. */
  created_at: z.string(),
  booking_id: z.number().int().nullable(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

export const creditHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(creditHistoryEntrySchema),
});

export const schoolCreditStatusSchema = z.object({
  school_name: z.string().nullable(),
  is_partner: z.boolean(),
  school_credit_balance: z.number().int(),
  school_credit_per_student: z.number().int(),
  credits_received: z.number().int(),
  credits_remaining_for_you: z.number().int(),
  can_get_school_credits: z.boolean(),
});
export type SchoolCreditStatus = z.infer<typeof schoolCreditStatusSchema>;

export const schoolCreditStatusResponseSchema = z.object({
  success: z.literal(true),
  data: schoolCreditStatusSchema,
});
