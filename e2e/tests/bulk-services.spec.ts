// A whole listing in the wizard: 40 photos get their services in bulk (select all, a Shift-click range, add a
// service to the selected photos) in well under 30 interactions, counted here; and the same bulk bar in Polish.

import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `listing-${String(index + 1).padStart(2, '0')}.png`,
    mimeType: 'image/png',
    buffer: pngImage(64, 48, [(index * 37) % 200, (index * 59) % 200, (index * 83) % 200]),
  }));

/** Counts what the photographer does: every click, key press or file choice goes through here. */
function interactions() {
  let count = 0;
  return {
    do: async (action: () => Promise<unknown>) => {
      count += 1;
      await action();
    },
    get count() {
      return count;
    },
  };
}

const bulkButton = (page: Page, action: string, index: number) =>
  page
    .getByTestId('bulk-service')
    .nth(index)
    .getByRole('button', { name: new RegExp(`^${action}`) });

test('40 photos get their services in bulk in under 30 interactions', async ({ page }) => {
  test.slow();
  const user = interactions();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  await user.do(() => page.getByTestId('uploader-input').setInputFiles(photos(40)));
  await expect(page.locator('li[data-status="done"]')).toHaveCount(40, { timeout: 120_000 });
  await user.do(() => page.getByRole('button', { name: 'Continue', exact: true }).click());
  const cards = page.getByTestId('wizard-image');
  await expect(cards).toHaveCount(40);

  // Every photo gets the first service; photos 1–10 (a Shift-click range) also the second.
  const bar = page.getByRole('region', { name: 'Services for several photos' });
  // The sticky bar takes at most a fifth of the screen, and says why its buttons wait for a selection.
  expect((await bar.boundingBox())?.height ?? 1000).toBeLessThanOrEqual(800 / 5);
  await expect(bar.getByTestId('bulk-hint')).toBeVisible();
  await user.do(() => bar.getByRole('checkbox', { name: 'Select all photos' }).check());
  await expect(bar).toContainText('Selected: 40 of 40');
  await user.do(() => bulkButton(page, 'Add to selected', 0).click());
  await user.do(() => bar.getByRole('button', { name: 'Clear selection' }).click());
  await user.do(() => page.getByRole('checkbox', { name: 'Select photo 1', exact: true }).click());
  await user.do(() =>
    page.getByRole('checkbox', { name: 'Select photo 10', exact: true }).click({ modifiers: ['Shift'] }),
  );
  await expect(bar).toContainText('Selected: 10 of 40');
  await user.do(() => bulkButton(page, 'Add to selected', 1).click());
  await expect(page.getByTestId('bulk-service').nth(0)).toContainText('photos: 40');
  await expect(page.getByTestId('bulk-service').nth(1)).toContainText('photos: 10');
  await expect(cards.nth(9).getByRole('group').getByRole('checkbox').nth(1)).toBeChecked();
  await expect(cards.nth(10).getByRole('group').getByRole('checkbox').nth(1)).not.toBeChecked();
  await expectAccessible(page);

  // On to the details and the review: every photo has a service, so nothing stops the client.
  await user.do(() => page.getByRole('button', { name: 'Continue', exact: true }).click());
  await user.do(() => page.getByLabel('Email address').fill(uniqueEmail('listing')));
  await user.do(() => page.getByRole('button', { name: 'Continue', exact: true }).click());
  // Review & Pay in compact form: one line, the photos × services table on demand, the totals always in view.
  const review = page.getByTestId('review-photos-table');
  await expect(review).toContainText(/^40 photos · .+ on 40, .+ on 10/);
  await expect(page.getByTestId('review-total')).toBeInViewport();
  await expect(page.getByTestId('review-turnaround')).toBeInViewport();
  await user.do(() => review.getByRole('button', { name: 'Show all 40 photos and their services' }).click());
  await expect(review.getByTestId('review-table-row')).toHaveCount(40);
  await expect(
    review.getByTestId('review-table-row').nth(9).getByRole('img', { name: 'Included' }),
  ).toHaveCount(2);
  await expect(
    review.getByTestId('review-table-row').nth(10).getByRole('img', { name: 'Included' }),
  ).toHaveCount(1);
  await page.mouse.wheel(0, 600);
  await expect(page.getByTestId('review-total')).toBeInViewport();
  await expectAccessible(page);
  expect(user.count).toBeLessThan(30);
  test.info().annotations.push({ type: 'interactions', description: String(user.count) });
});

test('with many photos, the ones without a service are counted and the first is brought into view', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByTestId('uploader-input').setInputFiles(photos(6));
  await expect(page.locator('li[data-status="done"]')).toHaveCount(6, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Services for several photos' });
  await page.getByRole('checkbox', { name: 'Select photo 1', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Select photo 4', exact: true }).click({ modifiers: ['Shift'] });
  await bulkButton(page, 'Add to selected', 0).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByTestId('missing-count')).toHaveText('Photos without a service: 2');
  const fifth = page.getByTestId('wizard-image').nth(4);
  await expect(fifth.getByRole('group').getByRole('checkbox').first()).toBeFocused();
  await expect(fifth.getByRole('group').getByRole('checkbox').first()).toBeInViewport();
  await expect(bar).toContainText('Selected: 4 of 6');
});

test('the bulk bar in Polish', async ({ page }) => {
  await page.goto('/pl');
  await page.getByTestId('uploader-input').setInputFiles(photos(3));
  await expect(page.locator('li[data-status="done"]')).toHaveCount(3, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Dalej', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Usługi dla wielu zdjęć' });
  await bar.getByRole('checkbox', { name: 'Zaznacz wszystkie zdjęcia' }).check();
  await expect(bar).toContainText('Zaznaczone: 3 z 3');
  await bulkButton(page, 'Dodaj do zaznaczonych', 0).click();
  await expect(page.getByTestId('bulk-service').nth(0)).toContainText('zdjęcia: 3');
  await page
    .getByRole('button', { name: /^Tak jak poprzednie zdjęcie/ })
    .first()
    .click();
  await expectAccessible(page);
});
