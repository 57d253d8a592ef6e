import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import type { MailboxMessage } from './identity-helpers';

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A small valid RGB PNG: a diagonal gradient over the given colour, so each photo looks different. */
export function pngImage(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const shade = Math.round(((x + y) / (width + height)) * 80);
      row[1 + x * 3] = Math.min(255, r + shade);
      row[2 + x * 3] = Math.min(255, g + shade);
      row[3 + x * 3] = Math.min(255, b + shade);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Three photos for the wizard. */
export const threePhotos = () => [
  { name: 'living-room.png', mimeType: 'image/png', buffer: pngImage(64, 48, [40, 90, 160]) },
  { name: 'kitchen.png', mimeType: 'image/png', buffer: pngImage(64, 48, [160, 60, 40]) },
  { name: 'garden.png', mimeType: 'image/png', buffer: pngImage(64, 48, [40, 140, 60]) },
];

/** A discount code made through the development API (tests only). */
export async function createDiscountCode(page: Page, value = 20, maxUses = 5) {
  const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const response = await page.request.post('/api/dev/discount-codes', {
    data: { code, kind: 'percent', value, maxUses },
  });
  expect(response.status()).toBe(201);
  return code;
}

/** The order confirmations sent to `email` (development mailbox, JSON). */
export async function orderMails(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  return messages.filter((message) => message.template === 'order_confirmation');
}

/** Waits for the order confirmation and returns it with the path of its one-click sign-in link. */
export async function readOrderMail(page: Page, email: string) {
  await expect
    .poll(async () => (await orderMails(page, email)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const [mail] = await orderMails(page, email);
  const link = /https?:\/\/[^\s]+\/auth\/auto-login\?token=[^\s]+/.exec(mail?.text ?? '')?.[0];
  if (!mail || !link) throw new Error(`No sign-in link in the order mail:\n${mail?.text}`);
  const url = new URL(link);
  return { mail, autoLoginPath: `${url.pathname}${url.search}` };
}

/** The services step: every photo selected and the first service added to all of them (either language). */
export async function firstServiceForAll(page: Page) {
  await page.getByRole('checkbox', { name: /^(Select all photos|Zaznacz wszystkie zdjęcia)$/ }).check();
  await page
    .getByTestId('bulk-service')
    .first()
    .getByRole('button', { name: /^(Add to selected|Dodaj do zaznaczonych)/ })
    .click();
}
