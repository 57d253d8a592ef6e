// Downloads through HTTP on a real database and real stored files: every ZIP entry byte-equal (SHA-256) to what
// was uploaded, names as specified, the listing-ready set made once and cached, and who may download what.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClientOrderDetail } from '@photoedit/contracts';
import { parse as parseDisposition } from 'content-disposition';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { developmentJwtSecret } from '../../../config';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createUser, sessionFor, trpc } from '../../auth/auth.fixtures';
import { jpeg, png } from '../../media/media.fixtures';
import { removeGps } from '../../media/media.gps';
import {
  createMediaTestServer,
  createOrderWithMedia,
  fileBody,
  type MediaTestServer,
} from '../../media/media.testing';
import { sha256, unzip } from './downloads.testing';

let testDb: TestDatabase;
let server: MediaTestServer;
const db = () => testDb.database.db;

const tokens: Record<'client' | 'otherClient' | 'designer' | 'otherDesigner' | 'admin', string> = {
  client: '',
  otherClient: '',
  designer: '',
  otherDesigner: '',
  admin: '',
};
const ids: Record<string, string> = {};
let orderId = '';
let orderNumber = 0;
const originals: Buffer[] = [];
const edited: Buffer[] = [];

async function upload(token: string, data: Buffer, name: string) {
  const body = fileBody(data, name, name.endsWith('.png') ? 'image/png' : 'image/jpeg');
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** A 3000 × 2000 photo stored sideways (EXIF orientation 6), with GPS and a copyright notice. */
const editedWithMetadata = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Copyright 2026 Example Studio', Artist: 'Jane Roe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** What an upload of `file` stores: the same bytes, less its GPS. */
async function withoutGps(file: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'photoedit-gps-'));
  try {
    const path = join(dir, 'photo.jpg');
    await writeFile(path, file);
    await removeGps(path, 'jpeg');
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  const users = {
    client: await createUser(db(), 'client'),
    otherClient: await createUser(db(), 'client'),
    designer: await createUser(db(), 'designer', { approved: true }),
    otherDesigner: await createUser(db(), 'designer', { approved: true }),
    admin: await createUser(db(), 'admin'),
  };
  for (const [who, user] of Object.entries(users)) {
    ids[who] = user.id;
    tokens[who as keyof typeof tokens] = (
      await sessionFor(db(), user.id, { jwtSecret: developmentJwtSecret })
    ).access_token;
  }
  originals.push(await jpeg(800, 600), await png(640, 480), await jpeg(400, 300, 70));
  const originalIds = [
    await upload(tokens.client, originals[0] as Buffer, 'Living room.jpg'),
    await upload(tokens.client, originals[1] as Buffer, 'kitchen.png'),
    await upload(tokens.client, originals[2] as Buffer, 'Living room.jpg'),
  ];
  edited.push(await editedWithMetadata(), await jpeg(700, 500), await jpeg(500, 400));
  const editedIds = [];
  for (const [index, data] of edited.entries())
    editedIds.push(await upload(tokens.designer, data, `edit-${index}.jpg`));
  orderId = await createOrderWithMedia(db(), {
    clientId: ids.client as string,
    designerId: ids.designer as string,
    paid: true,
    mediaIds: originalIds,
  });
  await db()
    .updateTable('orders')
    .set({ notes: 'Blue sky on every exterior.', contact_property_address: '1 Main St' })
    .where('id', '=', orderId)
    .execute();
  const images = await db()
    .selectFrom('order_images')
    .select(['id', 'position'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  for (const image of images) {
    await db()
      .updateTable('order_images')
      .set({
        edited_media_id: editedIds[image.position] as string,
        submitted_at: new Date(),
        client_note: image.position === 1 ? 'Remove the cables' : null,
      })
      .where('id', '=', image.id)
      .execute();
  }
  orderNumber = (
    await db().selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow()
  ).order_number;
});
afterAll(async () => {
  await server?.cleanup();
  await testDb?.drop();
});

const fileNameOf = (response: { headers: Record<string, unknown> }) =>
  parseDisposition(String(response.headers['content-disposition'])).parameters.filename;

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

describe('the client downloads the delivered photos', () => {
  it('as one ZIP of the files as delivered: byte-equal, named {order}-{photo}-{name}-edited.{ext}, length announced', async () => {
    const response = await get(`/api/orders/${orderId}/edited.zip?set=full`, tokens.client);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(fileNameOf(response)).toBe(`PhotoEdit-${orderNumber}-edited.zip`);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual([
      `${orderNumber}-01-Living room-edited.jpg`,
      `${orderNumber}-02-kitchen-edited.jpg`,
      `${orderNumber}-03-Living room-edited.jpg`,
    ]);
    // As delivered, less the GPS every upload loses (media.gps.ts).
    expect([...entries.values()].map(sha256)).toEqual(
      (await Promise.all(edited.map(withoutGps))).map(sha256),
    );
  });

  it('as one ZIP of listing-ready JPEGs: long edge 2048, sRGB, upright, no GPS or owner data, copyright kept; made once', async () => {
    const first = await get(`/api/orders/${orderId}/edited.zip?set=listing`, tokens.client);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain(`PhotoEdit-${orderNumber}-listing-ready.zip`);
    const entries = await unzip(first.rawPayload);
    expect([...entries.keys()]).toEqual([
      `${orderNumber}-01-Living room-listing.jpg`,
      `${orderNumber}-02-kitchen-listing.jpg`,
      `${orderNumber}-03-Living room-listing.jpg`,
    ]);
    const big = entries.get(`${orderNumber}-01-Living room-listing.jpg`) as Buffer;
    const meta = await sharp(big).metadata();
    // Stored sideways as 3000 × 2000 with orientation 6: upright it is 2000 × 3000, so 1365 × 2048.
    expect([meta.width, meta.height]).toEqual([1365, 2048]);
    expect(meta.format).toBe('jpeg');
    expect(meta.space).toBe('srgb');
    expect(meta.isProgressive).toBe(true);
    expect(meta.orientation ?? 1).toBe(1);
    const exif = exifReader(meta.exif as Buffer);
    expect(exif.Image?.Copyright).toBe('Copyright 2026 Example Studio');
    expect(exif.Image?.Artist).toBeUndefined();
    expect(exif.GPSInfo).toBeUndefined();
    // Smaller photos are never enlarged.
    const small = await sharp(entries.get(`${orderNumber}-02-kitchen-listing.jpg`) as Buffer).metadata();
    expect([small.width, small.height]).toEqual([700, 500]);

    const cached = await db()
      .selectFrom('media_variants')
      .select('media_id')
      .where('quality', '=', 'listing')
      .execute();
    expect(cached).toHaveLength(3);
    const again = await get(`/api/orders/${orderId}/edited.zip?set=listing`, tokens.client);
    expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
    expect([...(await unzip(again.rawPayload)).values()].map(sha256)).toEqual(
      [...entries.values()].map(sha256),
    );
  });

  it('one photo at a time, byte-exact, from the signed address the order page carries (no header needed)', async () => {
    const detail = await trpc(
      server,
      'clientOrders.detail',
      { orderNumber },
      { token: tokens.client, type: 'query' },
    );
    const order = detail.body.result?.data as ClientOrderDetail;
    expect(order.downloads?.photoCount).toBe(3);
    const url = order.images[1]?.editedDownloadUrl as string;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(fileNameOf(response)).toBe(`${orderNumber}-02-kitchen-edited.jpg`);
    expect(sha256(response.rawPayload)).toBe(sha256(edited[1] as Buffer));
    const zip = await get(order.downloads?.listingZipUrl as string);
    expect(zip.statusCode).toBe(200);
    // The signature covers the exact path: another set or photo is refused.
    expect(
      (await get(String(order.downloads?.fullZipUrl).replace('set=full', 'set=listing'))).statusCode,
    ).toBe(404);
    expect((await get(url.replace('/photos/2/', '/photos/1/'))).statusCode).toBe(404);
  });
});

describe('the designer downloads the originals', () => {
  it('as one ZIP under their own names (made unique), byte-equal, with the instructions', async () => {
    const response = await get(`/api/orders/${orderId}/originals.zip`, tokens.designer, {
      'accept-language': 'pl',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`PhotoEdit-${orderNumber}-originals.zip`);
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual([
      'instructions.txt',
      'Living room.jpg',
      'kitchen.png',
      'Living room (2).jpg',
    ]);
    expect(
      ['Living room.jpg', 'kitchen.png', 'Living room (2).jpg'].map((name) =>
        sha256(entries.get(name) as Buffer),
      ),
    ).toEqual(originals.map(sha256));
    const instructions = (entries.get('instructions.txt') as Buffer).toString('utf8');
    expect(instructions).toContain(`Zamówienie PhotoEdit ${orderNumber}`);
    expect(instructions).toContain('Blue sky on every exterior.');
    expect(instructions).toContain('Adres nieruchomości: 1 Main St');
    expect(instructions).toContain('Zdjęcie 2: kitchen.png');
    expect(instructions).toContain('Uwagi klienta: Remove the cables');
  });

  it("with the client's pins and turnaround in the instructions, and each pinned photo with its pins drawn on", async () => {
    const kitchen = await db()
      .selectFrom('order_images')
      .select('id')
      .where('order_id', '=', orderId)
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    const pins = [
      { x: 0.25, y: 0.5, note: 'Remove the TV reflection', done: false },
      { x: 0.9, y: 0.1, note: 'Straighten the frame', done: false },
    ];
    await db()
      .updateTable('order_images')
      .set({ instruction_pins: JSON.stringify(pins) })
      .where('id', '=', kitchen.id)
      .execute();
    await db()
      .updateTable('orders')
      .set({ turnaround: 'express', turnaround_hours: 12, due_at: new Date('2026-11-29T14:00:00Z') })
      .where('id', '=', orderId)
      .execute();
    try {
      const response = await get(`/api/orders/${orderId}/originals.zip`, tokens.designer);
      expect(response.statusCode, response.body).toBe(200);
      // Drawn before the first byte: the ZIP's length is still known (a broken download resumes by range).
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const entries = await unzip(response.rawPayload);
      expect([...entries.keys()]).toContain('pins/02-kitchen-pins.jpg');
      const instructions = (entries.get('instructions.txt') as Buffer).toString('utf8');
      expect(instructions).toContain('Turnaround: Express (12 h), due 2026-11-29 14:00 (UTC)');
      expect(instructions).toContain('Pin 1 (25% from the left, 50% from the top): Remove the TV reflection');
      expect(instructions).toContain('Pin 2 (90% from the left, 10% from the top): Straighten the frame');
      expect(instructions).toContain('The pins drawn on the photo: pins/02-kitchen-pins.jpg');
      // The copy is the photo with a red disc where pin 1 is.
      const copy = sharp(entries.get('pins/02-kitchen-pins.jpg') as Buffer);
      const { width = 0, height = 0, format } = await copy.metadata();
      expect(format).toBe('jpeg');
      expect([width, height]).toEqual([640, 480]);
      const { data, info } = await copy.raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) =>
        data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
      const edge = at(Math.round(0.25 * width) - Math.round(0.03 * 480) + 4, Math.round(0.5 * height));
      expect(edge[0]).toBeGreaterThan(180);
      expect(edge[1]).toBeLessThan(90);
    } finally {
      await db()
        .updateTable('order_images')
        .set({ instruction_pins: '[]' })
        .where('id', '=', kitchen.id)
        .execute();
    }
  });

  it('one original at a time under its original name', async () => {
    const response = await get(`/api/orders/${orderId}/photos/2/original`, tokens.designer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(fileNameOf(response)).toBe('kitchen.png');
    expect(sha256(response.rawPayload)).toBe(sha256(originals[1] as Buffer));
  });
});

describe('who may download', () => {
  const routes = () => [
    `/api/orders/${orderId}/photos/1/edited`,
    `/api/orders/${orderId}/photos/1/original`,
    `/api/orders/${orderId}/edited.zip?set=full`,
    `/api/orders/${orderId}/originals.zip`,
  ];

  it("the order's client, its designer and admins; no token, a foreign client and an unassigned designer get 404", async () => {
    for (const url of routes()) {
      for (const who of ['client', 'designer', 'admin'] as const) {
        expect((await get(url, tokens[who])).statusCode, `${who} ${url}`).toBe(200);
      }
      expect((await get(url)).statusCode, `no token ${url}`).toBe(404);
      for (const who of ['otherClient', 'otherDesigner'] as const) {
        expect((await get(url, tokens[who])).statusCode, `${who} ${url}`).toBe(404);
      }
      expect(
        (await get(`${url}${url.includes('?') ? '&' : '?'}exp=9999999999&sig=${'A'.repeat(43)}`)).statusCode,
      ).toBe(404);
    }
  });

  it('malformed ids and photo numbers are 404, an unknown set is 400', async () => {
    expect((await get('/api/orders/not-a-uuid/originals.zip', tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/photos/0/edited`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/photos/4/edited`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/photos/x/original`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/edited.zip?set=raw`, tokens.admin)).statusCode).toBe(400);
  });
});

describe('listing-ready sizes ahead of the download', () => {
  it('are made by the media.listing job (pg-boss) when the client accepts a photo', async () => {
    const original = await upload(tokens.client, await jpeg(640, 480), 'porch.jpg');
    const delivered = await upload(tokens.designer, await jpeg(3000, 2000), 'porch-edited.jpg');
    const accepted = await createOrderWithMedia(db(), {
      clientId: ids.client as string,
      designerId: ids.designer as string,
      paid: true,
      mediaIds: [original],
    });
    await db().updateTable('orders').set({ status: 'ready_for_review' }).where('id', '=', accepted).execute();
    await db()
      .updateTable('order_images')
      .set({ edited_media_id: delivered, submitted_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', accepted)
      .execute();
    const image = await db()
      .selectFrom('order_images')
      .select('id')
      .where('order_id', '=', accepted)
      .executeTakeFirstOrThrow();
    const listing = () =>
      db()
        .selectFrom('media_variants')
        .select(['width', 'height', 'format'])
        .where('media_id', '=', delivered)
        .where('quality', '=', 'listing')
        .executeTakeFirst();

    await server.jobs.start();
    try {
      const result = await trpc(
        server,
        'clientOrders.acceptImage',
        { orderImageId: image.id },
        { token: tokens.client },
      );
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      await vi.waitFor(
        async () => expect(await listing()).toEqual({ width: 2048, height: 1365, format: 'jpeg' }),
        {
          timeout: 30_000,
          interval: 250,
        },
      );
    } finally {
      await server.jobs.stop();
    }
  });
});

describe('a broken download resumes with a byte range', () => {
  it('one photo: 206 with exactly the bytes asked for; a range past the end is 416', async () => {
    const url = `/api/orders/${orderId}/photos/1/original`;
    const whole = await get(url, tokens.client);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = String(whole.headers.etag);
    const part = await get(url, tokens.client, { range: 'bytes=100-199', 'if-range': etag });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const past = await get(url, tokens.client, { range: `bytes=${whole.rawPayload.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
  });

  it('a ZIP: the same bytes on every request, so the rest of it is the rest of the whole', async () => {
    for (const url of [
      `/api/orders/${orderId}/originals.zip`,
      `/api/orders/${orderId}/edited.zip?set=full`,
    ]) {
      const whole = await get(url, tokens.client);
      const again = await get(url, tokens.client);
      expect(again.rawPayload.equals(whole.rawPayload), url).toBe(true);
      expect(again.headers.etag).toBe(whole.headers.etag);
      const from = Math.floor(whole.rawPayload.length / 3);
      const rest = await get(url, tokens.client, {
        range: `bytes=${from}-`,
        'if-range': String(whole.headers.etag),
      });
      expect(rest.statusCode, url).toBe(206);
      expect(rest.headers['content-range']).toBe(
        `bytes ${from}-${whole.rawPayload.length - 1}/${whole.rawPayload.length}`,
      );
      expect(rest.rawPayload.equals(whole.rawPayload.subarray(from)), url).toBe(true);
      // A validator of other bytes (the order changed since): the whole file again, not a range of it.
      const changed = await get(url, tokens.client, {
        range: `bytes=${from}-`,
        'if-range': '"something-else"',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(whole.rawPayload)).toBe(true);
    }
  });
});
