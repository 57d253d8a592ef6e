import { expect, test } from '@playwright/test';
import { acceptCookies, hostUrl } from './helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the main host sends / to /en', async ({ page }) => {
  await page.goto(hostUrl('localhost'));
  await expect(page).toHaveURL(hostUrl('localhost', '/en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Professional photo editing, delivered in 24 hours',
  );
});

test('the admin host sends / to the staff admin login', async ({ page }) => {
  await page.goto(hostUrl('admin.localhost'));
  await expect(page).toHaveURL(hostUrl('admin.localhost', '/staff/admin/login'));
  await expect(page).toHaveTitle('PhotoEdit Admin');
});

test('the designer host sends / to the staff designer login', async ({ page }) => {
  await page.goto(hostUrl('designer.localhost'));
  await expect(page).toHaveURL(hostUrl('designer.localhost', '/staff/designer/login'));
  await expect(page).toHaveTitle('PhotoEdit Studio');
});

test('staff paths serve the staff apps on any host', async ({ page }) => {
  await page.goto(hostUrl('localhost', '/staff/admin/login'));
  await expect(page).toHaveTitle('PhotoEdit Admin');
  await page.goto(hostUrl('localhost', '/staff/designer/login'));
  await expect(page).toHaveTitle('PhotoEdit Studio');
});
