import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies, waitForApp } from './helpers';
import { uniqueEmail } from './identity-helpers';
import { createDiscountCode, orderMails, pngImage, readOrderMail, threePhotos } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

const wizardKey = 'photoedit-order-wizard';

interface Texts {
  lang: 'en' | 'pl';
  title: string;
  steps: [string, string, string, string];
  next: string;
  serviceRequired: string;
  emailRequired: string;
  email: string;
  firstName: string;
  note: string;
  discountLabel: string;
  apply: string;
  invalidDiscount: string;
  originalPrice: RegExp;
  discountAmount: RegExp;
  remainingUses: string;
  testPayment: string;
  pay: RegExp;
  submitted: string;
  orderNumber: RegExp;
  checkEmail: string;
  dashboard: RegExp;
  noPhotos: string;
  tooSmall: string;
  keepPhoto: string;
  pinToggle: string;
  putPin: string;
  pinEmpty: string;
  pinNote: string;
  pinnedTitle: string;
}

const en: Texts = {
  lang: 'en',
  title: 'Start your order',
  steps: ['Upload Photos', 'Select Services', 'Your Details', 'Review & Pay'],
  next: 'Continue',
  serviceRequired: 'Please select at least one service for this image.',
  emailRequired: 'Please enter your email address.',
  email: 'Email address',
  firstName: 'First name',
  note: 'Instructions for the designer',
  discountLabel: 'Discount code',
  apply: 'Apply',
  invalidDiscount: 'Invalid discount code.',
  originalPrice: /^Original price: /,
  discountAmount: /^Discount: /,
  remainingUses: 'Remaining uses: 5',
  testPayment: 'Test payment — no real charge',
  pay: /^Pay /,
  submitted: 'Order submitted',
  orderNumber: /^Order number: \d+$/,
  checkEmail: 'We sent the order confirmation and a sign-in link to',
  dashboard: /\/en\/dashboard$/,
  noPhotos: 'Please upload at least one photo.',
  tooSmall: 'The photo is small',
  keepPhoto: 'Keep this photo as it is',
  pinToggle: 'Pin instructions on the photo',
  putPin: 'Put a pin on the photo',
  pinEmpty: 'Please write the instruction for each pin, or remove the pin.',
  pinNote: 'What to change at pin 1',
  pinnedTitle: 'Your instructions on the photo',
};

const pl: Texts = {
  lang: 'pl',
  title: 'Złóż zamówienie',
  steps: ['Prześlij zdjęcia', 'Wybierz usługi', 'Twoje dane', 'Podsumowanie i płatność'],
  next: 'Dalej',
  serviceRequired: 'Wybierz co najmniej jedną usługę dla tego zdjęcia.',
  emailRequired: 'Podaj swój adres e-mail.',
  email: 'Adres e-mail',
  firstName: 'Imię',
  note: 'Instrukcje dla grafika',
  discountLabel: 'Kod rabatowy',
  apply: 'Zastosuj',
  invalidDiscount: 'Nieprawidłowy kod rabatowy.',
  originalPrice: /^Cena pierwotna: /,
  discountAmount: /^Rabat: /,
  remainingUses: 'Pozostałe użycia: 5',
  testPayment: 'Płatność testowa — bez rzeczywistego obciążenia',
  pay: /^Zapłać /,
  submitted: 'Zamówienie złożone',
  orderNumber: /^Numer zamówienia: \d+$/,
  checkEmail: 'Potwierdzenie zamówienia i link do logowania wysłaliśmy na adres',
  dashboard: /\/pl\/dashboard$/,
  noPhotos: 'Prześlij co najmniej jedno zdjęcie.',
  tooSmall: 'Zdjęcie jest małe',
  keepPhoto: 'Zostaw to zdjęcie bez zmian',
  pinToggle: 'Przypnij instrukcje do zdjęcia',
  putPin: 'Wbij pinezkę w zdjęcie',
  pinEmpty: 'Wpisz instrukcję przy każdej pinezce albo ją usuń.',
  pinNote: 'Co zmienić przy pinezce 1',
  pinnedTitle: 'Twoje instrukcje na zdjęciu',
};

