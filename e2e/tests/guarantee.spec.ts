// The 30-day guarantee (issue 34), in English on a desktop and in Polish on a phone: after an order is completed,
// the client opens a claim on a photo (a note and a pin); an admin decides it as a redo by the same designer from
// the console's Claims tab; the designer delivers the photo again, and the client accepts the redone photo.

import { expect, test } from '@playwright/test';
import { languageStorageKey } from '../../packages/contracts/src/constants';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { createAdmin, staffSignIn, storedToken, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

test.beforeEach(async ({ page }) => acceptCookies(page));

const texts = {
  en: {
    photo: 'Photo 1',
    open: 'Open a guarantee claim',
    dialog: 'A guarantee claim on photo 1',
    note: 'What is wrong with the photo?',
    send: 'Send the claim',
    sent: 'Your claim is sent. We will tell you what we decide.',
    waiting: /waiting for our decision\.$/,
    claimsTab: 'Claims',
    item: (number: number) => `Order #${number}, photo 1`,
    designer: 'Designer for the redo',
    decide: 'Decide',
    decided: (number: number) => `Claim on order #${number} decided`,
    redoing: /we are redoing the photo, due by /,
    ready: /the redone photo is ready for your review\.$/,
    accept: 'Accept',
    accepted: /the redone photo was accepted\.$/,
  },
  pl: {
    photo: 'Zdjęcie 1',
    open: 'Zgłoś reklamację w ramach gwarancji',
    dialog: 'Reklamacja zdjęcia 1',
    note: 'Co jest nie tak ze zdjęciem?',
    send: 'Wyślij reklamację',
    sent: 'Reklamacja wysłana. Poinformujemy Cię o decyzji.',
    waiting: /czeka na naszą decyzję\.$/,
    claimsTab: 'Reklamacje',
    item: (number: number) => `Zamówienie nr ${number}, zdjęcie 1`,
    designer: 'Grafik do poprawki',
    decide: 'Rozstrzygnij',
    decided: (number: number) => `Reklamacja zamówienia nr ${number} rozstrzygnięta`,
    redoing: /poprawiamy zdjęcie, termin: /,
    ready: /poprawione zdjęcie czeka na Twoją ocenę\.$/,
    accept: 'Akceptuj',
    accepted: /poprawione zdjęcie zostało zaakceptowane\.$/,
  },
};

for (const [lang, device] of [
  ['en', 'desktop'],
  ['pl', 'phone'],
] as const) {
  const t = texts[lang];
  test(`${lang}, ${device}: a guarantee claim decided as a redo, delivered again and accepted`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const phone = device === 'phone' ? { viewport: { width: 390, height: 844 } } : {};
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail(`claim-${lang}`);
    const order = await placePaidOrder(page.request, { email, photos: 2, language: lang });
    const designer = await designerToken(page);
    await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
    await designerSubmits(page, designer.token, order.orderId, 'Done.');

    // The client accepts both photos: the order is completed, and its guarantee starts.
    await signInByOrderMail(page, email, lang);
    const client = bearerClient(page.request, (await storedToken(page, 'client')) ?? '');
    const detail = await client.clientOrders.detail.query({ orderNumber: order.orderNumber });
    await client.clientOrders.acceptPhotos.mutate({
      orderImageIds: detail.images.map((image) => image.orderImageId),
    });

    // A claim on photo 1: a note and a pin.
    await page.goto(`/${lang}/dashboard/orders/${order.orderNumber}`);
    const photo = page.getByRole('group', { name: new RegExp(`^${t.photo}`) });
    await photo.getByRole('button', { name: new RegExp(`^${t.open}`) }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByLabel(t.note).fill('The sky is still grey after the edit.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.sent })).toBeVisible();
    await expect(photo.getByTestId('guarantee-claim')).toContainText(t.waiting);

    // The admin decides it as a redo by the same designer.
    const admin = await createAdmin(page);
    const consoleContext = await browser.newContext(phone);
    const consolePage = await consoleContext.newPage();
    await acceptCookies(consolePage);
    await staffSignIn(consolePage, 'admin', admin.email, admin.password);
    if (lang === 'pl')
      await consolePage.evaluate((key) => localStorage.setItem(key, 'pl'), languageStorageKey);
    await consolePage.goto('/staff/admin/claims');
    await expect(consolePage.getByRole('tab', { name: t.claimsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const claim = consolePage.getByRole('group', { name: t.item(order.orderNumber) });
    await expect(claim).toContainText('The sky is still grey after the edit.');
    await claim.getByLabel(t.designer).selectOption({ label: `Dev Designer (${designer.email})` });
    await expectAccessible(consolePage);
    await claim.getByRole('button', { name: t.decide }).click();
    await expect(consolePage.getByText(t.decided(order.orderNumber))).toBeVisible();
    await consoleContext.close();

    // Told live: the open order page shows the decision without a reload.
    await expect(photo.getByTestId('guarantee-claim')).toContainText(t.redoing);

    // The designer delivers photo 1 again; the client accepts the redone photo.
    await designerSubmits(page, designer.token, order.orderId, 'Redone.', 1);
    await expect(photo.getByTestId('guarantee-claim')).toContainText(t.ready);
    await expectAccessible(page);
    await photo.getByRole('button', { name: new RegExp(`^${t.accept}`) }).click();
    await expect(photo.getByTestId('guarantee-claim')).toContainText(t.accepted);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
  });
}
