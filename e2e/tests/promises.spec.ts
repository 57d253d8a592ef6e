// The promises behind the home page (issue 34), in English on a desktop and in Polish on a phone: an order
// delivered 20 minutes late earns its client a credit by itself (with an apology), the Billing page shows it, and
// it pays part of the client's next order; an admin refunds one photo of the late order from the console, and the
// client sees the refund on the order's page.

import { expect, type Page, test } from '@playwright/test';
import { languageStorageKey } from '../../packages/contracts/src/constants';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { createAdmin, type MailboxMessage, staffSignIn, storedToken, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';
import { firstServiceForAll, pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const texts = {
  en: {
    apology: (number: number) => `We were late with order #${number}: a credit for you`,
    lateKind: 'Late delivery',
    order: (number: number) => `Order #${number}`,
    next: 'Continue',
    pay: /^Pay /,
    creditUsed: 'Paid with your credit',
    ordersTab: 'Orders',
    dialog: (number: number) => `Order #${number}`,
    refundTitle: 'Refunds',
    what: 'What to refund',
    photoChoice: /^Photo 1: its share/,
    reason: 'Reason (the client reads it)',
    submit: /^Refund .* to the card$/,
    refunded: /refunded$/,
    clientRefund: /refunded to your card for photo 1$/,
    lateNote: /^We delivered late: .* was added to your credit\.$/,
  },
  pl: {
    apology: (number: number) => `Spóźniliśmy się z zamówieniem #${number}: przyznaliśmy Ci kredyt`,
    lateKind: 'Spóźniona dostawa',
    order: (number: number) => `Zamówienie #${number}`,
    next: 'Dalej',
    pay: /^Zapłać /,
    creditUsed: 'Zapłacono Twoim kredytem',
    ordersTab: 'Zamówienia',
    dialog: (number: number) => `Zamówienie nr ${number}`,
    refundTitle: 'Zwroty',
    what: 'Co zwrócić',
    photoChoice: /^Zdjęcie 1: jego część/,
    reason: 'Powód (klient go zobaczy)',
    submit: /^Zwróć .* na kartę$/,
    refunded: /^Zwrócono /,
    clientRefund: /^Zwróciliśmy .* na Twoją kartę za zdjęcie 1$/,
    lateNote: /^Spóźniliśmy się z dostawą: dodaliśmy .* do Twojego kredytu\.$/,
  },
};

type Texts = (typeof texts)['en'];

async function mailSubjects(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages.map(
    (message) => message.subject,
  );
}

/** The signed-in client's next order through the wizard: two photos, the first service on both; paid. */
async function nextOrder(page: Page, lang: 'en' | 'pl', t: Texts) {
  await page.goto(`/${lang}/upload`);
  await page.getByTestId('uploader-input').setInputFiles(
    [0, 1].map((index) => ({
      name: `next-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: pngImage(64, 48, [120, 80 + index * 60, 60]),
    })),
  );
  await expect(page.locator('li[data-status="done"]')).toHaveCount(2, { timeout: 60_000 });
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await firstServiceForAll(page);
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByTestId('review-credit')).toBeVisible();
  await expect(page.getByTestId('review-to-pay')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  return Number((await page.getByTestId('order-number').textContent())?.match(/\d+/)?.[0]);
}

for (const [lang, device] of [
  ['en', 'desktop'],
  ['pl', 'phone'],
] as const) {
  const t = texts[lang];
  test(`${lang}, ${device}: a late delivery's credit pays part of the next order; a partial refund reaches the client`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const phone = device === 'phone' ? { viewport: { width: 390, height: 844 } } : {};
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail(`late-${lang}`);
    // In the currency the wizard starts in for the language (PLN in Polish), so the credit pays the next order.
    const late = await placePaidOrder(page.request, {
      email,
      photos: 2,
      language: lang,
      currency: lang === 'pl' ? 'PLN' : 'USD',
    });

    // Paid 24 h 20 min ago, delivered now: 20 minutes late, two started quarters, 2 % back as credit.
    const overdue = await page.request.post('/api/dev/orders/overdue', {
      data: { orderId: late.orderId, minutesLate: 20 },
    });
    expect(overdue.status()).toBe(200);
    const designer = await designerToken(page);
    await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: late.orderId });
    await designerSubmits(page, designer.token, late.orderId, 'Sorry for the wait.');
    await expect.poll(() => mailSubjects(page, email)).toContain(t.apology(late.orderNumber));

    // The client's Billing page shows the credit, and the late order's page says why it was given.
    await signInByOrderMail(page, email, lang);
    const client = bearerClient(page.request, (await storedToken(page, 'client')) ?? '');
    const billing = await client.billing.overview.query();
    const credit = billing.balances[0]?.amountMinor ?? 0;
    expect(credit).toBeGreaterThan(0);
    await page.goto(`/${lang}/dashboard/billing`);
    await expect(page.getByTestId('credit-balances')).toBeVisible();
    await expect(page.getByText(`${t.lateKind} · ${t.order(late.orderNumber)}`)).toBeVisible();
    await expectAccessible(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);

    // The next order: the credit pays part of it, the card the rest.
    const next = await nextOrder(page, lang, t);
    const placed = await client.clientOrders.detail.query({ orderNumber: next });
    expect(placed.credit.usedMinor).toBe(credit);
    await page.goto(`/${lang}/dashboard/orders/${next}`);
    await expect(page.getByText(t.creditUsed)).toBeVisible();
    expect((await client.billing.overview.query()).balances).toEqual([]);

    // An admin refunds the late order's first photo from the console.
    const admin = await createAdmin(page);
    const consoleContext = await browser.newContext(phone);
    const consolePage = await consoleContext.newPage();
    await acceptCookies(consolePage);
    await staffSignIn(consolePage, 'admin', admin.email, admin.password);
    if (lang === 'pl') {
      await consolePage.evaluate((key) => localStorage.setItem(key, 'pl'), languageStorageKey);
    }
    await consolePage.goto(`/staff/admin/orders?order=${late.orderId}`);
    const dialog = consolePage.getByRole('dialog', { name: t.dialog(late.orderNumber) });
    const refunds = dialog.getByRole('region', { name: t.refundTitle });
    await expect(refunds.getByLabel(t.what).locator('option')).toHaveCount(3);
    await refunds
      .getByLabel(t.what)
      .selectOption({ label: await optionLabel(refunds, t.what, t.photoChoice) });
    await refunds.getByLabel(t.reason).fill('The sky on photo 1 was left grey.');
    await expectAccessible(consolePage);
    await refunds.getByRole('button', { name: t.submit }).click();
    await expect(consolePage.locator('[data-sonner-toast]').filter({ hasText: t.refunded })).toBeVisible();
    await expect(refunds.getByText('“The sky on photo 1 was left grey.”')).toBeVisible();
    await consoleContext.close();

    // The client sees it on the order's page: the credit that the lateness earned and the photo's refund.
    await page.goto(`/${lang}/dashboard/orders/${late.orderNumber}`);
    const money = page.getByTestId('order-money');
    await expect(money.getByText(t.lateNote)).toBeVisible();
    await expect(money.getByText(t.clientRefund)).toBeVisible();
    await expect(money.getByText('The sky on photo 1 was left grey.')).toBeVisible();
    await expectAccessible(page);
  });
}

/** The label of the select's option matching `pattern` (its amount is the server's). */
async function optionLabel(scope: ReturnType<Page['getByRole']>, label: string, pattern: RegExp) {
  const options = await scope.getByLabel(label).locator('option').allTextContents();
  const found = options.find((option) => pattern.test(option));
  expect(found, options.join(' | ')).toBeDefined();
  return found ?? '';
}
