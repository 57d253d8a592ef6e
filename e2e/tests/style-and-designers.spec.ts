// The tenth order as good as the first (issue 33), in English on a desktop and in Polish on a phone: a client saves
// their style after a first order, rates it and prefers its designer; the second order takes "same as last time";
// the preferred designer sees it first, marked "Requested by the client", with the client's style on top of the
// instructions, and the consistency card flags the darker photo of a delivery before it goes out.

import { expect, type Page, test } from '@playwright/test';
import { languageStorageKey } from '../../packages/contracts/src/constants';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { staffSignIn, storedToken, uniqueEmail } from './identity-helpers';
import { firstServiceForAll, pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const texts = {
  en: {
    start: 'Upload photos',
    next: 'Continue',
    email: 'Email address',
    orderNotes: /^Notes for the whole order/,
    pay: /^Pay /,
    offer: 'Save these choices as my style',
    whiteBalance: 'White balance',
    neutral: 'Neutral',
    brightness: 'Brightness',
    bright: 'Bright',
    sky: 'Sky',
    blueSky: 'Blue with soft clouds',
    styleNote: 'Anything else the designer should know',
    saved: 'Your style is saved. Every order you pay for from now on carries it.',
    fiveStars: '5 stars',
    saveRating: 'Save my rating',
    ratingSaved: 'Thank you! Your rating is saved.',
    prefer: 'Prefer this designer',
    preferenceSaved: 'Saved. Your next orders follow it.',
    repeat: (number: number) => `Use the services and notes of order #${number}`,
    applied: (number: number) =>
      `The services of order #${number} are on all 3 photos, and its comment is copied.`,
    available: 'Available Orders',
    card: (number: number) => `Order #${number}`,
    requested: 'Requested by the client',
    styleTitle: "The client's style",
    styleLine: /White balance:\s*Neutral/,
    claim: (number: number) => `Claim order #${number}`,
    deliver: 'Deliver edited photos',
    chooseAll: 'Choose files for all photos',
    lookTitle: 'Consistency across the listing',
    lookSummary: '2 of 3 photos consistent',
    lookPhoto: /^Photo 3: darker by \d+ L\*/,
    submit: 'Upload and submit',
    submitted: 'Work submitted',
  },
  pl: {
    start: 'Prześlij zdjęcia',
    next: 'Dalej',
    email: 'Adres e-mail',
    orderNotes: /^Uwagi do całego zamówienia/,
    pay: /^Zapłać /,
    offer: 'Zapisz te wybory jako mój styl',
    whiteBalance: 'Balans bieli',
    neutral: 'Neutralny',
    brightness: 'Jasność',
    bright: 'Jasna',
    sky: 'Niebo',
    blueSky: 'Błękitne z lekkimi chmurami',
    styleNote: 'Co jeszcze powinien wiedzieć grafik',
    saved: 'Twój styl jest zapisany. Każde opłacone od teraz zamówienie go przekaże.',
    fiveStars: '5 gwiazdek',
    saveRating: 'Zapisz ocenę',
    ratingSaved: 'Dziękujemy! Twoja ocena jest zapisana.',
    prefer: 'Wolę tego grafika',
    preferenceSaved: 'Zapisano. Kolejne zamówienia będą to uwzględniać.',
    repeat: (number: number) => `Użyj usług i uwag z zamówienia #${number}`,
    applied: (number: number) =>
      `Usługi z zamówienia #${number} są na wszystkich 3 zdjęciach, a jego komentarz został skopiowany.`,
    available: 'Dostępne zamówienia',
    card: (number: number) => `Zamówienie #${number}`,
    requested: 'Klient poprosił o Ciebie',
    styleTitle: 'Styl klienta',
    styleLine: /Balans bieli:\s*Neutralny/,
    claim: (number: number) => `Przyjmij zamówienie #${number}`,
    deliver: 'Oddaj edytowane zdjęcia',
    chooseAll: 'Wybierz pliki dla wszystkich zdjęć',
    lookTitle: 'Spójność zdjęć oferty',
    lookSummary: 'Spójne zdjęcia: 2 z 3',
    lookPhoto: /^Zdjęcie 3: ciemniejsze o \d+ L\*/,
    submit: 'Prześlij i oddaj',
    submitted: 'Praca oddana',
  },
};

type Texts = (typeof texts)['en'];

const photos = (prefix: string) =>
  [0, 1, 2].map((index) => ({
    name: `${prefix}-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: pngImage(64, 48, [40 + index * 50, 90, 160 - index * 40]),
  }));

/** Through the wizard, signed in or not: photos, the first service on every photo (unless `services` does it). */
async function order(
  page: Page,
  lang: 'en' | 'pl',
  t: Texts,
  options: { email?: string; notes?: string; services?: (page: Page) => Promise<void> },
) {
  if (options.email) {
    // Not signed in yet: the home page's wizard.
    await page.goto(`/${lang}`);
    await page.getByRole('link', { name: t.start, exact: true }).first().click();
  } else await page.goto(`/${lang}/upload`);
  await page.getByTestId('uploader-input').setInputFiles(photos(options.email ? 'first' : 'second'));
  await expect(page.locator('li[data-status="done"]')).toHaveCount(3, { timeout: 60_000 });
  await page.getByRole('button', { name: t.next, exact: true }).click();
  if (options.services) await options.services(page);
  else {
    await firstServiceForAll(page);
  }
  await page.getByRole('button', { name: t.next, exact: true }).click();
  if (options.email) await page.getByLabel(t.email).fill(options.email);
  if (options.notes) await page.getByLabel(t.orderNotes).fill(options.notes);
  const notes = await page.getByLabel(t.orderNotes).inputValue();
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  const number = Number((await page.getByTestId('order-number').textContent())?.match(/\d+/)?.[0]);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  return { number, orderId, notes };
}

/** Grey photos of one look, the third much darker: the listing's odd one out. */
const delivery = (position: number) =>
  position === 2 ? pngImage(96, 72, [60, 58, 56]) : pngImage(96, 72, [150, 148, 146]);

for (const [lang, device] of [
  ['en', 'desktop'],
  ['pl', 'phone'],
] as const) {
  const t = texts[lang];
  test(`${lang}, ${device}: my style, same as last time, the preferred designer first, and the consistency card`, async ({
    page,
    browser,
  }) => {
    test.slow();
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail(`style-${lang}`);
    const first = await order(page, lang, t, { email, notes: 'Keep it natural, like last week' });

    // The end of the first order offers the style (the payment signed the new client in).
    const offer = page.getByRole('region', { name: t.offer });
    await expect(offer).toBeVisible();
    await offer
      .getByRole('group', { name: t.whiteBalance })
      .getByRole('radio', { name: t.neutral, exact: true })
      .check();
    await offer
      .getByRole('group', { name: t.brightness })
      .getByRole('radio', { name: t.bright, exact: true })
      .check();
    await offer
      .getByRole('group', { name: t.sky })
      .getByRole('radio', { name: t.blueSky, exact: true })
      .check();
    await offer.getByLabel(t.styleNote).fill('Honey-toned floors, please.');
    await expectAccessible(page);
    await offer.getByRole('button', { name: t.offer }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();

    // A designer delivers the first order; the client accepts it, rates it and prefers its designer.
    const favourite = await designerToken(page);
    await bearerClient(page.request, favourite.token).designer.orders.claim.mutate({
      orderId: first.orderId,
    });
    await designerSubmits(page, favourite.token, first.orderId, 'Done.');
    const client = bearerClient(page.request, (await storedToken(page, 'client')) ?? '');
    const detail = await client.clientOrders.detail.query({ orderNumber: first.number });
    await client.clientOrders.acceptPhotos.mutate({
      orderImageIds: detail.images.map((image) => image.orderImageId),
    });
    await page.goto(`/${lang}/dashboard/orders/${first.number}`);
    const rating = page.getByTestId('order-rating');
    await rating.getByRole('radio', { name: t.fiveStars, exact: true }).check();
    await rating.getByRole('button', { name: t.saveRating }).click();
    await expect(page.getByText(t.ratingSaved)).toBeVisible();
    await rating.getByRole('radio', { name: t.prefer, exact: true }).check();
    // The toast fully in (axe would read its text mid-fade as low contrast).
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.preferenceSaved })).toHaveCSS(
      'opacity',
      '1',
    );
    await expectAccessible(page);

    // The second order: same as last time.
    const second = await order(page, lang, t, {
      services: async (wizard) => {
        await wizard.getByRole('button', { name: t.repeat(first.number) }).click();
        await expect(wizard.getByText(t.applied(first.number))).toBeVisible();
      },
    });
    expect(second.notes).toBe('Keep it natural, like last week');

    // Another designer does not see it yet; the preferred one sees it first, marked, with the style on top.
    const other = await designerToken(page);
    const offered = await bearerClient(page.request, other.token).designer.orders.available.query();
    expect(offered.items.some((item) => item.id === second.orderId)).toBe(false);
    const studioContext = await browser.newContext(
      device === 'phone' ? { viewport: { width: 390, height: 844 } } : {},
    );
    const studio = await studioContext.newPage();
    await acceptCookies(studio);
    await staffSignIn(studio, 'designer', favourite.email, favourite.password);
    if (lang === 'pl') {
      // The language remembered as the switcher remembers it.
      await studio.evaluate((key) => localStorage.setItem(key, 'pl'), languageStorageKey);
      await studio.reload();
    }
    const card = studio
      .getByRole('tabpanel', { name: t.available })
      .getByRole('group', { name: t.card(second.number) });
    await expect(card.getByTestId('requested-by-client')).toHaveText(t.requested);
    const style = card.getByRole('region', { name: t.styleTitle });
    await expect(style).toContainText(t.styleLine);
    await expect(style).toContainText('Honey-toned floors, please.');
    await expectAccessible(studio);
    await card.getByRole('button', { name: t.claim(second.number) }).click();

    // Delivering: the third photo is much darker than the rest, and the card says so before it goes out.
    await studio.getByRole('button', { name: t.deliver }).click();
    await studio.getByLabel(t.chooseAll).setInputFiles(
      [0, 1, 2].map((index) => ({
        name: `second-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: delivery(index),
      })),
    );
    await studio.getByRole('button', { name: t.next, exact: true }).click();
    const look = studio.getByRole('region', { name: t.lookTitle });
    await expect(look.getByTestId('look-summary')).toHaveText(t.lookSummary);
    await expect(look.getByTestId('look-outlier')).toHaveText(t.lookPhoto);
    await expectAccessible(studio);
    await studio.getByRole('button', { name: t.next, exact: true }).click();
    await studio.getByRole('button', { name: t.submit }).click();
    await expect(studio.getByText(t.submitted)).toBeVisible();
    const sideways = await studio.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
    await studioContext.close();
  });
}
