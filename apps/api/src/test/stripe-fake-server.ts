// Runs the Stripe fake as its own process for the browser tests (e2e/playwright.config.ts starts it):
// FAKE_STRIPE_PORT, and the API's webhook address and secret for the events a confirmation sends.
import { startFakeStripe } from '../modules/payments/stripe.fake';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;

const fake = await startFakeStripe({
  port,
  ...(webhookUrl && webhookSecret ? { webhook: { url: webhookUrl, secret: webhookSecret } } : {}),
});
console.log(`Stripe fake listening on http://127.0.0.1:${fake.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
