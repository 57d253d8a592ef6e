// Review at listing scale: from the order page's overview the client sends one photo back, accepts all the others
// in one go, filters and goes to a photo by number — on a desktop in English and on a phone in Polish, axe clean.
import { expect, type Page, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

/** A paid order of `photos` photos, claimed and delivered; the client signed in on its page in `lang`. */
async function deliveredOrderPage(page: Page, photos: number, lang: 'en' | 'pl') {
  await acceptCookies(page);
  const email = uniqueEmail('overview');
  const order = await placePaidOrder(page.request, { email, photos, language: lang });
  const designer = await designerToken(page);
  await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
  await designerSubmits(page, designer.token, order.orderId, 'All done.');
  await signInByOrderMail(page, email, lang);
  await page.goto(`/${lang}/dashboard/orders/${order.orderNumber}`);
  return order;
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('on a desktop the client sends one photo back and accepts all the others from the overview', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await deliveredOrderPage(page, 6, 'en');
  const overview = page.getByTestId('order-overview');
  await expect(overview.getByRole('radio', { name: 'All (6)' })).toBeChecked();
  await expect(overview.getByRole('radio', { name: 'To review (6)' })).toBeVisible();
  await expect(overview.getByTestId('overview-tile')).toHaveCount(6);
  await expectAccessible(page);

  // The exception: photo 3 goes back with a note.
  await overview.getByRole('button', { name: 'Photo 3 Ready for review' }).click();
  await page.getByRole('button', { name: /^Request revision\s*: Photo 3$/ }).click();
  const revision = page.getByRole('dialog', { name: 'Request a revision of photo 3' });
  await revision.getByLabel('What should be changed?').fill('The window is too dark.');
  await revision.getByRole('button', { name: 'Send revision request' }).click();
  await expect(revision).toBeHidden();
  await expect(overview.getByRole('radio', { name: 'To review (5)' })).toBeVisible();

  // The rest, in one go, after a confirmation that names them.
  await overview.getByRole('button', { name: 'Accept the rest (5 photos)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Accept 5 photos?' });
  await expect(confirm).toContainText('Photos 1, 2, 4–6 are accepted as delivered.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Accept 5 photos' }).click();
  await expect(page.getByText('5 photos accepted')).toBeVisible();
  await expect(overview.getByRole('radio', { name: 'Accepted (5)' })).toBeVisible();
  await expect(overview.getByRole('radio', { name: 'To review (0)' })).toBeVisible();
  await expect(overview.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await expect(page.getByTestId('order-image').getByTestId('image-state')).toHaveText([
    'Accepted',
    'Accepted',
    'Revision in progress',
    'Accepted',
    'Accepted',
    'Accepted',
  ]);
  await expect(overview.getByRole('heading', { name: 'Overview' })).toBeFocused();

  // Filters and "go to photo N".
  await overview.getByText('Revision requested (1)').click();
  await expect(overview.getByRole('radio', { name: 'Revision requested (1)' })).toBeChecked();
  await expect(page.getByTestId('order-image')).toHaveCount(1);
  await expect(page.getByTestId('order-image')).toContainText('Photo 3');
  await overview.getByRole('spinbutton', { name: 'Go to photo' }).fill('6');
  await overview.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Photo 6/ })).toBeFocused();
  await expect(overview.getByRole('radio', { name: 'All (6)' })).toBeChecked();
  await expect(page.getByTestId('order-image')).toHaveCount(6);
  await expectAccessible(page);
});

test('on a phone in Polish the overview fits and accepts every photo at once', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await deliveredOrderPage(page, 3, 'pl');
  const overview = page.getByTestId('order-overview');
  await expect(overview.getByRole('radio', { name: 'Wszystkie (3)' })).toBeChecked();
  await noSidewaysScroll(page);
  await expectAccessible(page);

  await overview.getByRole('button', { name: 'Zdjęcie 2 na pełnym ekranie' }).click();
  await expect(page.getByTestId('photo-viewer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('photo-viewer')).toBeHidden();

  await overview.getByRole('button', { name: 'Zaakceptuj wszystkie 3 zdjęcia' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Zaakceptować 3 zdjęcia?' });
  await expect(confirm).toContainText('Zdjęcia 1–3 zostaną zaakceptowane');
  await confirm.getByRole('button', { name: 'Zaakceptuj 3 zdjęcia' }).click();
  await expect(page.getByText('Zaakceptowano 3 zdjęcia')).toBeVisible();
  await expect(overview.getByRole('radio', { name: 'Zaakceptowane (3)' })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 640 });
  await noSidewaysScroll(page);
  await expectAccessible(page);
});
