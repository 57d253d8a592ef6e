// The client's dashboard with real orders: a paid order (public API), delivered by a designer (designer API
// over HTTP), then reviewed in the browser: one photo accepted, a revision requested on the other.

import { expect, type Page, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** An approved designer, signed in over REST (SPEC §7). */
const signInDesigner = async (page: Page) => (await designerToken(page)).token;

test('the dashboard lists the paid order with its stats and opens it', async ({ page, request }) => {
  const email = uniqueEmail('orders-list');
  const order = await placePaidOrder(request, { email, photos: 2, servicesPerImage: 2 });
  await signInByOrderMail(page, email);

  await expect(page.getByTestId('stat-active')).toContainText('1');
  await expect(page.getByTestId('stat-total')).toContainText('1');
  await expect(page.getByTestId('stat-spent')).toContainText('$');
  const card = page.getByTestId('client-order');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Order #${order.orderNumber}`);
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  await expect(card).toContainText('Photos: 2');
  await expect(card).toContainText('Services: 4');
  await expect(card.getByRole('img')).toHaveCount(2);
  await expectAccessible(page);

  await card.getByRole('link', { name: `View order #${order.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/dashboard/orders/${order.orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  const photos = page.getByTestId('order-image');
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toContainText('The edited version appears here');
  await expect(photos.first()).toContainText('Note for photo 1');
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await expectAccessible(page);

  // Another client's order number is simply not found.
  const other = await placePaidOrder(request, { email: uniqueEmail('orders-other'), photos: 1 });
  await page.goto(`/en/dashboard/orders/${other.orderNumber}`);
  await expect(page.getByText('This order does not exist or is not yours.')).toBeVisible();
});

test('the client accepts one delivered photo, asks for a revision of the other, then accepts the revised one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('orders-review');
  const order = await placePaidOrder(request, { email, photos: 2 });
  const designer = await signInDesigner(page);
  await bearerClient(page.request, designer).designer.orders.claim.mutate({ orderId: order.orderId });
  await designerSubmits(page, designer, order.orderId, 'Brightened and straightened');
  await signInByOrderMail(page, email);

  const card = page.getByTestId('client-order');
  await expect(card.getByTestId('order-status')).toHaveText('Ready for review');
  await expect(card).toContainText('Photos to review: 2');
  await card.getByRole('link', { name: `View order #${order.orderNumber}` }).click();

  const [first, second] = [page.getByTestId('order-image').nth(0), page.getByTestId('order-image').nth(1)];
  await expect(first.getByRole('img', { name: 'Edited version of photo 1' })).toBeVisible();
  await expect(first.getByRole('img', { name: 'Original of photo 1' })).toBeVisible();
  // The delivery's comment is the order's, shown once in its history.
  await expect(page.getByText('Brightened and straightened')).toHaveCount(1);
  await expectAccessible(page);

  await first.getByRole('button', { name: /^Accept/ }).click();
  await expect(page.getByText('Image accepted')).toBeVisible();
  await expect(first.getByTestId('image-state')).toHaveText('Accepted');
  await expect(first.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // The revision dialog: an empty note is refused in place, then the request goes through.
  await second.getByRole('button', { name: /^Request revision/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a revision of photo 2' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send revision request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please describe what should be changed.');
  await dialog.getByLabel('What should be changed?').fill('Please make the sky a little bluer.');
  await dialog.getByRole('button', { name: 'Send revision request' }).click();
  await expect(page.getByText('Revision requested', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(second.getByTestId('revision-used')).toHaveText('Revision Used');
  await expect(second.getByTestId('image-state')).toHaveText('Revision in progress');
  await expect(second.getByRole('button', { name: /^Request revision/ })).toHaveCount(0);
  await expect(second).toContainText('Please make the sky a little bluer.');
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('order-status')).toHaveText(
    'Revision requested',
  );
  await expectAccessible(page);

  // Back on the dashboard the order shows its new status.
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page.getByTestId('client-order').getByTestId('order-status')).toHaveText('Revision requested');
  await expect(page.getByTestId('stat-active')).toContainText('1');

  // The designer delivers the revised photo; accepting it completes the order.
  await designerSubmits(page, designer, order.orderId, 'Bluer sky');
  await page.reload();
  await expect(page.getByTestId('client-order').getByTestId('order-status')).toHaveText('Ready for review');
  await page.getByRole('link', { name: `View order #${order.orderNumber}` }).click();
  await expect(second.getByTestId('image-state')).toHaveText('Ready for review');
  await expect(page.getByText('Bluer sky')).toHaveCount(1);
  await expect(second.getByTestId('revision-used')).toHaveText('Revision Used');
  await expect(second.getByRole('button', { name: /^Request revision/ })).toHaveCount(0);
  await second.getByRole('button', { name: /^Accept/ }).click();
  await expect(page.getByText('Image accepted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('order-status')).toHaveText(
    'Completed',
  );
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page.getByTestId('client-order').getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('stat-active')).toContainText('0');
});
