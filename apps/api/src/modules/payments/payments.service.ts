import type { CreditInfo } from '@bloom/contract/credits';
import { errorCodes, genericErrorMessages, type FieldErrors } from '@bloom/contract/errors';
import { CHECKOUT_COMPLETED_EVENT, checkoutCompletedDataSchema, paymentWebhookEventSchema } from '@bloom/contract/payments';
import { findPlan, purchaseSummary, type PlanId } from '@bloom/contract/plans';
import type { Db } from '@bloom/db/client';
import type { ZodError } from 'zod';
import { AppError, groupFieldErrors } from '../../platform/errors';
import { findUnstorableText } from '../../platform/request-content';
import { changeCredits, creditInfo } from '../credits/credit-ledger.service';
import { insertPaymentEventOnce, lockCreditOwner } from '../credits/credits.repository';
import { pointTotals } from '../gamification/points.service';
import { isValidWebhookSignature } from './webhook-signature';

/**
 * The provider's checkout page for a plan. `client_reference_id` is the student's id: the provider echoes
 * it back in the webhook, which is how a payment finds its student. With the leadership discount the
 * percentage (worked out here from the student's lifetime points, never taken from the client) is passed on.
 */
export async function buildPurchaseUrl(db: Db, purchaseUrl: string, userId: number, planId: PlanId, applyLeadershipDiscount: boolean) {
  const plan = findPlan(planId);
  if (!plan) throw AppError.validation({ plan: ['Choose one of the plans.'] });
  const points = applyLeadershipDiscount ? (await pointTotals(db, userId)).totalPoints : 0;
  const summary = purchaseSummary(plan, points, applyLeadershipDiscount);
  const url = new URL(purchaseUrl);
  url.searchParams.set('plan', plan.id);
  url.searchParams.set('client_reference_id', String(userId));
  if (summary.discount_percent > 0) url.searchParams.set('discount_percent', String(summary.discount_percent));
  return { url: url.toString(), plan_id: plan.id, price: plan.price, discount_percent: summary.discount_percent, total: summary.total };
}

export type WebhookResult =
  | { received: true; duplicate: false; ignored: false; credits_granted: number; credit_info: CreditInfo }
  | { received: true; duplicate: true; ignored: false }
  | { received: true; duplicate: false; ignored: true };

const invalidSignature = () => new AppError(400, 'invalid_signature', 'Missing or invalid webhook signature.');

function fieldErrors(error: ZodError, prefix = ''): FieldErrors {
  return groupFieldErrors(
    error.issues.map((issue) => [[prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'non_field_errors', issue.message] as const),
  );
}

/**
 * A payment provider event. The signature is checked over the raw bytes before anything is parsed.
 * A 'checkout.completed' event grants its plan's credits once per event id: the payment_events row
 * (primary key event_id) is inserted in the same transaction as the credit entry, so a replay or a
 * concurrent duplicate finds the row and grants nothing. Other event types are acknowledged and ignored.
 */
export async function receivePaymentWebhook(db: Db, secret: string, rawBody: Buffer, signature: string | string[] | undefined): Promise<WebhookResult> {
  if (!isValidWebhookSignature(rawBody, signature, secret)) throw invalidSignature();

  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError(400, errorCodes.malformedBody, genericErrorMessages.malformedBody);
  }
  // The body bypasses the global check (it arrives as bytes for the signature): the same check here.
  const unstorable = findUnstorableText(json);
  if (unstorable.length > 0) throw AppError.validation(groupFieldErrors(unstorable));
  const event = paymentWebhookEventSchema.safeParse(json);
  if (!event.success) throw AppError.validation(fieldErrors(event.error));
  if (event.data.type !== CHECKOUT_COMPLETED_EVENT) return { received: true, duplicate: false, ignored: true };

  const data = checkoutCompletedDataSchema.safeParse(event.data.data);
  if (!data.success) throw AppError.validation(fieldErrors(data.error, 'data'));
  const plan = findPlan(data.data.plan_id);
  if (!plan) throw AppError.validation({ 'data.plan_id': [`Unknown plan "${data.data.plan_id}".`] });
  const userId = data.data.user_id;
  const eventId = event.data.id;

  return db.transaction(async (tx): Promise<WebhookResult> => {
    if (!(await lockCreditOwner(tx, userId))) throw AppError.validation({ 'data.user_id': ['No user with this id.'] });
    const stored = await insertPaymentEventOnce(tx, {
      eventId,
      userId,
      planId: plan.id,
      credits: plan.credits,
      payload: rawBody.toString('utf8'),
    });
    if (!stored) return { received: true, duplicate: true, ignored: false };
    const change = await changeCredits(tx, { userId, amount: plan.credits, reason: 'purchase', paymentEventId: eventId, note: plan.name });
    if (!change) throw AppError.notFound();
    return { received: true, duplicate: false, ignored: false, credits_granted: plan.credits, credit_info: await creditInfo(tx, userId) };
  });
}
