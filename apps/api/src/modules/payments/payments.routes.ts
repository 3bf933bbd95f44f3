import { z } from 'zod';
import { creditInfoSchema } from '@bloom/contract/credits';
import { PAYMENT_SIGNATURE_HEADER, purchaseUrlQuerySchema, purchaseUrlResponseSchema } from '@bloom/contract/payments';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { buildPurchaseUrl, receivePaymentWebhook } from './payments.service';

const webhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  ignored: z.boolean(),
  credits_granted: z.number().int().optional(),
  credit_info: creditInfoSchema.optional(),
});

/** Provider events are small; anything bigger is not one of them. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export const paymentsRoutes: RoutesPlugin = async (app, { db, config, requireAuth }) => {
  app.get(
    '/payments/purchase-url/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary: "The payment provider's checkout page for a plan, carrying the student's id",
        querystring: purchaseUrlQuerySchema,
        response: { 200: purchaseUrlResponseSchema },
      },
    },
    async (request) => {
      const { plan, apply_discount } = request.query;
      const data = await buildPurchaseUrl(db, config.purchaseUrl, currentUserId(request), plan, apply_discount);
      return { success: true as const, data };
    },
  );

  // The signature covers the exact bytes sent, so this route (and only this one: parsers are scoped to
  // this plugin) receives the body as a Buffer, whatever its content type, and parses it itself.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      '/payments/webhook/',
      {
        schema: {
          tags: ['payments'],
          summary: 'Payment provider events (signed; no bearer token)',
          description:
            `Header \`${PAYMENT_SIGNATURE_HEADER}: sha256=<hex>\`: the hex HMAC-SHA256 of the raw body keyed with PAYMENT_WEBHOOK_SECRET. ` +
            'Body `{"id", "type": "checkout.completed", "data": {"user_id", "plan_id"}}`. Grants the plan\'s credits once per event id; ' +
            'a repeated id answers `{"received": true, "duplicate": true}`. A missing or wrong signature answers 400 and stores nothing.',
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receivePaymentWebhook(db, config.paymentWebhookSecret, body, request.headers[PAYMENT_SIGNATURE_HEADER]);
      },
    );
  });
};
