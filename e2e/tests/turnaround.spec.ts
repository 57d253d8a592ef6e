// The turnaround, chosen with the services (step 2) or in Review & Pay, changes the price the server charges and the
// time the order is due; step 2's running total counts it already.

import { expect, test } from '@playwright/test';
import { apiClient } from './api-client';
import { expectAccessible } from './axe';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const amount = (text: string | null) => Number((text ?? '').replace(',', '.').replace(/[^0-9.]/g, ''));

for (const [lang, texts] of [
  [
    'en',
    { next: 'Continue', email: 'Email address', express: /^Express: 12 h/, pay: /^Pay /, step: 'services' },
  ],
  [
    'pl',
    { next: 'Dalej', email: 'Adres e-mail', express: /^Ekspres: 12 h/, pay: /^Zapłać /, step: 'review' },
  ],
] as const) {
  test(`${lang}: Express costs half as much again and makes the order due in 12 hours`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await page
      .getByTestId('uploader-input')
      .setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: pngImage(64, 48, [90, 120, 150]) },
      ]);
    await expect(page.locator('li[data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('button', { name: texts.next, exact: true }).click();
    await page.getByTestId('wizard-image').getByRole('group').getByRole('checkbox').first().check();
    const liveTotal = page.getByTestId('wizard-live-total');
    await expect(liveTotal).toHaveText(/\d/);
    const standard = amount(await liveTotal.textContent());
    if (texts.step === 'services') {
      await page.getByRole('radio', { name: texts.express }).check();
      await expect.poll(async () => amount(await liveTotal.textContent())).toBeCloseTo(standard * 1.5, 2);
    }
    await page.getByRole('button', { name: texts.next, exact: true }).click();
    await page.getByLabel(texts.email).fill(uniqueEmail(`turnaround-${lang}`));
    await page.getByRole('button', { name: texts.next, exact: true }).click();

    const total = page.getByTestId('review-total');
    await expect(total).toHaveText(/\d/);
    if (texts.step === 'review') {
      expect(amount(await total.textContent())).toBeCloseTo(standard, 2);
      await page.getByRole('radio', { name: texts.express }).check();
    }
    await expect(page.getByRole('radio', { name: texts.express })).toBeChecked();
    await expect(page.getByTestId('review-turnaround')).toContainText(/\+/);
    await expect.poll(async () => amount(await total.textContent())).toBeCloseTo(standard * 1.5, 2);
    await expectAccessible(page);

    await page.getByRole('button', { name: texts.pay }).click();
    await expect(page).toHaveURL(/\/payment-success\?/);
    await expect(page.getByTestId('order-summary')).toBeVisible();
    const url = new URL(page.url());
    const status = await apiClient(page.request).orders.publicStatus.query({
      orderId: url.searchParams.get('orderId') ?? '',
      accessToken: url.searchParams.get('accessToken') ?? '',
    });
    expect(status.totalMinor / 100).toBeCloseTo(standard * 1.5, 2);
    const hoursAhead = (Date.parse(status.dueAt ?? '') - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(11.5);
    expect(hoursAhead).toBeLessThanOrEqual(12);
  });
}
