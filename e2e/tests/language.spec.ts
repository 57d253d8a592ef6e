import { expect, test } from '@playwright/test';
import { acceptCookies, chooseLanguage, languageSwitcher } from './helpers';

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

  await chooseLanguage(page, 'pl');
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
  await chooseLanguage(page, 'pl');
  await expect(page).toHaveURL('/pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Profesjonalna obróbka zdjęć w 24 godziny',
  );
});

test('the language changes only on an explicit choice, never while the keyboard moves over the switcher', async ({
  page,
}) => {
  await page.goto('/en/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  const switcher = languageSwitcher(page);
  const summary = switcher.locator('summary');
  await expect(summary).toHaveText('Language: English');
  await summary.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL('/en/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Enter opens it; the choices are links to this page in each language, named in their own language.
  await page.keyboard.press('Enter');
  const polski = switcher.getByRole('link', { name: 'Polski' });
  await expect(polski).toBeVisible();
  await expect(polski).toHaveAttribute('href', '/pl/terms');
  await expect(polski).toHaveAttribute('hreflang', 'pl');
  await expect(polski).toHaveAttribute('lang', 'pl');
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(polski).toBeHidden();
  await expect(summary).toBeFocused();
  await expect(page).toHaveURL('/en/terms');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(polski).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/pl/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(summary).toHaveText('Język: Polski');
  await expect(summary).toBeFocused();
});

test('on a staff page the choice is a button that switches the interface language in place', async ({
  page,
}) => {
  await page.goto('/staff/designer/login');
  const switcher = languageSwitcher(page);
  await switcher.locator('summary').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Enter');
  await switcher.getByRole('button', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveURL('/staff/designer/login');
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('pl');
});
