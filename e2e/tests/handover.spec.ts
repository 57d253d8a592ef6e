// Handing the result over, in English and in Polish: the client sees the edited thumbnails and the property on
// the dashboard, downloads one photo and the whole order as a ZIP (checked byte for byte after download), moves
// the before/after line with the keyboard, zooms in the full-screen viewer and asks for a revision with two pins;
// the designer sees the pins over the original and the delivery, downloads the originals ZIP and redelivers,
// and both still see the pins, now over the replaced delivery.
import { readFile } from 'node:fs/promises';
import { type Browser, type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { sha256, unzip } from '../../apps/api/src/modules/orders/downloads/downloads.testing';
import { bearerClient } from './api-client';
import { expectAccessible } from './axe';
import { designerSubmits, designerToken, editedPng, signInByOrderMail } from './delivery-helpers';
import { acceptCookies, chooseLanguage } from './helpers';
import { staffSignIn, uniqueEmail } from './identity-helpers';
import { placePaidOrder } from './order-fixtures';

async function saved(download: Download) {
  const path = await download.path();
  return readFile(path);
}

async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return file;
}

/** "Action: Photo n" names: the photo part is screen-reader text, which Chromium separates with a space. */
const forPhoto = (action: string, photo: string) => new RegExp(`^${action}\\s*: ${photo}$`);

const texts = {
  en: {
    editedThumbnail: (n: number) => `Edited photo 1 of order #${n}`,
    view: (n: number) => `View order #${n}`,
    download: forPhoto('Download', 'Photo 1'),
    fullZip: 'Full resolution (ZIP)',
    slider: 'Compare the original and the edited version of photo 1',
    openViewer: forPhoto('View full screen', 'Photo 1'),
    openViewer2: forPhoto('View full screen', 'Photo 2'),
    viewerTitle: (photo: number) => `Photo ${photo} of 2`,
    zoomIn: 'Zoom in',
    viewerDownload: 'Download',
    nextPhoto: 'Next photo',
    requestRevision: forPhoto('Request revision', 'Photo 2'),
    requestRevision1: forPhoto('Request revision', 'Photo 1'),
    revisionDialog: 'Request a revision of photo 2',
    note: 'What should be changed?',
    putPin: 'Put a pin on the photo',
    pinNote: (m: number) => `What to change at pin ${m}`,
    send: 'Send revision request',
    pinsOnPhoto: 'Pins on the photo',
    onEarlier: 'Your pins on the version you sent back',
    originalsZip: 'Download all originals with instructions (ZIP, 2)',
    pinsOnOriginal: 'Pins on the original',
    pinsOnCurrent: 'Pins on your delivery',
    pinsOnEarlier: 'Pins on your earlier delivery',
    deliverRevisions: 'Deliver the revised photos',
    chooseAll: 'Choose files for all photos',
    next: 'Continue',
    start: 'Upload and submit',
    submitted: 'Work submitted',
    photo: (p: number) => `Photo ${p}`,
    pinnedByClient: 'Instructions pinned by the client',
    pinsDone: '(1 of 1 done)',
    yourPins: 'Your instructions on the photo',
    done: 'Done',
  },
  pl: {
    editedThumbnail: (n: number) => `Edytowane zdjęcie 1 z zamówienia #${n}`,
    view: (n: number) => `Zobacz zamówienie #${n}`,
    download: forPhoto('Pobierz', 'Zdjęcie 1'),
    fullZip: 'Pełna rozdzielczość (ZIP)',
    slider: 'Porównaj oryginał i edytowaną wersję zdjęcia 1',
    openViewer: forPhoto('Pokaż na pełnym ekranie', 'Zdjęcie 1'),
    openViewer2: forPhoto('Pokaż na pełnym ekranie', 'Zdjęcie 2'),
    viewerTitle: (photo: number) => `Zdjęcie ${photo} z 2`,
    zoomIn: 'Powiększ',
    viewerDownload: 'Pobierz',
    nextPhoto: 'Następne zdjęcie',
    requestRevision: forPhoto('Poproś o poprawkę', 'Zdjęcie 2'),
    requestRevision1: forPhoto('Poproś o poprawkę', 'Zdjęcie 1'),
    revisionDialog: 'Prośba o poprawkę zdjęcia 2',
    note: 'Co należy zmienić?',
    putPin: 'Wbij pinezkę w zdjęcie',
    pinNote: (m: number) => `Co zmienić przy pinezce ${m}`,
    send: 'Wyślij prośbę o poprawkę',
    pinsOnPhoto: 'Pinezki na zdjęciu',
    onEarlier: 'Twoje pinezki na wersji odesłanej do poprawki',
    originalsZip: 'Pobierz wszystkie oryginały z instrukcjami (ZIP, 2)',
    pinsOnOriginal: 'Pinezki na oryginale',
    pinsOnCurrent: 'Pinezki na Twojej wersji',
    pinsOnEarlier: 'Pinezki na Twojej wcześniejszej wersji',
    deliverRevisions: 'Oddaj poprawione zdjęcia',
    chooseAll: 'Wybierz pliki dla wszystkich zdjęć',
    next: 'Dalej',
    start: 'Prześlij i oddaj',
    submitted: 'Praca oddana',
    photo: (p: number) => `Zdjęcie ${p}`,
    pinnedByClient: 'Instrukcje przypięte przez klienta',
    pinsDone: '(zrobione: 1 z 1)',
    yourPins: 'Twoje instrukcje na zdjęciu',
    done: 'Zrobione',
  },
};

