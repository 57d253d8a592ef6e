// The REST API reference at /api/docs renders in a real browser from our own files (no CDN), with no script
// refused by the Content-Security-Policy, and lists the REST routes.
import { expect, test } from '@playwright/test';

test('the API reference at /api/docs shows the REST routes', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /PhotoEdit REST API/ })).toBeVisible();
  await expect(page.getByText('/api/media/upload', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/auth/login', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
