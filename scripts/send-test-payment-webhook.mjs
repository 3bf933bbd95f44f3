#!/usr/bin/env node
/**
 * Sends a correctly signed test payment event to a running Bloom server, as the payment provider would
 * after a completed checkout. The server grants the plan's credits to the user once per event id.
 *
 * Usage:
 *   node scripts/send-test-payment-webhook.mjs --user <user id> [--plan monthly|semester|annual]
 *        [--event <event id>] [--url http://localhost:3000] [--secret <secret>] [--bad-signature]
 *
 *   --user           the student's user id (the client_reference_id the purchase URL carries)
 *   --plan           plan id, default semester
 *   --event          event id, default a new random one; send the same id twice to see the replay answer
 *   --url            server base URL, default $BLOOM_URL or http://localhost:$PORT (PORT default 3000)
 *   --secret         signing secret, default $PAYMENT_WEBHOOK_SECRET or the development default
 *   --bad-signature  sign with a wrong secret, to see the 400
 *
 * The request: POST <url>/api/payments/webhook/ with the JSON body
 *   {"id": "<event id>", "type": "checkout.completed", "data": {"user_id": <id>, "plan_id": "<plan>"}}
 * and the header `x-bloom-signature: sha256=<hex>`, where <hex> is the HMAC-SHA256 of the exact body
 * bytes keyed with PAYMENT_WEBHOOK_SECRET. Prints the status and the answer; exits 1 unless it is 200.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

const DEV_SECRET = 'dev-payment-webhook-secret';

const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    plan: { type: 'string', default: 'semester' },
    event: { type: 'string' },
    url: { type: 'string' },
    secret: { type: 'string' },
    'bad-signature': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help || !values.user) {
  console.log('Usage: node scripts/send-test-payment-webhook.mjs --user <user id> [--plan semester] [--event <id>] [--url <base url>] [--secret <secret>] [--bad-signature]');
  process.exit(values.help ? 0 : 1);
}

const baseUrl = (values.url ?? process.env.BLOOM_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
const secret = values.secret ?? (process.env.PAYMENT_WEBHOOK_SECRET || DEV_SECRET);
const event = {
  id: values.event ?? `evt_test_${randomBytes(8).toString('hex')}`,
  type: 'checkout.completed',
  data: { user_id: Number(values.user), plan_id: values.plan },
};
const body = JSON.stringify(event);
const signingSecret = values['bad-signature'] ? `${secret}-wrong` : secret;
const signature = `sha256=${createHmac('sha256', signingSecret).update(body).digest('hex')}`;

const response = await fetch(`${baseUrl}/api/payments/webhook/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-bloom-signature': signature },
  body,
});
const text = await response.text();
console.log(`event ${event.id} -> ${response.status} ${text}`);
process.exit(response.status === 200 ? 0 : 1);
