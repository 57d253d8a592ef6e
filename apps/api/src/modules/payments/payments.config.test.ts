// Payment configuration: Stripe with all three keys, otherwise the offline test provider, which production
// refuses; and the discount:create command.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

describe('payments config', () => {
  it('is offline without keys, Stripe with all three', () => {
    expect(parseConfig({}).payments).toEqual({ provider: 'offline' });
    expect(parseConfig({ ...stripeKeys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('refuses partial keys, malformed keys, and the offline provider in production', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' }).join('\n')).toMatch(/must be set together/);
    expect(problemsOf({ ...stripeKeys, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' }).join('\n')).toMatch(
      /STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key/,
    );
    expect(problemsOf({ NODE_ENV: 'production' }).join('\n')).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production/,
    );
  });
});
