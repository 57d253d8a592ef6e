// The turnaround chosen in Review & Pay changes the price the server charges and the time the order is due.

import { expect, test } from '@playwright/test';
import { apiClient } from './api-client';
import { expectAccessible } from './axe';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const amount = (text: string | null) => Number((text ?? '').replace(',', '.').replace(/[^0-9.]/g, ''));

for (const [lang, texts] of [
  ['en', { next: 'Continue', email: 'Email address', express: /^Express: 12 h/, pay: /^Pay / }],
  ['pl', { next: 'Dalej', email: 'Adres e-mail', express: /^Ekspres: 12 h/, pay: /^Zapłać / }],
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
    await page.getByRole('button', { name: texts.next, exact: true }).click();
    await page.getByLabel(texts.email).fill(uniqueEmail(`turnaround-${lang}`));
    await page.getByRole('button', { name: texts.next, exact: true }).click();

    const total = page.getByTestId('review-total');
    await expect(total).toHaveText(/\d/);
    const standard = amount(await total.textContent());
    await page.getByRole('radio', { name: texts.express }).check();
    await expect(page.getByTestId('review-turnaround')).toBeVisible();
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
