import { expect, test } from '@playwright/test';
import { acceptCookies } from './helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a failed page load shows the generic error screen, and Try Again recovers', async ({ page }) => {
  await page.route('**/api/trpc/**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  await page.unroute('**/api/trpc/**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('service-card')).toHaveCount(6);
});

test('Refresh Page reloads the page', async ({ page }) => {
  let failing = true;
  await page.route('**/api/trpc/**', (route) =>
    failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
  );
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByTestId('service-card')).toHaveCount(6);
});
