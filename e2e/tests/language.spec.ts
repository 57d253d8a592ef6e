import { expect, test } from '@playwright/test';
import { acceptCookies } from './helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('an unknown language segment is redirected to the current language followed by the path', async ({
  page,
}) => {
  await page.goto('/de/terms');
  await expect(page).toHaveURL('/en/de/terms');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('switching to Polish persists across reloads and drives later redirects', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page).toHaveURL('/pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Profesjonalna obróbka zdjęć w 24 godziny',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Profesjonalna obróbka zdjęć w 24 godziny',
  );
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('pl');

  await page.goto('/xx');
  await expect(page).toHaveURL('/pl/xx');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polityka prywatności');
});

test('the home page shows the claims and the catalogue in both languages', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('claim-delivery')).toContainText('24h delivery');
  await expect(page.getByTestId('claim-onTime')).toContainText('99.5% on-time delivery');
  await expect(page.getByTestId('claim-guarantee')).toContainText('30-day guarantee');
  await expect(page.getByTestId('service-card')).toHaveCount(6);
  await expect(page.getByTestId('service-card').first()).toContainText('$');

  await page.goto('/pl');
  // Numbers are written the Polish way, as the Polish terms write them.
  await expect(page.getByTestId('claim-onTime')).toContainText('99,5% zamówień na czas');
  await expect(page.getByTestId('service-card')).toHaveCount(6);
  await expect(page.getByText('Wymiana nieba').first()).toBeVisible();
});

test('legal pages carry the age, privacy and dispute terms', async ({ page }) => {
  await page.goto('/en/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText('You must be at least 13 years old to use PhotoEdit.')).toBeVisible();
  await expect(page.getByText(/between 13 and 18 years old.*consent of a parent/)).toBeVisible();
  await expect(page.getByText(/within 14 business days/)).toBeVisible();

  await page.goto('/en/privacy');
  await expect(page.getByText(/every privacy request within 30 days/)).toBeVisible();
  await expect(page.getByText(/9 AM to 6 PM/).first()).toBeVisible();
});

test('a language chosen on the prerendered home page before its script has run is applied once it has', async ({
  page,
}) => {
  // The app's entry arrives late, as on a slow phone: the page is on screen, its script not yet running.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page).toHaveURL('/pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Profesjonalna obróbka zdjęć w 24 godziny',
  );
});
