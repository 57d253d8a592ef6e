// The client's dashboard with real orders: a paid order (public API), delivered by a designer (designer API
// over HTTP), then reviewed in the browser: one photo accepted, a revision requested on the other.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { acceptCookies } from './helpers';
import { createApprovedDesigner, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';
import { pngImage, readOrderMail } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const axe = async (page: Page) => {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(result.violations).toEqual([]);
};

async function signInByOrderMail(page: Page, email: string) {
  const { autoLoginPath } = await readOrderMail(page, email);
  await page.goto(autoLoginPath);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
}

/** An approved designer, signed in over REST (SPEC §7). */
async function signInDesigner(page: Page) {
  const designer = await createApprovedDesigner(page, uniqueEmail('designer'));
  const login = await page.request.post('/api/auth/login', {
    data: { email: designer.email, password: designer.password, role: 'designer' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/**
 * What the studio does: uploads an edited file for every image of the order that needs one (all of them at
 * first, then those with an open revision) and submits them with a comment.
 */
async function designerSubmits(page: Page, token: string, orderId: string, comment: string) {
  const mine = await bearerClient(page.request, token).designer.orders.mine.query({});
  const needed = mine.items
    .find((item) => item.id === orderId)
    ?.images.filter((image) => image.needsSubmission);
  expect(needed?.length).toBeGreaterThan(0);
  const images: { orderImageId: string; editedMediaId: string }[] = [];
  for (const image of needed ?? []) {
    const upload = await page.request.post('/api/media/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        file: {
          name: `edited-${image.position + 1}.png`,
          mimeType: 'image/png',
          buffer: pngImage(64, 48, [200, 120 + image.position * 40, 40]),
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    images.push({ orderImageId: image.id, editedMediaId: ((await upload.json()) as { id: string }).id });
  }
  await bearerClient(page.request, token).designer.orders.submit.mutate({ orderId, images, comment });
}

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
  await axe(page);

  await card.getByRole('link', { name: `View order #${order.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/dashboard/orders/${order.orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  const photos = page.getByTestId('order-image');
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toContainText('The edited version appears here');
  await expect(photos.first()).toContainText('Note for photo 1');
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await axe(page);

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
  await expect(first).toContainText('Brightened and straightened');
  await axe(page);

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
  await axe(page);

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
  await expect(second).toContainText('Bluer sky');
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
