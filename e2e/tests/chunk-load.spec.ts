import { expect, test } from '@playwright/test';
import { acceptCookies, waitForApp } from './helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

// The terms page is its own lazily loaded chunk (route code splitting), so failing its download is a real
// chunk-load failure of the built app.
const termsChunk = /\/assets\/terms-[\w-]+\.js$/;

test('a chunk that fails once is reported and recovered by one reload', async ({ page }) => {
  let failures = 0;
  await page.route(termsChunk, (route) => {
    if (failures > 0) return route.continue();
    failures += 1;
    return route.abort('failed');
  });
  await page.goto('/en');
  await expect(page.getByTestId('service-card')).toHaveCount(6);
  await waitForApp(page);

  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(failures).toBe(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-load-reload-at'))).not.toBeNull();
});

test('a chunk that keeps failing says Loading chunk failed and does not reload in a loop', async ({
  page,
}) => {
  let requests = 0;
  await page.route(termsChunk, (route) => {
    requests += 1;
    return route.abort('failed');
  });
  await page.goto('/en');
  await expect(page.getByTestId('service-card')).toHaveCount(6);
  await waitForApp(page);

  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByText('Loading chunk failed').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // The error screen is shown only when the app decided not to reload (claimChunkReload refused a second
  // reload): its one recovery reload is recorded, and this document is the one that stays.
  expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-load-reload-at'))).not.toBeNull();
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
  const settled = requests;
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(requests).toBe(settled);
});
