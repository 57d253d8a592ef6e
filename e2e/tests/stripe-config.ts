// The Stripe-configured e2e server: its port, the local Stripe fake's port and the test keys they share.
export const stripeE2e = (productPort: number) => ({
  /** The API with STRIPE_* set. */
  port: productPort + 1,
  /** The local fake of Stripe's HTTP API (apps/api/src/test/stripe-fake-server.ts). */
  fakePort: productPort + 2,
  secretKey: 'sk_test_photoedit_e2e',
  publishableKey: 'pk_test_photoedit_e2e',
  webhookSecret: 'whsec_photoedit_e2e',
});
