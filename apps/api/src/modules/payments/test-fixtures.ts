import { randomBytes } from 'node:crypto';
import { PAYMENT_SIGNATURE_HEADER } from '@bloom/contract/payments';
import type { TestContext } from '../../test/helper';
import { signWebhookBody } from './webhook-signature';

export const newEventId = () => `evt_test_${randomBytes(8).toString('hex')}`;

export function checkoutEvent(userId: number | string, planId: string, eventId = newEventId()) {
  return { id: eventId, type: 'checkout.completed', data: { user_id: userId, plan_id: planId } };
}

/** Posts a provider event signed the way the provider signs it (or with `signature` as given). */
export function postWebhook(ctx: TestContext, event: unknown, options: { signature?: string | null; secret?: string; contentType?: string } = {}) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = options.signature === undefined ? signWebhookBody(payload, options.secret ?? ctx.config.paymentWebhookSecret) : options.signature;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    payload,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(signature === null ? {} : { [PAYMENT_SIGNATURE_HEADER]: signature }),
    },
  });
}
