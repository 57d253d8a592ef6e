// Test fixture: an identity test server whose payments go to the local Stripe fake through the real `stripe` SDK,
// with the fake's webhook events delivered back to the server (in-process), and the browser's confirmation of a
// PaymentIntent as Stripe.js sends it.
import { stripeWebhookPath } from '@photoedit/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { testConfig } from '../../test/server';
import { createIdentityTestServer, type IdentityTestServer } from '../auth/auth.fixtures';
import { fakeTestPaymentMethods, startFakeStripe } from './stripe.fake';

export async function startStripeTestServer(database: Database, name: string) {
  const webhookSecret = `whsec_test_${name}`;
  const publishableKey = `pk_test_${name}`;
  let server: IdentityTestServer | undefined;
  const fake = await startFakeStripe({
    webhook: {
      secret: webhookSecret,
      deliver: async (payload, signature) => {
        const response = await server?.app.inject({
          method: 'POST',
          url: stripeWebhookPath,
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
          payload,
        });
        if (response?.statusCode !== 200) throw new Error(`webhook answered ${response?.statusCode}`);
      },
    },
  });
  const config: Config = testConfig({
    payments: {
      provider: 'stripe',
      secretKey: `sk_test_${name}`,
      publishableKey,
      webhookSecret,
      apiBase: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
    },
  });
  server = createIdentityTestServer(database, { config });
  const started = server;
  return {
    server: started,
    fake,
    config,
    webhookSecret,
    /** What Stripe.js sends when the card form succeeds: the PaymentIntent confirmed with a test card. */
    confirm: (clientSecret: string) =>
      fetch(`http://127.0.0.1:${fake.port}/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          payment_method: fakeTestPaymentMethods.succeeds,
          key: publishableKey,
          client_secret: clientSecret,
        }).toString(),
      }),
    stop: async () => {
      await started.stop();
      await fake.close();
    },
  };
}
