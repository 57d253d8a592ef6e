// The network boundary of card payments in the browser: Stripe.js and api.stripe.com cannot be reached from
// these machines, so each test serves a stand-in Stripe.js (e2e/stripe/fake-stripe.js) for js.stripe.com and
// forwards api.stripe.com to the local Stripe fake that the Stripe-configured server also uses.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { port } from './helpers';
import { stripeE2e } from './stripe-config';

export const stripe = stripeE2e(port);
const fakeStripeJs = readFileSync(new URL('../stripe/fake-stripe.js', import.meta.url), 'utf8');
const fakeApi = `http://127.0.0.1:${stripe.fakePort}`;

export async function routeStripe(page: Page) {
  const scriptRequests: string[] = [];
  // Anything else of Stripe's (telemetry, hosted frames) is not part of these tests. Registered first: the
  // routes below, registered later, take precedence.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(stripe\.com|stripe\.network)\//, (route) => route.abort());
  await page.route('https://js.stripe.com/**', async (route) => {
    scriptRequests.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript; charset=utf-8', body: fakeStripeJs });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeApi}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  return { scriptRequests };
}

export interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/** The PaymentIntents the fake holds, newest first. */
export async function fakeIntents(request: APIRequestContext): Promise<FakeIntent[]> {
  const response = await request.get(`${fakeApi}/__fake/intents`);
  return (await response.json()) as FakeIntent[];
}
