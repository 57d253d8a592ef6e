// Live without reloading (ADR 010), one node: a designer sees a newly paid order appear in Available Orders and
// is told when another designer takes one they were looking at; a client watching their order page sees it
// claimed and delivered. Every wait is far below the lists' one-minute poll, and nothing reloads the page.

import { expect, type Page, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { createAdmin, createApprovedDesigner, staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Live means well under the one-minute poll; this allows for a loaded machine. */
const live = { timeout: 8_000 };

/** Marks the document so a reload (which would make a fresh one) is detected. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);

/** The stream is open once its first answer came; before that an order would be read by the first fetch anyway. */
const liveStreamOpen = (page: Page, procedure: string) =>
  page.waitForResponse((response) => response.url().includes(`/api/trpc/${procedure}?`));

test('a designer sees a newly paid order appear, and a note when another designer takes it', async ({
  page,
}) => {
  const designer = await createApprovedDesigner(page, uniqueEmail('live-designer'));
  const streamOpen = liveStreamOpen(page, 'live.designer');
  await staffSignIn(page, 'designer', designer.email, designer.password);
  const available = page.getByRole('tabpanel', { name: 'Available Orders' });
  await expect(available).toBeVisible();
  await streamOpen;
  await markDocument(page);

  const order = await placePaidOrder(page.request, { email: uniqueEmail('live-client'), photos: 1 });
  const card = available.getByRole('group', { name: `Order #${order.orderNumber}` });
  await expect(card).toBeVisible(live);

  const other = await designerToken(page);
  await bearerClient(page.request, other.token).designer.orders.claim.mutate({ orderId: order.orderId });
  await expect(card).toHaveCount(0, live);
  // Other tests' orders may be taken meanwhile (the board is shared): ours is among the notes.
  await expect(
    page.getByRole('status').getByText(`Order #${order.orderNumber} was just taken by another designer.`),
  ).toBeVisible();
  await stillSameDocument(page);
  await expectAccessible(page);
});

test('a client on the order page sees it claimed and delivered without reloading', async ({ page }) => {
  const email = uniqueEmail('live-delivery');
  const order = await placePaidOrder(page.request, { email, photos: 1 });
  const streamOpen = liveStreamOpen(page, 'live.client');
  await signInByOrderMail(page, email);
  await page.goto(`/en/dashboard/orders/${order.orderNumber}`);
  const status = page.getByRole('heading', { level: 1 }).locator('..').getByTestId('order-status');
  await expect(status).toHaveText('Pending');
  await streamOpen;
  await markDocument(page);

  const designer = await designerToken(page);
  await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
  await expect(status).toHaveText('In progress', live);
  await designerSubmits(page, designer.token, order.orderId, 'All done');
  await expect(status).toHaveText('Ready for review', live);
  await expect(page.getByRole('button', { name: /^Accept/ }).first()).toBeVisible();
  await stillSameDocument(page);
});

test('an admin’s orders list shows a new order and its changes without reloading', async ({ page }) => {
  const email = uniqueEmail('live-admin');
  const streamOpen = liveStreamOpen(page, 'live.admin');
  const ownAdmin = await createAdmin(page);
  await staffSignIn(page, 'admin', ownAdmin.email, ownAdmin.password);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  await streamOpen;
  await markDocument(page);

  const order = await placePaidOrder(page.request, { email, photos: 1 });
  const row = page.getByRole('row', { name: new RegExp(`#${order.orderNumber}`) });
  await expect(row).toContainText('Pending', live);
  const designer = await designerToken(page);
  await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
  await expect(row).toContainText('In progress', live);
  await stillSameDocument(page);
});