/** The step's heading: an h3 in the home page's wizard, an h2 on /{lang}/upload where the wizard is the page. */
const stepHeading = (page: Page, name: string, level = 3) =>
  page.getByTestId('wizard-step').getByRole('heading', { level, name: new RegExp(`${escapeRegExp(name)}$`) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');

/** Step 1: three photos through the uploader, all stored. */
async function uploadThree(page: Page, t: Texts) {
  await page.goto(`/${t.lang}`);
  await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
  await expect(stepHeading(page, t.steps[0])).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /progress|Postęp/ }).locator('[aria-current="step"]'),
  ).toContainText(t.steps[0]);
  // Continuing without photos says so; the message clears as soon as photos are uploaded.
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.noPhotos })).toBeVisible();
  await page.getByTestId('uploader-input').setInputFiles(threePhotos());
  await expect(page.locator('li[data-status="done"]')).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByText(t.noPhotos)).toHaveCount(0);
}

async function runWholeOrder(page: Page, t: Texts) {
  const email = uniqueEmail(`order-${t.lang}`);
  const code = await createDiscountCode(page, 20, 5);

  await uploadThree(page, t);
  await expectAccessible(page);
  await page.getByRole('button', { name: t.next, exact: true }).click();

  // Step 2: continuing without services shows the SPEC message on every image and focuses the first.
  await expect(stepHeading(page, t.steps[1])).toBeFocused();
  const images = page.getByTestId('wizard-image');
  await expect(images).toHaveCount(3);
  // The photo check: these 64 × 48 test photos are too small (and alike); the client may keep one as it is.
  await expect(images.nth(0).getByTestId('photo-warnings')).toContainText(t.tooSmall);
  await expect(page.getByTestId('photo-warnings')).toHaveCount(3);
  await images
    .nth(0)
    .getByRole('button', { name: new RegExp(`^${t.keepPhoto}`) })
    .click();
  await expect(page.getByTestId('photo-warnings')).toHaveCount(2);
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.serviceRequired })).toHaveCount(3);
  await expect(images.nth(0).getByRole('group').getByRole('checkbox').first()).toBeFocused();
  await expectAccessible(page);
  for (let index = 0; index < 3; index += 1) {
    await images.nth(index).getByRole('group').getByRole('checkbox').nth(0).check();
    await images.nth(index).getByRole('group').getByRole('checkbox').nth(1).check();
    await expect(images.nth(index).getByRole('alert')).toHaveCount(0);
  }
  await images.nth(0).locator('summary').click();
  await images.nth(0).getByLabel(t.note).fill('Brighten the windows, please.');
  // An instruction pinned on the first photo: continuing with it unwritten is refused at the pin.
  await images.nth(0).getByRole('button', { name: t.pinToggle }).click();
  await images
    .nth(0)
    .getByRole('button', { name: t.putPin })
    .click({ position: { x: 20, y: 15 } });
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(images.nth(0).getByRole('alert')).toHaveText(t.pinEmpty);
  await expect(images.nth(0).getByLabel(t.pinNote)).toBeFocused();
  await images.nth(0).getByLabel(t.pinNote).fill('Remove the bin by the door');
  // A reference image for the first photo, through the same upload path as the photos.
  await images
    .nth(0)
    .getByTestId('reference-input')
    .setInputFiles([
      { name: 'sky-like-this.png', mimeType: 'image/png', buffer: pngImage(64, 48, [80, 140, 230]) },
    ]);
  await expect(images.nth(0).getByTestId('reference-picker').getByRole('img')).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('button', { name: t.next, exact: true }).click();

  // Step 3: the e-mail is required.
  await expect(stepHeading(page, t.steps[2])).toBeFocused();
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByText(t.emailRequired)).toBeVisible();
  await expect(page.getByLabel(t.email)).toBeFocused();
  await expect(page.getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.firstName).fill('Robin');
  await page.getByRole('button', { name: t.next, exact: true }).click();

  // Step 4: every image with its two services and the note; invalid and valid discount codes.
  await expect(stepHeading(page, t.steps[3])).toBeFocused();
  const reviewed = page.getByTestId('review-image');
  await expect(reviewed).toHaveCount(3);
  for (let index = 0; index < 3; index += 1)
    await expect(reviewed.nth(index).getByRole('listitem')).toHaveCount(2);
  await expect(reviewed.nth(0)).toContainText('Brighten the windows, please.');
  await expect(page.getByTestId('review-contact')).toContainText(email);
  const totalBefore = await page.getByTestId('review-total').textContent();
  await page.getByRole('textbox', { name: t.discountLabel }).fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: t.apply, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.invalidDiscount })).toBeVisible();
  await page.getByRole('textbox', { name: t.discountLabel }).fill(code);
  await page.getByRole('button', { name: t.apply, exact: true }).click();
  const applied = page.getByTestId('discount-applied');
  await expect(applied.getByText(t.originalPrice)).toBeVisible();
  await expect(applied.getByText(t.discountAmount)).toBeVisible();
  await expect(applied.getByText(t.remainingUses)).toBeVisible();
  await expect(page.getByTestId('review-total')).not.toHaveText(totalBefore ?? '');
  await expect(page.getByTestId('test-payment')).toContainText(t.testPayment);
  await expectAccessible(page);

  // The offline test payment; a double click makes one order.
  await page.getByRole('button', { name: t.pay }).dblclick();
  await expect(page).toHaveURL(/\/payment-success\?/);
  await expect(page.getByRole('heading', { level: 1, name: t.submitted })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(t.orderNumber);
  await expect(page.getByText(t.checkEmail)).toBeVisible();
  await expectAccessible(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), wizardKey)).toBeNull();

  // The confirmation e-mail (one, in the client's language) and its one-click link to the dashboard.
  const { mail, autoLoginPath } = await readOrderMail(page, email);
  const orderNumber = (await page.getByTestId('order-number').textContent())?.match(/\d+/)?.[0];
  expect(mail.subject).toContain(orderNumber ?? 'missing');
  expect(await orderMails(page, email)).toHaveLength(1);
  await page.goto(autoLoginPath);
  await expect(page).toHaveURL(t.dashboard);
  // The order keeps the pinned instruction, shown over the original.
  await page.goto(`/${t.lang}/dashboard/orders/${orderNumber}`);
  await expect(page.getByRole('region', { name: t.pinnedTitle })).toContainText('Remove the bin by the door');
  await expect(page.getByTestId('references').getByRole('img')).toHaveCount(1);
  return { email };
}

