import { expect, test } from '@playwright/test';
import { acceptCookies, hostUrl } from './helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the main host sends / to /en when nothing says another language', async ({ page }) => {
  await page.goto(hostUrl('localhost'));
  await expect(page).toHaveURL(hostUrl('localhost', '/en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Professional photo editing, delivered in 24 hours',
  );
});

test("the main host sends / to the language remembered in local storage, over the browser's", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'pl'));
  await page.goto(hostUrl('localhost'));
  await expect(page).toHaveURL(hostUrl('localhost', '/pl'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Profesjonalna obróbka zdjęć w 24 godziny',
  );
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('pl');
});

test.describe('in a Polish browser', () => {
  test.use({ locale: 'pl-PL' });

  test('the main host sends / to /pl', async ({ page }) => {
    await page.goto(hostUrl('localhost', '/?ref=mail#top'));
    await expect(page).toHaveURL(hostUrl('localhost', '/pl?ref=mail#top'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Profesjonalna obróbka zdjęć w 24 godziny',
    );
  });

  test('a language remembered in local storage still comes first', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
    await page.goto(hostUrl('localhost'));
    await expect(page).toHaveURL(hostUrl('localhost', '/en'));
  });

  test('the staff hosts still send / to their login', async ({ page }) => {
    await page.goto(hostUrl('admin.localhost'));
    await expect(page).toHaveURL(hostUrl('admin.localhost', '/staff/admin/login'));
    await page.goto(hostUrl('designer.localhost'));
    await expect(page).toHaveURL(hostUrl('designer.localhost', '/staff/designer/login'));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'pl-PL' });

  test("/ goes to the language of the browser's Accept-Language", async ({ page }) => {
    await page.goto(hostUrl('localhost'));
    await expect(page).toHaveURL(hostUrl('localhost', '/pl'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });
});

test('the admin host sends / to the staff admin login', async ({ page }) => {
  await page.goto(hostUrl('admin.localhost'));
  await expect(page).toHaveURL(hostUrl('admin.localhost', '/staff/admin/login'));
  await expect(page).toHaveTitle('Admin sign in — PhotoEdit Admin');
});

test('the designer host sends / to the staff designer login', async ({ page }) => {
  await page.goto(hostUrl('designer.localhost'));
  await expect(page).toHaveURL(hostUrl('designer.localhost', '/staff/designer/login'));
  await expect(page).toHaveTitle('Designer sign in — PhotoEdit Studio');
});

test('staff paths serve the staff apps on any host', async ({ page }) => {
  await page.goto(hostUrl('localhost', '/staff/admin/login'));
  await expect(page).toHaveTitle('Admin sign in — PhotoEdit Admin');
  await page.goto(hostUrl('localhost', '/staff/designer/login'));
  await expect(page).toHaveTitle('Designer sign in — PhotoEdit Studio');
});
