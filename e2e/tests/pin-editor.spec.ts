// The pin editor large: from a photo's card in step 2 the photo opens at preview size in a dialog, zoomed in, and a
// pin placed there is the card's pin — on a desktop in English and on a phone in Polish, axe clean.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies } from './helpers';
import { pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const [lang, device, texts] of [
  [
    'en',
    { width: 1280, height: 900 },
    {
      next: 'Continue',
      instructions: /^Add instructions for the designer/,
      pins: 'Pin instructions on the photo',
      large: /^Open the photo large to place pins/,
      dialog: /^Pins on /,
      zoomIn: 'Zoom in',
      zoom: 'Zoom: 200%',
      mark: 'Put a pin on the photo',
      note: 'What to change at pin 1',
      done: 'Done',
      pinned: 'Instructions pinned on the photo: 1',
    },
  ],
  [
    'pl',
    { width: 390, height: 844 },
    {
      next: 'Dalej',
      instructions: /^Dodaj instrukcje dla grafika/,
      pins: 'Przypnij instrukcje do zdjęcia',
      large: /^Otwórz duże zdjęcie, aby wstawić pinezki/,
      dialog: /^Pinezki na: /,
      zoomIn: 'Przybliż',
      zoom: 'Powiększenie: 200%',
      mark: 'Wbij pinezkę w zdjęcie',
      note: 'Co zmienić przy pinezce 1',
      done: 'Gotowe',
      pinned: 'Instrukcje przypięte do zdjęcia: 1',
    },
  ],
] as const) {
  test(`${lang}: a pin placed on the photo opened large and zoomed in is the card's pin`, async ({
    page,
  }) => {
    await page.setViewportSize(device);
    await page.goto(`/${lang}#order`);
    await page
      .getByTestId('uploader-input')
      .setInputFiles([
        { name: 'kitchen.png', mimeType: 'image/png', buffer: pngImage(1600, 1200, [90, 120, 150]) },
      ]);
    await expect(page.locator('li[data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('button', { name: texts.next, exact: true }).click();
    const card = page.getByTestId('wizard-image');
    await card.locator('summary').filter({ hasText: texts.instructions }).click();
    await card.getByRole('button', { name: texts.pins }).click();
    await card.getByRole('button', { name: texts.large }).click();

    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog.getByRole('img').first()).toHaveAttribute('src', /quality=preview/);
    await dialog.getByRole('button', { name: texts.zoomIn }).click();
    await expect(dialog.getByTestId('pin-zoom')).toHaveText(texts.zoom);
    const photo = dialog.getByRole('button', { name: texts.mark });
    await photo.click({ position: { x: 40, y: 30 } });
    await dialog.getByLabel(texts.note).fill('The cable by the socket');
    // The zoomed photo scrolls in its frame, never the page sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: texts.done }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: texts.pinned })).toBeVisible();
    await expect(card.getByLabel(texts.note)).toHaveValue('The cable by the socket');
  });
}