test('the whole order in English: three photos, two services each, a discount, the test payment, the e-mail and its link', async ({
  page,
}) => {
  test.slow();
  const { email } = await runWholeOrder(page, en);

  // Signed in now: /en/upload is the wizard with the client's details filled in.
  await page.goto('/en/upload');
  await expect(stepHeading(page, en.steps[0], 2)).toBeVisible();
  await page.getByTestId('uploader-input').setInputFiles(threePhotos().slice(0, 1));
  await expect(page.locator('li[data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await page.getByTestId('wizard-image').first().getByRole('group').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await expect(page.getByLabel(en.email)).toHaveValue(email);
  await expect(page.getByText('We filled in the details of your account.')).toBeVisible();
});

test('the whole order in Polish', async ({ page }) => {
  test.slow();
  await runWholeOrder(page, pl);
});

test('a reload keeps the photos and choices; a canceled payment returns to Review & Pay with everything kept', async ({
  page,
}) => {
  test.slow();
  await uploadThree(page, en);
  await page.getByRole('button', { name: en.next, exact: true }).click();
  const images = page.getByTestId('wizard-image');
  await images.nth(0).getByRole('group').getByRole('checkbox').nth(0).check();
  await images.nth(1).getByRole('group').getByRole('checkbox').nth(1).check();
  await images.nth(2).locator('summary').click();
  await images.nth(2).getByLabel(en.note).fill('Keep the lawn green.');
  const total = await page.getByTestId('wizard-live-total').textContent();

  await page.reload();
  await expect(stepHeading(page, en.steps[1])).toBeVisible();
  await expect(images).toHaveCount(3);
  await expect(images.nth(0).getByRole('group').getByRole('checkbox').nth(0)).toBeChecked();
  await expect(images.nth(1).getByRole('group').getByRole('checkbox').nth(1)).toBeChecked();
  await expect(images.nth(2).getByLabel(en.note)).toHaveValue('Keep the lawn green.');
  await expect(page.getByTestId('wizard-live-total')).toHaveText(total ?? '');
  for (const image of await images.all())
    await expect(image.getByRole('img').first()).toHaveJSProperty('complete', true);

  // Back to step 1: the uploader lists the three stored photos as uploaded, with their thumbnails; the third
  // (the one without a service) is removed there.
  const thirdName = (
    (await images
      .nth(2)
      .getByText(/^Photo 3: /)
      .textContent()) ?? ''
  ).replace('Photo 3: ', '');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const uploaded = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
  await expect(uploaded).toHaveCount(3);
  await expect(uploaded.filter({ hasText: 'Uploaded' })).toHaveCount(3);
  for (const photo of await uploaded.all())
    await expect(photo.getByRole('img')).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: `Remove ${thirdName}` }).click();
  await expect(uploaded).toHaveCount(2);
  await expect(page.getByTestId('wizard-photo-count')).toHaveText('Your photos (2)');
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await expect(images).toHaveCount(2);
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await page.getByLabel(en.email).fill(uniqueEmail('reload'));
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await expect(stepHeading(page, en.steps[3])).toBeVisible();

  // The provider sent the client back with a canceled payment: the page says so and goes back to step 4.
  await page.goto(
    '/payment-success?orderId=00000000-0000-4000-8000-000000000000&accessToken=not-a-real-order-token&redirect_status=canceled',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Payment canceled' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to payment' }).click();
  await expect(page).toHaveURL(/\/en#order$/);
  await expect(stepHeading(page, en.steps[3])).toBeVisible();
  await expect(page.getByTestId('review-image')).toHaveCount(2);
});

