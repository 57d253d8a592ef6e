// The designer's side of fulfilment in the browser: a paid order shows under Available Orders, the designer
// claims it and is taken to it under My Orders, delivers one edited file per photo with a comment, and the client is
// told by e-mail that the work is ready for review. Plus the claim in Polish.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies, chooseLanguage } from './helpers';
import { createApprovedDesigner, staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';
import { pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  template: string;
}

async function readyMails(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  return messages.filter((message) => message.template === 'order_ready_for_review');
}

async function signInDesigner(page: Page) {
  const designer = await createApprovedDesigner(page, uniqueEmail('designer-work'));
  await staffSignIn(page, 'designer', designer.email, designer.password);
}

test('a designer claims a paid order, delivers the edited photos with a comment, and the client is told', async ({
  page,
}) => {
  const clientEmail = uniqueEmail('designer-client');
  const order = await placePaidOrder(page.request, {
    email: clientEmail,
    photos: 2,
    notes: 'Please brighten every room',
  });
  await signInDesigner(page);

  // Available Orders: the order with its thumbnails, notes and a Claim button.
  const available = page.getByRole('tabpanel', { name: 'Available Orders' });
  const card = available.getByRole('group', { name: `Order #${order.orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo 1 of order #${order.orderNumber}` })).toBeVisible();
  await expect(card.getByText('Please brighten every room')).toBeVisible();
  await expect(card.getByText('Note for photo 2')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: `Claim order #${order.orderNumber}` }).click();
  await expect(page.getByText(`Order #${order.orderNumber} claimed.`)).toBeVisible();
  // The won claim opens the order under My Orders.
  const mine = page.getByRole('tabpanel', { name: 'My Orders' });
  await expect(page.getByRole('heading', { name: `Order #${order.orderNumber}`, level: 3 })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(mine.getByText('In progress').first()).toBeVisible();
  await expect(mine.getByText('Note for photo 1')).toBeVisible();
  await expectAccessible(page);
  await mine.getByRole('button', { name: 'Deliver edited photos' }).click();

  // Step 1, select files: both at once, matched to the photos by name (given in reverse order on purpose), the one
  // named by the camera going to the photo left.
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Select files' })).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose an edited file for every photo.');
  await page.getByLabel('Choose files for all photos').setInputFiles([
    { name: 'IMG_0002.png', mimeType: 'image/png', buffer: pngImage(64, 48, [200, 40, 40]) },
    { name: 'photo-1-edited.png', mimeType: 'image/png', buffer: pngImage(64, 48, [40, 200, 40]) },
  ]);
  await expect(page.getByText('Chosen: 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2, preview: each edited file beside its original.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Preview' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Edited version of photo 1' })).toBeVisible();
  await expect(page.getByText('Edited · photo-1-edited.png')).toBeVisible();
  await expect(page.getByText('Edited · IMG_0002.png')).toBeVisible();
  // The pair to check on its own: the file without its original's name.
  await page.getByRole('checkbox', { name: 'Show only the photo to check (1)' }).check();
  await expect(page.getByText('Edited · photo-1-edited.png')).toBeHidden();
  await expect(page.getByTestId('name-mismatch')).toContainText('make sure it is this photo');
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Show only the photo to check (1)' }).uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3, comment; step 4, uploading, then the SPEC's success message.
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Comment' })).toBeFocused();
  await page
    .getByLabel('Comment on the whole delivery (optional)')
    .fill('Brightened both rooms and fixed the sky.');
  await page.getByLabel(/^Comment on photo 1/).fill('Removed the cable above the sofa.');
  await page.getByRole('button', { name: 'Upload and submit' }).click();
  await expect(page.getByText('Work submitted')).toBeVisible();

  // The order now waits for the client's review, with the delivered versions shown.
  await expect(mine.getByText('Delivered. The client is reviewing your work.')).toBeVisible();
  await expect(mine.getByText('Ready for review')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Edited version of photo 2' })).toBeVisible();
  // The photo's own comment is on that photo; the delivery's comment went to the client with the e-mail.
  await expect(mine.getByRole('group', { name: 'Photo 1' })).toContainText(
    'Removed the cable above the sofa.',
  );
  await expect(mine.getByRole('group', { name: 'Photo 2' })).not.toContainText('Removed the cable');

  // The client's e-mail, with the link to their dashboard.
  await expect.poll(async () => (await readyMails(page, clientEmail)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await readyMails(page, clientEmail);
  expect(mail?.subject).toBe(`Your edited photos for order #${order.orderNumber} are ready: PhotoEdit`);
  expect(mail?.text).toMatch(/https?:\/\/[^\s]+\/en\/dashboard/);
  expect(mail?.text).toContain('Brightened both rooms and fixed the sky.');

  // The designer's list survives a reload (the opened order is in the URL).
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order #${order.orderNumber}`, level: 3 })).toBeVisible();
});

test('a designer claims an order in Polish', async ({ page }) => {
  const order = await placePaidOrder(page.request, { email: uniqueEmail('designer-client-pl'), photos: 1 });
  await signInDesigner(page);
  await chooseLanguage(page, 'pl');
  await expect(page.getByRole('tab', { name: 'Dostępne zamówienia' })).toBeVisible();
  const card = page.getByRole('group', { name: `Zamówienie #${order.orderNumber}` });
  await card.getByRole('button', { name: `Przyjmij zamówienie #${order.orderNumber}` }).click();
  await expect(page.getByText(`Przyjęto zamówienie #${order.orderNumber}.`)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Zamówienie #${order.orderNumber}`, level: 3 }),
  ).toBeFocused();
  await expect(
    page.getByRole('tabpanel', { name: 'Moje zamówienia' }).getByText('W realizacji').first(),
  ).toBeVisible();
});
