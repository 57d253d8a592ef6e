// Page structure (WCAG 1.3.1, 2.4.6; issue 14): one h1 first and no skipped heading level on the main pages of
// the three apps, and every not-found page inside its app's frame (header, <main>, footer).
import { expect, type Page, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { createAdmin, staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The page's headings in document order as "h2 Title" (those hidden from everyone left out). */
const outline = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((heading) => heading.getClientRects().length > 0 && !heading.closest('[aria-hidden="true"]'))
      .map((heading) => {
        const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
        return `h${level} ${heading.textContent?.trim().slice(0, 40)}`;
      }),
  );

/** Fails with the outline when the first heading is not the only h1, or a level is skipped going down. */
async function expectHeadingOrder(page: Page) {
  const headings = await outline(page);
  const problems: string[] = [];
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading[1]);
    if (previous === 0 && level !== 1) problems.push(`starts with ${heading}`);
    if (previous !== 0 && level === 1) problems.push(`second h1: ${heading}`);
    if (level > previous + 1 && previous !== 0) problems.push(`skips to ${heading}`);
    previous = level;
  }
  expect(problems, headings.join('\n')).toEqual([]);
}

test('client pages have one h1 and no skipped heading level', async ({ page, request }) => {
  for (const path of [
    '/en',
    '/pl',
    '/en/terms',
    '/en/privacy',
    '/privacy',
    '/en/client-access',
    '/client/login',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/en') await expect(page.getByTestId('service-card').first()).toBeVisible();
    await expectHeadingOrder(page);
  }

  const email = uniqueEmail('structure-client');
  const order = await placePaidOrder(request, { email, photos: 1 });
  await signInByOrderMail(page, email);
  await expect(page.getByTestId('client-order')).toHaveCount(1);
  await expectHeadingOrder(page);
  await page.goto(`/en/dashboard/orders/${order.orderNumber}`);
  await expect(page.getByTestId('order-image')).toHaveCount(1);
  await expectHeadingOrder(page);

  // The upload page is the wizard alone: its title is the page's h1.
  await page.goto('/en/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Start your order' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Upload Photos/ })).toBeVisible();
  await expectHeadingOrder(page);
});

test('designer pages have one h1 and no skipped heading level', async ({ page, request }) => {
  for (const path of ['/staff/designer/login', '/staff/designer/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectHeadingOrder(page);
  }

  const order = await placePaidOrder(request, { email: uniqueEmail('structure-designer'), photos: 1 });
  const designer = await designerToken(page);
  await staffSignIn(page, 'designer', designer.email, designer.password);
  await expect(page.getByRole('tabpanel').getByRole('group').first()).toBeVisible();
  await expectHeadingOrder(page);

  await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
  await page.goto('/staff/designer?tab=mine');
  await expect(page.getByRole('group', { name: `Order #${order.orderNumber}` })).toBeVisible();
  await expectHeadingOrder(page);
  await page.goto(`/staff/designer?tab=mine&order=${order.orderId}`);
  await page.getByRole('button', { name: 'Deliver edited photos' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Select files' })).toBeVisible();
  await expectHeadingOrder(page);
});

test('admin pages have one h1 and no skipped heading level', async ({ page, request }) => {
  await placePaidOrder(request, { email: uniqueEmail('structure-admin'), photos: 1 });
  await page.goto('/staff/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHeadingOrder(page);

  const ownAdmin = await createAdmin(page);

  await staffSignIn(page, 'admin', ownAdmin.email, ownAdmin.password);
  for (const [tab, ready] of [
    ['Dashboard', page.getByRole('region', { name: 'Orders', exact: true })],
    ['Users', page.getByRole('table')],
    ['Orders', page.getByRole('table')],
    ['Services', page.getByRole('table').first()],
    ['Discount codes', page.getByRole('heading', { level: 2, name: 'New code' })],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
    await expect(ready).toBeVisible();
    await expectHeadingOrder(page);
  }
});

for (const path of [
  '/en/nothing-here',
  '/nothing-here',
  '/staff/designer/nothing-here',
  '/staff/admin/nothing',
]) {
  test(`the not-found page ${path} has the app's header, main and footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    await expectHeadingOrder(page);
  });
}
