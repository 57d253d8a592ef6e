// The client's order on a 390 px phone with listing-size photos: a vertical swipe over a before/after scrolls
// the page and leaves the line (only a sideways drag moves it), a sideways swipe in the full-screen viewer turns
// the photo, and the revision dialog fits the screen (the whole photo, every pin's Remove button, Send).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';
import { pngImage } from './ordering-helpers';

const phone = { width: 390, height: 844 };

/** A one-finger touch moving by (dx, dy) in steps, as pointer events (what the page's handlers read). */
async function swipe(page: Page, target: Locator, dx: number, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true };
  await target.dispatchEvent('pointerdown', { ...touch, clientX: x, clientY: y });
  for (let step = 1; step <= 5; step++) {
    await target.dispatchEvent('pointermove', {
      ...touch,
      clientX: x + (dx * step) / 5,
      clientY: y + (dy * step) / 5,
    });
  }
  await target.dispatchEvent('pointerup', { ...touch, clientX: x + dx, clientY: y + dy });
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

test('on a phone: swipes go the right way and the revision dialog fits', async ({ page }) => {
  test.slow();
  await acceptCookies(page);
  const email = uniqueEmail('phone');
  const order = await placePaidOrder(page.request, { email, photos: 2 });
  const designer = await designerToken(page);
  await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
  // Listing-size deliveries: the photo is far wider than the phone.
  await designerSubmits(page, designer.token, order.orderId, 'Done.', 0, (position) =>
    pngImage(1600, 1200, [200, 120 + position * 40, 40]),
  );
  await page.setViewportSize(phone);
  await signInByOrderMail(page, email);
  await page.goto(`/en/dashboard/orders/${order.orderNumber}`);

  // The before/after: up and down is the page's, sideways the line's.
  const slider = page.getByRole('slider', { name: 'Compare the original and the edited version of photo 1' });
  await expect(slider).toHaveValue('50');
  const surface = page.getByTestId('compare-surface').first();
  await surface.scrollIntoViewIfNeeded();
  await swipe(page, surface, 4, -80);
  await expect(slider).toHaveValue('50');
  await swipe(page, surface, -90, 6);
  await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(40);

  // The viewer: a sideways swipe turns the photo, a vertical one does not.
  await page.getByRole('button', { name: /^View full screen\s*: Photo 1$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
  const photo = page.getByTestId('viewer-photo');
  await swipe(page, photo, 5, -120);
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
  await swipe(page, photo, -140, 10);
  await expect(page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
  await swipe(page, photo, 140, -10);
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The revision dialog: everything inside the 390 px screen, Send included.
  await page.getByRole('button', { name: /^Request revision\s*: Photo 1$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a revision of photo 1' });
  const markable = dialog.getByRole('button', { name: 'Put a pin on the photo' });
  const markBox = await markable.boundingBox();
  if (!markBox) throw new Error('no photo to mark');
  await markable.click({ position: { x: markBox.width - 6, y: 10 } });
  await dialog.getByLabel('What to change at pin 1').fill('Remove the cable');
  await markable.click({ position: { x: 8, y: markBox.height - 8 } });
  await dialog.getByLabel('What to change at pin 2').fill('Brighter window');
  const dialogBox = await dialog.boundingBox();
  if (!dialogBox) throw new Error('no dialog');
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(phone.width);
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  const fits = async (locator: Locator) => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(
      (box?.x ?? -1) >= dialogBox.x && (box?.x ?? 0) + (box?.width ?? 0) <= dialogBox.x + dialogBox.width,
    ).toBe(true);
  };
  await fits(markable);
  for (const remove of await dialog.getByRole('button', { name: /^Remove/ }).all()) await fits(remove);
  // Send is in view at the dialog's foot without scrolling to it.
  const send = dialog.getByRole('button', { name: 'Send revision request' });
  await expect(send).toBeInViewport({ ratio: 1 });
  await fits(send);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send revision request' }).click();
  await expect(dialog).toBeHidden();
});