/** A second browser context for the designer, in the given language. */
async function designerPage(
  browser: Browser,
  lang: 'en' | 'pl',
  credentials: { email: string; password: string },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await staffSignIn(page, 'designer', credentials.email, credentials.password);
  if (lang === 'pl') await chooseLanguage(page, 'pl');
  return page;
}

for (const lang of ['en', 'pl'] as const) {
  const t = texts[lang];

  test(`${lang}: the client takes the result away, asks for a revision with two pins; the designer sees them and redelivers`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await acceptCookies(page);
    const email = uniqueEmail(`handover-${lang}`);
    const order = await placePaidOrder(page.request, {
      email,
      photos: 2,
      language: lang,
      propertyAddress: '12 Harbour Road, Gdynia',
      notes: 'Blue sky on every exterior.',
      pins: [{ x: 0.3, y: 0.4, note: 'Remove the ladder' }],
    });
    const designer = await designerToken(page);
    await bearerClient(page.request, designer.token).designer.orders.claim.mutate({ orderId: order.orderId });
    const delivered = await designerSubmits(page, designer.token, order.orderId, 'All done.');

    // The dashboard: the property and the edited thumbnails.
    await signInByOrderMail(page, email, lang);
    const card = page.getByTestId('client-order');
    await expect(card).toContainText('12 Harbour Road, Gdynia');
    await expect(card.getByRole('img', { name: t.editedThumbnail(order.orderNumber) })).toBeVisible();
    await card.getByRole('link', { name: t.view(order.orderNumber) }).click();
    await expect(page.getByText('12 Harbour Road, Gdynia')).toBeVisible();
    await expectAccessible(page);

    // One photo, byte-exact, under its meaningful name.
    const photo = await download(page, page.getByRole('link', { name: t.download }));
    expect(photo.suggestedFilename()).toBe(`${order.orderNumber}-01-photo-1-edited.png`);
    expect(sha256(await saved(photo))).toBe(sha256(delivered.get(0) as Buffer));

    // The whole order at full resolution: every entry byte-equal to the delivered file.
    const zip = await download(page, page.getByRole('link', { name: t.fullZip }));
    expect(zip.suggestedFilename()).toBe(`PhotoEdit-${order.orderNumber}-edited.zip`);
    const entries = await unzip(await saved(zip));
    expect([...entries.keys()]).toEqual([
      `${order.orderNumber}-01-photo-1-edited.png`,
      `${order.orderNumber}-02-photo-2-edited.png`,
    ]);
    expect(sha256(entries.get(`${order.orderNumber}-02-photo-2-edited.png`) as Buffer)).toBe(
      sha256(delivered.get(1) as Buffer),
    );

    // The before/after line from the keyboard.
    const slider = page.getByRole('slider', { name: t.slider });
    await slider.focus();
    await expect(slider).toHaveValue('50');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('51');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('100');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');

    // The full-screen viewer: zoom, the next photo, Escape back to where it was opened.
    const opener = page.getByRole('button', { name: t.openViewer });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: t.viewerTitle(1) });
    await expect(viewer).toBeVisible();
    const picture = viewer.getByRole('img');
    const before = await picture.evaluate((img) => img.getBoundingClientRect().width);
    await viewer.getByRole('button', { name: t.zoomIn }).click();
    await expect
      .poll(() => picture.evaluate((img) => img.getBoundingClientRect().width))
      .toBeGreaterThan(before);
    await expectAccessible(page);
    // The delivered file can be taken from the viewer too.
    const fromViewer = await download(page, viewer.getByRole('link', { name: t.viewerDownload }));
    expect(sha256(await saved(fromViewer))).toBe(sha256(delivered.get(0) as Buffer));
    await viewer.getByRole('button', { name: t.nextPhoto }).click();
    await expect(page.getByRole('dialog', { name: t.viewerTitle(2) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Focus returns to the photo last shown.
    await expect(page.getByRole('button', { name: t.openViewer2 })).toBeFocused();

    // A revision of photo 2 with two pins, each with its note.
    await page.getByRole('button', { name: t.requestRevision }).click();
    const dialog = page.getByRole('dialog', { name: t.revisionDialog });
    await dialog.getByLabel(t.note).fill('See the two pins.');
    const pinnable = dialog.getByRole('button', { name: t.putPin });
    await pinnable.click({ position: { x: 10, y: 10 } });
    await dialog.getByLabel(t.pinNote(1)).fill('Remove the cable');
    await pinnable.click({ position: { x: 40, y: 30 } });
    await dialog.getByLabel(t.pinNote(2)).fill('Brighter window');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(dialog).toBeHidden();
    const second = page.getByTestId('order-image').nth(1);
    const request = second.getByTestId('revision-request');
    await expect(request.getByRole('list', { name: t.pinsOnPhoto })).toContainText('Remove the cable');
    await expect(request.getByRole('list', { name: t.pinsOnPhoto }).getByRole('listitem')).toHaveCount(2);
    await expect(request.getByTestId('photo-pin')).toHaveCount(2);

    // The designer: the pins over the original and over the delivery, the originals ZIP, the redelivery.
    const studio = await designerPage(browser, lang, designer);
    await studio.goto(`/staff/designer?tab=mine&order=${order.orderId}`);
    const photo2 = studio.getByRole('group', { name: t.photo(2) });
    const pins = photo2.getByTestId('revision-request');
    await expect(pins).toContainText('See the two pins.');
    await expect(pins.getByText(t.pinsOnOriginal)).toBeVisible();
    await expect(pins.getByText(t.pinsOnCurrent)).toBeVisible();
    await expect(pins.getByTestId('photo-pin')).toHaveCount(4);
    await expect(pins).toContainText('Brighter window');
    await expectAccessible(studio);

    // The client's instruction pinned on photo 1: a checklist over the original, ticked off.
    const checklist = studio.getByRole('region', { name: t.pinnedByClient });
    await expect(checklist.getByTestId('photo-pin')).toHaveCount(1);
    await checklist.getByRole('checkbox', { name: /Remove the ladder/ }).check();
    await expect(checklist).toContainText(t.pinsDone);

    const originals = await download(studio, studio.getByRole('link', { name: t.originalsZip }));
    const originalEntries = await unzip(await saved(originals));
    expect([...originalEntries.keys()].sort()).toEqual(
      expect.arrayContaining(['photo-1.png', 'photo-2.png']),
    );
    expect([...originalEntries.keys()].some((name) => name.endsWith('.txt'))).toBe(true);
    expect(
      [...originalEntries.values()].some((data) =>
        data.toString('utf8').includes('Blue sky on every exterior.'),
      ),
    ).toBe(true);

    await studio.getByRole('button', { name: t.deliverRevisions }).click();
    await studio
      .getByLabel(t.chooseAll)
      .setInputFiles([{ name: 'photo-2-revised.png', mimeType: 'image/png', buffer: editedPng(1, 1) }]);
    await studio.getByRole('button', { name: t.next }).click();
    await studio.getByRole('button', { name: t.next }).click();
    await studio.getByRole('button', { name: t.start }).click();
    await expect(studio.getByText(t.submitted)).toBeVisible();
    await expect(pins.getByText(t.pinsOnEarlier)).toBeVisible();
    await expect(pins.getByTestId('photo-pin')).toHaveCount(4);
    await studio.context().close();

    // The client: the new version, and the pins kept on the version that was sent back.
    await page.reload();
    await expect(page.getByRole('region', { name: t.yourPins })).toContainText(t.done);
    await expect(request.getByText(t.onEarlier)).toBeVisible();
    await expect(request.getByTestId('photo-pin')).toHaveCount(2);
    await expectAccessible(page);

    // On a 320 px phone nothing scrolls sideways: the page, the viewer and the revision dialog with its pins.
    await page.setViewportSize({ width: 320, height: 640 });
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(sideways).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: t.openViewer }).click();
    await expect(page.getByRole('dialog', { name: t.viewerTitle(1) })).toBeVisible();
    await expect.poll(sideways).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t.requestRevision1 }).click();
    await page.getByRole('button', { name: t.putPin }).press('Enter');
    await expect(page.getByLabel(t.pinNote(1))).toBeFocused();
    await expect.poll(sideways).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
  });
}
