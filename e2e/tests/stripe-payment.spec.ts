// The card payment in the browser (issue 5): Stripe.js loaded with the publishable key, the Payment Element,
// a declined card, then a paid order through confirmPayment, the return with redirect_status and the webhook.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { readOrderMail, threePhotos } from './ordering-helpers';
import { fakeIntents, routeStripe, stripe } from './stripe-helpers';

const stepHeading = (page: Page, name: string) =>
  page.getByTestId('wizard-step').getByRole('heading', { level: 3, name: new RegExp(`${name}$`) });

/** The PaymentIntent of the wizard's order (the order is kept in the wizard's stored state). */
async function intentOfWizardOrder(page: Page, request: APIRequestContext) {
  const orderId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('photoedit-order-wizard') ?? '{}') as { order?: { orderId: string } })
        .order?.orderId,
  );
  expect(orderId).toBeTruthy();
  return (await fakeIntents(request)).find((intent) => intent.metadata.orderId === orderId);
}

/** One photo with one service and an e-mail: the wizard at Review & Pay. */
async function reachReview(page: Page, email: string) {
  await page.goto('/en');
  await page.getByTestId('uploader-input').setInputFiles(threePhotos().slice(0, 1));
  await expect(page.locator('li[data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByTestId('wizard-image').first().getByRole('group').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(stepHeading(page, 'Review & Pay')).toBeVisible();
}

test('a declined card says so; a good card pays the order the server priced, and the webhook confirms it', async ({
  page,
  request,
}) => {
  const { scriptRequests } = await routeStripe(page);
  await acceptCookies(page);
  const email = uniqueEmail('stripe');
  await reachReview(page, email);

  // Card payment, not the offline test payment.
  await expect(page.getByRole('heading', { level: 4, name: 'Card payment' })).toBeVisible();
  await expect(page.getByTestId('test-payment')).toHaveCount(0);
  const total = (await page.getByTestId('review-total').textContent()) ?? '';
  await page.getByRole('button', { name: /^Pay / }).click();

  // Stripe.js is loaded from Stripe with the publishable key; the Payment Element is mounted.
  const card = page.getByLabel('Card number');
  await expect(card).toBeVisible();
  expect(scriptRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
  expect(
    await page.evaluate(() => (window as { __fakeStripe?: { publishableKey: string } }).__fakeStripe),
  ).toMatchObject({ publishableKey: stripe.publishableKey });

  // The PaymentIntent was made by the server, for the amount it computed.
  const intent = await intentOfWizardOrder(page, request);
  const shownMinor = Math.round(Number(total.replace(/[^0-9.]/g, '')) * 100);
  expect(intent?.amount).toBe(shownMinor);

  // A declined card: the message, and the client can try again without re-uploading.
  await card.fill('4000 0000 0000 0002');
  const payByCard = page.getByRole('button', { name: /^Pay / });
  await payByCard.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  expect(page.url()).not.toContain('payment-success');

  // A good card: confirmPayment, the webhook marks the order paid, Stripe's return lands on the result page.
  await card.fill('4242 4242 4242 4242');
  await payByCard.click();
  await expect(page).toHaveURL(/\/payment-success\?.*redirect_status=succeeded/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order submitted' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^Order number: \d+$/);
  const paid = (await fakeIntents(request)).find((candidate) => candidate.id === intent?.id);
  expect(paid?.status).toBe('succeeded');

  const { mail } = await readOrderMail(page, email);
  const orderNumber = (await page.getByTestId('order-number').textContent())?.match(/\d+/)?.[0];
  expect(mail.subject).toContain(orderNumber ?? 'missing');
});

test('an incomplete card number is refused by the card form before anything is charged', async ({
  page,
  request,
}) => {
  await routeStripe(page);
  await acceptCookies(page);
  await reachReview(page, uniqueEmail('stripe-incomplete'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel('Card number').fill('4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card number is incomplete.' })).toBeVisible();
  expect((await intentOfWizardOrder(page, request))?.status).toBe('requires_payment_method');
});

test('when Stripe.js cannot be loaded the client is told so and can try again', async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
  await acceptCookies(page);
  await reachReview(page, uniqueEmail('stripe-offline'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The secure card form could not be loaded.' }),
  ).toBeVisible({ timeout: 20_000 });

  await routeStripe(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
});
