// WCAG 2.4.3: where focus goes after an action removes the control that had it (issue 14). Each check is that
// focus lands on the element a keyboard user would expect next, never on <body>.
import { expect, type Page, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { createAdmin, staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

const bodyFocused = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('after accepting a photo focus moves to the next photo to review; after a revision request to the photo', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('focus-review');
  const order = await placePaidOrder(request, { email, photos: 2 });
  const designer = (await designerToken(page)).token;
  await bearerClient(page.request, designer).designer.orders.claim.mutate({ orderId: order.orderId });
  await designerSubmits(page, designer, order.orderId, 'Done');
  await signInByOrderMail(page, email);
  await page.goto(`/en/dashboard/orders/${order.orderNumber}`);

  const [first, second] = [page.getByTestId('order-image').nth(0), page.getByTestId('order-image').nth(1)];
  await first.getByRole('button', { name: /^Accept/ }).focus();
  await page.keyboard.press('Enter');
  await expect(first.getByTestId('image-state')).toHaveText('Accepted');
  await expect(second.getByRole('button', { name: /^Accept/ })).toBeFocused();

  await second.getByRole('button', { name: /^Request revision/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request a revision of photo 2' });
  await dialog.getByLabel('What should be changed?').fill('Please make the sky a little bluer.');
  await dialog.getByRole('button', { name: 'Send revision request' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByTestId('revision-used')).toBeVisible();
  // No photo is left to decide on: focus is on this photo's title, with its revision request below.
  await expect(second.getByRole('heading', { name: /^Photo 2/ })).toBeFocused();
  expect(await bodyFocused(page)).toBe(false);
});

test('a claim lands focus on the claimed order; a lost claim on the next order to claim', async ({
  page,
  request,
}) => {
  const lost = await placePaidOrder(request, { email: uniqueEmail('focus-lost'), photos: 1 });
  const won = await placePaidOrder(request, { email: uniqueEmail('focus-won'), photos: 1 });
  // No live updates here: the list must still show the order another designer takes, so that the claim fails.
  await page.route('**/api/trpc/live.*', (route) => route.abort());
  const designer = await designerToken(page);
  await staffSignIn(page, 'designer', designer.email, designer.password);

  const available = page.getByRole('tabpanel', { name: 'Available Orders' });
  const lostCard = available.getByRole('group', { name: `Order #${lost.orderNumber}` });
  await expect(lostCard).toBeVisible();
  // Another designer takes it first.
  const rival = await designerToken(page);
  await bearerClient(page.request, rival.token).designer.orders.claim.mutate({ orderId: lost.orderId });
  await lostCard.getByRole('button', { name: `Claim order #${lost.orderNumber}` }).focus();
  await page.keyboard.press('Enter');
  await expect(lostCard).toBeHidden();
  expect(await bodyFocused(page)).toBe(false);
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Claim order #\d+$|^Available Orders$/);

  const wonClaim = available.getByRole('button', { name: `Claim order #${won.orderNumber}` });
  await wonClaim.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Order #${won.orderNumber}`, level: 3 })).toBeFocused();
});

test('an order taken live by another designer while its Claim has focus: focus moves on, the note says why', async ({
  page,
  request,
}) => {
  const taken = await placePaidOrder(request, { email: uniqueEmail('focus-taken'), photos: 1 });
  const designer = await designerToken(page);
  await staffSignIn(page, 'designer', designer.email, designer.password);

  const available = page.getByRole('tabpanel', { name: 'Available Orders' });
  const takenCard = available.getByRole('group', { name: `Order #${taken.orderNumber}` });
  await takenCard.getByRole('button', { name: `Claim order #${taken.orderNumber}` }).focus();
  const rival = await designerToken(page);
  await bearerClient(page.request, rival.token).designer.orders.claim.mutate({ orderId: taken.orderId });
  await expect(takenCard).toBeHidden();
  await expect(
    available.getByText(`Order #${taken.orderNumber} was just taken by another designer.`),
  ).toBeVisible();
  expect(await bodyFocused(page)).toBe(false);
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Claim order #\d+$|^Available Orders$/);
});

test('approving a designer moves focus to the next control of the row', async ({ page }) => {
  const email = uniqueEmail('focus-approve');
  const created = await page.request.post('/api/dev/designers', {
    data: { email, password: 'designer-password-1', approved: false },
  });
  expect(created.status()).toBe(201);
  const ownAdmin = await createAdmin(page);
  await staffSignIn(page, 'admin', ownAdmin.email, ownAdmin.password);
  await page.goto('/staff/admin/users');
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Approve: ${email}` }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByRole('button', { name: `Deactivate: ${email}` })).toBeFocused();
});