test('keyboard only: the stepper marks the current step and every step is reachable with Tab and Enter', async ({
  page,
}) => {
  await uploadThree(page, en);
  const next = page.getByRole('button', { name: en.next, exact: true });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, en.steps[1])).toBeFocused();
  const stepper = page.getByRole('navigation', { name: 'Order progress' });
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Select Services');
  // Space ticks a service from the keyboard.
  const images = page.getByTestId('wizard-image');
  for (let index = 0; index < 3; index += 1) {
    await images.nth(index).getByRole('group').getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await expect(images.nth(index).getByRole('group').getByRole('checkbox').first()).toBeChecked();
  }
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, en.steps[2])).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(en.email)).toBeFocused();
  await page.keyboard.type(uniqueEmail('keys'));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, en.steps[3])).toBeFocused();
  // The stepper's earlier steps are buttons: back to step 1 with Enter.
  await stepper.getByRole('button', { name: /Upload Photos/ }).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, en.steps[0])).toBeFocused();
});

test('on a 320 px phone a long camera file name never widens the wizard', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const longName = 'DJI_20261126_101522_0042_exterior_front_elevation_golden_hour_bracketed_HDR_final.png';
  await page.goto('/en');
  await waitForApp(page);
  // On a phone the wizard is below the hero: it comes with the hero's button (or with scrolling to it).
  await page.getByRole('link', { name: 'Upload photos' }).click();
  await page
    .getByTestId('uploader-input')
    .setInputFiles([{ name: longName, mimeType: 'image/png', buffer: pngImage(64, 48, [90, 90, 90]) }]);
  await expect(page.locator('li[data-status="done"]')).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await expect(stepHeading(page, en.steps[1])).toBeVisible();
  await expect(page.getByText(longName).first()).toBeVisible();
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await page.getByTestId('wizard-image').getByRole('group').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await page.getByLabel(en.email).fill(uniqueEmail('narrow'));
  await page.getByRole('button', { name: en.next, exact: true }).click();
  await expect(stepHeading(page, en.steps[3])).toBeVisible();
  await expect.poll(sideways).toBeLessThanOrEqual(0);
});
