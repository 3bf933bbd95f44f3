import { z } from 'zod';
import { planIds } from './plans';

/** Wire schemas of the payment calls: the purchase URL and the provider's webhook. */
export const planIdSchema = z.enum(planIds);

const unknownPlanMessage = `Choose one of the plans: ${planIds.join(', ')}.`;

/** GET /api/payments/purchase-url/?plan=<id>&apply_discount=true|false */
export const purchaseUrlQuerySchema = z.object({
  plan: z.enum(planIds, { error: unknownPlanMessage }),
  apply_discount: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .optional()
    .transform((v) => v === 'true'),
});

export const purchaseUrlResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The provider's page; the web app opens it in a new tab. */
    url: z.string(),
    plan_id: planIdSchema,
    price: z.number(),
    discount_percent: z.number().int(),
    total: z.number(),
  }),
});

/**
 * What the payment provider posts to /api/payments/webhook/ (signed, see the payments routes). Only
 * 'checkout.completed' grants credits; other event types are acknowledged and ignored.
 */
export const PAYMENT_SIGNATURE_HEADER = 'x-bloom-signature';
export const CHECKOUT_COMPLETED_EVENT = 'checkout.completed';

export const paymentWebhookEventSchema = z.object({
  id: z.string().regex(/^[\x21-\x7e]{1,255}$/, { error: 'An event id is 1 to 255 printable characters.' }),
  type: z.string().min(1).max(100),
  data: z.unknown(),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEventSchema>;

/** The data of a 'checkout.completed' event: who paid (the client_reference_id we sent) and for which plan. */
export const checkoutCompletedDataSchema = z.object({
  // Providers echo client_reference_id back as a string.
  user_id: z
    .union([z.number(), z.string().regex(/^\d{1,10}$/).transform(Number)])
    .pipe(z.number().int().positive().max(2_147_483_647)),
  plan_id: z.string().min(1).max(50),
});
