// The photographer's sequence of a listing: 20 photos chosen in one go keep their file-name order however their
// uploads finish, the client rearranges them before paying (by keyboard on a desktop, by tapping on a phone),
// and that sequence is the one of the order: photo numbers and the names in the delivered ZIP.
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { unzip } from '../../apps/api/src/modules/orders/downloads/downloads.testing';
import { apiClient, bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { firstServiceForAll, pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const names = Array.from({ length: 20 }, (_, index) => `room-${index + 1}`);
/** Chosen in a scrambled order (as a drop may give them): the wizard lists them by file name. */
const scrambled = () =>
  [...names]
    .sort((a, b) => (a.length % 3) - (b.length % 3) || b.localeCompare(a))
    .map((name, index) => ({
      name: `${name}.png`,
      mimeType: 'image/png',
      // The larger files first, so the uploads do not finish in the order chosen.
      buffer: pngImage(400 - index * 15, 300, [index * 12, 90, 200 - index * 9]),
    }));

const texts = {
  en: {
    start: 'Upload photos',
    next: 'Continue',
    email: 'Email address',
    pay: /^Pay /,
    later: (n: number) => `Move photo ${n} later`,
    earlier: (n: number) => `Move photo ${n} earlier`,
    position: (n: number) => `Position of photo ${n}`,
    label: (n: number, name: string) => `Photo ${n}: ${name}`,
    moved: 'room-1.png is now photo 3 of 20.',
    fullZip: 'Full resolution (ZIP)',
  },
  pl: {
    start: 'Prześlij zdjęcia',
    next: 'Dalej',
    email: 'Adres e-mail',
    pay: /^Zapłać /,
    later: (n: number) => `Przesuń zdjęcie ${n} dalej`,
    earlier: (n: number) => `Przesuń zdjęcie ${n} wcześniej`,
    position: (n: number) => `Pozycja zdjęcia ${n}`,
    label: (n: number, name: string) => `Zdjęcie ${n}: ${name}`,
    moved: 'room-1.png ma teraz pozycję 3 z 20.',
    fullZip: 'Pełna rozdzielczość (ZIP)',
  },
};

const cardNames = (page: Page) =>
  page
    .getByTestId('wizard-image')
    .evaluateAll((cards) =>
      cards.map((card) => /: (room-\d+)\.png/.exec(card.textContent ?? '')?.[1] ?? '?'),
    );

async function saved(download: Download) {
  return readFile(await download.path());
}

for (const [lang, device] of [
  ['en', 'desktop'],
  ['pl', 'phone'],
] as const) {
  const t = texts[lang];
  test(`${lang}, ${device}: 20 photos keep the order chosen and rearranged into the ZIP names`, async ({
    page,
  }) => {
    test.slow();
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}`);
    // As a photographer starts: the hero's link to the order (on a phone the wizard loads as it comes near).
    await page.getByRole('link', { name: t.start, exact: true }).first().click();
    await page.getByTestId('uploader-input').setInputFiles(scrambled());
    await expect(page.locator('li[data-status="done"]')).toHaveCount(20, { timeout: 120_000 });
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page.getByTestId('wizard-image')).toHaveCount(20);
    expect(await cardNames(page)).toEqual(names);

    // room-1 two places later, room-20 to the front, room-10 one place earlier.
    if (device === 'desktop') {
      await page.getByRole('button', { name: t.later(1), exact: true }).focus();
      await page.keyboard.press('Enter');
      // The focus stays on the control that moved the photo, now photo 2's.
      await expect(page.getByRole('button', { name: t.later(2), exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('photo-moved')).toHaveText(t.moved);
      // Type-ahead in the closed list: "1" chooses position 1.
      await page.getByRole('combobox', { name: t.position(20), exact: true }).focus();
      await page.keyboard.press('1');
      await expect(page.getByRole('combobox', { name: t.position(1), exact: true })).toBeFocused();
    } else {
      await page.getByRole('combobox', { name: t.position(1), exact: true }).selectOption('3');
      await expect(page.getByTestId('photo-moved')).toHaveText(t.moved);
      await page.getByRole('combobox', { name: t.position(20), exact: true }).selectOption('1');
    }
    await page.getByRole('button', { name: t.earlier(10), exact: true }).click();
    const expected = [
      'room-20',
      'room-2',
      'room-3',
      'room-1',
      'room-4',
      'room-5',
      'room-6',
      'room-7',
      'room-9',
      'room-8',
      ...names.slice(9, 19),
    ];
    await expect.poll(() => cardNames(page)).toEqual(expected);
    await expect(page.getByTestId('wizard-image').first()).toContainText(t.label(1, 'room-20.png'));
    await expectAccessible(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);

    // Every photo gets a service, then the details and the payment.
    await firstServiceForAll(page);
    await page.getByRole('button', { name: t.next, exact: true }).click();
    const email = uniqueEmail(`sequence-${lang}`);
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page).toHaveURL(/\/payment-success\?/);
    const url = new URL(page.url());
    const orderId = url.searchParams.get('orderId') ?? '';
    const status = await apiClient(page.request).orders.publicStatus.query({
      orderId,
      accessToken: url.searchParams.get('accessToken') ?? '',
    });

    // Delivered, and downloaded by the client as one ZIP.
    const designer = await designerToken(page);
    await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId });
    await designerSubmits(page, designer.token, orderId, 'Done.');
    await signInByOrderMail(page, email, lang);
    await page.goto(`/${lang}/dashboard/orders/${status.orderNumber}`);
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.fullZip }).click(),
    ]);
    const entries = [...(await unzip(await saved(zip))).keys()];
    expect(entries).toEqual(
      expected.map(
        (name, index) => `${status.orderNumber}-${String(index + 1).padStart(2, '0')}-${name}-edited.png`,
      ),
    );
  });
}
