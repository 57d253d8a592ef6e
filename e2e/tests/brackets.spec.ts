// Bracketed exposures (issue 32), as a real-estate photographer sends a shoot: three rooms of −2/0/+2 EV and two
// single photos are grouped into five photos as they upload; the client splits a set by keyboard (or by tapping
// on a phone) and merges it back, sees the automatic preview, and pays five photos; the designer gets a folder per
// set in the originals ZIP and delivers five photos, and the client sees five.
import { expect, type Page, test } from '@playwright/test';
import { bracketFrame } from '../../apps/api/src/modules/media/brackets/bracket.fixtures';
import { unzip } from '../../apps/api/src/modules/orders/downloads/downloads.testing';
import { apiClient, bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, signInByOrderMail } from './delivery-helpers';
import { acceptCookies } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { firstServiceForAll, pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const texts = {
  en: {
    start: 'Upload photos',
    next: 'Continue',
    email: 'Email address',
    pay: /^Pay /,
    count: '5 photos from 11 files',
    badge: '3 exposures',
    frames: (n: number) => `Exposures of photo ${n}`,
    split: (n: number) => `Start a new photo from exposure ${n}`,
    merge: (n: number) => `Merge photo ${n} with the next photo`,
    preview: 'Automatic preview — your designer edits the full exposures',
  },
  pl: {
    start: 'Prześlij zdjęcia',
    next: 'Dalej',
    email: 'Adres e-mail',
    pay: /^Zapłać /,
    count: 'Zdjęcia: 5, pliki: 11',
    badge: '3 ekspozycje',
    frames: (n: number) => `Ekspozycje zdjęcia ${n}`,
    split: (n: number) => `Zacznij nowe zdjęcie od ekspozycji ${n}`,
    merge: (n: number) => `Połącz zdjęcie ${n} z następnym`,
    preview: 'Automatyczny podgląd — grafik edytuje pełne ekspozycje',
  },
};

const rooms = ['kitchen', 'living', 'bedroom'];

/** Three rooms a minute apart, each −2/0/+2 EV within a second, then two single photos without EXIF. */
async function shoot() {
  const files = [];
  for (const [room, name] of rooms.entries()) {
    for (const [at, ev] of [-2, 0, 2].entries()) {
      files.push({
        name: `${name}-${at + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await bracketFrame({ ev, takenAt: `2026:11:29 10:0${room}:00`, subSec: String(at * 3) }),
      });
    }
  }
  files.push(
    { name: 'garden.png', mimeType: 'image/png', buffer: pngImage(300, 200, [40, 160, 60]) },
    { name: 'street.png', mimeType: 'image/png', buffer: pngImage(320, 200, [90, 90, 200]) },
  );
  return files;
}

const badges = (page: Page) => page.getByTestId('bracket-badge');

for (const [lang, device] of [
  ['en', 'desktop'],
  ['pl', 'phone'],
] as const) {
  const t = texts[lang];
  test(`${lang}, ${device}: three bracket sets and two photos are ordered as five photos, a folder per set`, async ({
    page,
  }) => {
    test.slow();
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}`);
    await page.getByRole('link', { name: t.start, exact: true }).first().click();
    await page.getByTestId('uploader-input').setInputFiles(await shoot());
    await expect(page.locator('li[data-status="done"]')).toHaveCount(11, { timeout: 120_000 });
    await expect(page.getByTestId('wizard-photo-count')).toHaveText(t.count);
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page.getByTestId('wizard-image')).toHaveCount(5);
    await expect(badges(page)).toHaveText([t.badge, t.badge, t.badge]);

    // The first set split at its third exposure, then that exposure put back.
    const first = page.getByTestId('wizard-image').first();
    if (device === 'desktop') {
      await first.getByText(t.frames(1), { exact: true }).focus();
      await page.keyboard.press('Enter');
      await first.getByRole('button', { name: t.split(3), exact: true }).focus();
      await page.keyboard.press('Enter');
    } else {
      await first.getByText(t.frames(1), { exact: true }).click();
      await first.getByRole('button', { name: t.split(3), exact: true }).click();
    }
    await expect(page.getByTestId('wizard-image')).toHaveCount(6);
    // Focus stays in the cards, on the photo that was split off.
    await expect(page.locator(':focus')).toBeVisible();
    const second = page.getByTestId('wizard-image').nth(1);
    await expect(second.getByTestId('bracket-badge')).toHaveCount(0);
    await first.getByRole('button', { name: t.merge(1), exact: true }).click();
    await expect(page.getByTestId('wizard-image')).toHaveCount(5);
    await expect(badges(page)).toHaveCount(3);

    // The automatic preview of each set, made by the media queue.
    await expect(page.getByRole('img', { name: t.preview, exact: true })).toHaveCount(3, { timeout: 60_000 });
    await expectAccessible(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);

    await firstServiceForAll(page);
    await page.getByRole('button', { name: t.next, exact: true }).click();
    const email = uniqueEmail(`brackets-${lang}`);
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

    // The designer: a folder per set in the originals ZIP, five photos to deliver.
    const designer = await designerToken(page);
    await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId });
    const zip = await page.request.get(`/api/orders/${orderId}/originals.zip`, {
      headers: { authorization: `Bearer ${designer.token}` },
    });
    expect(zip.status()).toBe(200);
    const names = [...(await unzip(await zip.body())).keys()].filter((name) => name !== 'instructions.txt');
    // The wizard lists files by name: each set takes the place of its first frame.
    const folder = (number: number, room: string) =>
      [1, 2, 3].map((frame) => `0${number}-${room}-2/${room}-${frame}.jpg`);
    expect(names).toEqual([
      ...folder(1, 'bedroom'),
      'garden.png',
      ...folder(3, 'kitchen'),
      ...folder(4, 'living'),
      'street.png',
    ]);
    await designerSubmits(page, designer.token, orderId, 'Done.');

    // The client sees five photos.
    await signInByOrderMail(page, email, lang);
    await page.goto(`/${lang}/dashboard/orders/${status.orderNumber}`);
    await expect(page.getByTestId('order-image')).toHaveCount(5);
  });
}
