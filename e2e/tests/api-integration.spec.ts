// Other software connected to PhotoEdit (issue 36), in English on a desktop and in Polish on a phone: the client makes
// a read-write API key and a webhook in the settings; their "studio platform" (this test) uploads a photo, creates an
// order and pays it through REST v1 (the offline provider); a designer claims and delivers it in the studio; the
// signed webhooks arrive at a real HTTP receiver, and the delivery log says so.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiClient } from './api-client';
import { expectAccessible } from './axe';
import { acceptCookies } from './helpers';
import {
  clientSignInWithCode,
  createApprovedDesigner,
  createClient,
  staffSignIn,
  uniqueEmail,
} from './identity-helpers';
import { pngImage } from './ordering-helpers';

test.beforeEach(async ({ page }) => acceptCookies(page));

interface Received {
  body: string;
  signature: string;
}

let receiver: Server;
let received: Received[] = [];
let hookUrl = '';

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['photoedit-signature'] ?? ''),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/photoedit-hook`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const texts = {
  en: {
    newKey: 'New key',
    write: /^May also create orders/,
    createKey: 'Create key',
    secret: /^Your new key/,
    newHook: 'New webhook',
    address: /^Address/,
    addHook: 'Add webhook',
    hookSecret: /^Signing secret of Studio platform/,
    hooks: 'Your webhooks',
    deliveries: 'Deliveries',
    log: 'Deliveries of Studio platform',
    delivered: 'Photos delivered · Delivered',
  },
  pl: {
    newKey: 'Nowy klucz',
    write: /^Może też tworzyć zamówienia/,
    createKey: 'Utwórz klucz',
    secret: /^Twój nowy klucz/,
    newHook: 'Nowy webhook',
    address: /^Adres \(https\)/,
    addHook: 'Dodaj webhook',
    hookSecret: /^Sekret podpisu: Studio platform/,
    hooks: 'Twoje webhooki',
    deliveries: 'Dostawy',
    log: 'Dostawy: Studio platform',
    delivered: 'Zdjęcia dostarczone · Dostarczona',
  },
};
type Texts = (typeof texts)['en'];

/** The API key and the webhook, made on the settings page; their secrets as shown once. */
async function makeKeyAndWebhook(page: Page, lang: 'en' | 'pl', t: Texts) {
  await page.goto(`/${lang}/dashboard/api-keys`);
  const keyForm = page.getByRole('form', { name: t.newKey });
  await keyForm.getByLabel(/^(Name|Nazwa)/).fill('Studio platform');
  await keyForm.getByLabel(t.write).check();
  await keyForm.getByRole('button', { name: t.createKey }).click();
  const secret = await page.getByLabel(t.secret).inputValue();
  expect(secret).toMatch(/^pe_[A-Za-z0-9_-]{40}$/);
  const hookForm = page.getByRole('form', { name: t.newHook });
  await hookForm.getByLabel(/^(Name|Nazwa)/).fill('Studio platform');
  await hookForm.getByLabel(t.address).fill(hookUrl);
  await hookForm.getByRole('button', { name: t.addHook }).click();
  const hookSecret = await page.getByLabel(t.hookSecret).inputValue();
  expect(hookSecret).toMatch(/^whsec_/);
  await expect(page.getByRole('list', { name: t.hooks })).toContainText('Studio platform');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  return { secret, hookSecret };
}

/** The studio platform's calls: one upload, the order, its payment. The order's number. */
async function orderThroughApi(page: Page, secret: string, lang: 'en' | 'pl') {
  const authorization = { authorization: `Bearer ${secret}` };
  const upload = await page.request.post('/api/v1/media', {
    headers: authorization,
    multipart: {
      file: { name: 'living-room.png', mimeType: 'image/png', buffer: pngImage(64, 48, [90, 140, 200]) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const mediaId = ((await upload.json()) as { id: string }).id;
  const [service] = await apiClient(page.request).services.list.query({ lang });
  const created = await page.request.post('/api/v1/orders', {
    headers: { ...authorization, 'idempotency-key': `listing-${mediaId}` },
    data: {
      images: [{ mediaId, serviceIds: [service?.id] }],
      language: lang,
      propertyAddress: '12 Elm Street',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: number };
  const paid = await page.request.post(`/api/v1/orders/${orderNumber}/pay`, { headers: authorization });
  expect(await paid.json()).toMatchObject({ paid: true, provider: 'offline' });
  return orderNumber;
}

/** A designer claims the order in the studio and delivers one edited file. */
async function designerDelivers(browser: Browser, orderNumber: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  const designer = await createApprovedDesigner(page, uniqueEmail('api-designer'));
  await staffSignIn(page, 'designer', designer.email, designer.password);
  const card = page
    .getByRole('tabpanel', { name: 'Available Orders' })
    .getByRole('group', { name: `Order #${orderNumber}` });
  await card.getByRole('button', { name: `Claim order #${orderNumber}` }).click();
  await expect(page.getByText(`Order #${orderNumber} claimed.`)).toBeVisible();
  await page
    .getByRole('tabpanel', { name: 'My Orders' })
    .getByRole('button', { name: 'Deliver edited photos' })
    .click();
  await page
    .getByLabel('Choose files for all photos')
    .setInputFiles([
      { name: 'living-room.png', mimeType: 'image/png', buffer: pngImage(64, 48, [200, 140, 90]) },
    ]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Upload and submit' }).click();
  await expect(page.getByText('Work submitted')).toBeVisible();
  await context.close();
}

const verified = (message: Received, secret: string) => {
  const parts = Object.fromEntries(message.signature.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${message.body}`).digest('hex');
  return parts.v1 === expected;
};

for (const [lang, device] of [
  ['en', 'desktop'],
  ['pl', 'phone'],
] as const) {
  const t = texts[lang];
  test(`${lang}, ${device}: a key and a webhook made in the settings drive an order through the API to a delivery`, async ({
    page,
    browser,
  }) => {
    test.slow();
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail(`api-${lang}`);
    await createClient(page, email, lang);
    await clientSignInWithCode(page, lang, email);
    const { secret, hookSecret } = await makeKeyAndWebhook(page, lang, t);
    const orderNumber = await orderThroughApi(page, secret, lang);
    await designerDelivers(browser, orderNumber);

    const ofOrder = () =>
      received
        .map((message) => ({
          message,
          event: JSON.parse(message.body) as {
            id: string;
            type: string;
            data: { order: { number: number } };
          },
        }))
        .filter(({ event }) => event.data.order?.number === orderNumber);
    await expect
      .poll(
        () =>
          ofOrder()
            .map(({ event }) => event.type)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual(['order.delivered', 'order.paid']);
    for (const { message } of ofOrder()) expect(verified(message, hookSecret)).toBe(true);

    // The delivery log in the settings says what arrived.
    await page.reload();
    await page.getByRole('list', { name: t.hooks }).getByRole('button', { name: t.deliveries }).click();
    await expect(page.getByRole('list', { name: t.log })).toContainText(t.delivered);
    await expectAccessible(page);
    received = received.filter((message) => !ofOrder().some((own) => own.message === message));
  });
}
