import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

// WCAG 2.2 AA and axe's best practices (landmarks, heading order, unique names…).
const pages = [
  '/en',
  '/pl',
  '/en/terms',
  '/en/privacy',
  '/pl/client-access',
  '/staff/admin/login',
  '/staff/designer/register',
];
for (const path of pages) {
  test(`${path} has no detectable accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, { bestPractice: true });
  });
}

test('the cookie banner and the opened cookie preferences have no detectable accessibility violations', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Manage preferences' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  await expectAccessible(page, { bestPractice: true });
});

test('a reduced-motion preference sets animation and transition durations to near zero', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en');
  const button = page.getByRole('button', { name: 'Accept all' });
  await expect(button).toBeVisible();
  const durations = await button.evaluate((element) => {
    const style = window.getComputedStyle(element);
    return { transition: style.transitionDuration, animation: style.animationDuration };
  });
  expect(durations.transition.split(',').every((value) => Number.parseFloat(value) <= 0.00001)).toBe(true);
  expect(Number.parseFloat(durations.animation)).toBeLessThanOrEqual(0.00001);
});

for (const host of ['localhost', 'admin.localhost', 'designer.localhost']) {
  test(`${host} allows zooming up to 5×`, async ({ page }) => {
    await page.goto(`http://${host}:${process.env.E2E_PORT ?? 3100}/privacy`);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=5(\D|$)/);
  });
}
