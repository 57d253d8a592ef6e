// Bracket sets through HTTP on a real database and real stored files (issue 32): the wizard's uploads grouped by
// media.brackets whatever order they finished in, the client's corrections (split, move, merge, remove, each file
// its own photo) and their refusals, the automatic preview made by the job and shown, and an order of sets:
// created, shown to the client and the designer, and handed over as folders in the originals ZIP.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BracketEdit,
  type BracketGroupingOutput,
  blendSurchargeInvalidKey,
  bracketMessageKeys,
  type ClientOrderDetail,
  type DesignerAvailableOutput,
  orderMessageKeys,
  type PriceQuote,
} from '@photoedit/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createUser, data, sessionFor, trpc } from '../../auth/auth.fixtures';
import { sha256, unzip } from '../../orders/downloads/downloads.testing';
import { call, createServices, orderInput } from '../../orders/orders.fixtures';
import { jpeg } from '../media.fixtures';
import { removeGps } from '../media.gps';
import { createMediaModule } from '../media.module';
import { createMediaTestServer, fileBody, type MediaTestServer } from '../media.testing';
import { bracketFrame } from './bracket.fixtures';

let testDb: TestDatabase;
let server: MediaTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  services = await createServices(db());
});
afterAll(async () => {
  await server?.cleanup();
  await testDb?.drop();
});

interface Uploaded {
  id: string;
  name: string;
  bytes: Buffer;
}

async function newDraft() {
  return (await server.app.inject({ method: 'POST', url: '/api/media/drafts' })).json().draftToken as string;
}

async function upload(draftToken: string, bytes: Buffer, name: string): Promise<Uploaded> {
  const body = fileBody(bytes, name);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { ...body.headers, 'x-draft-token': draftToken },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as string, name, bytes };
}

/** What an upload of `file` stores: the same bytes, less any GPS. */
async function stored(file: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'photoedit-bracket-test-'));
  try {
    await writeFile(join(dir, 'f.jpg'), file);
    await removeGps(join(dir, 'f.jpg'), 'jpeg');
    return await readFile(join(dir, 'f.jpg'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const brackets = (draftToken: string, photos: string[][], edit: BracketEdit) =>
  call(server, 'media.brackets', { photos, edit }, { draftToken });

async function grouped(draftToken: string, photos: string[][], edit: BracketEdit) {
  const result = await brackets(draftToken, photos, edit);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.data as BracketGroupingOutput;
}

const framesOf = (output: BracketGroupingOutput) => output.photos.map((photo) => photo.frameIds);

/** A listing: two rooms of −2/0/+2 EV, a frame of a second camera between them, and two files without EXIF. */
async function listing(draftToken: string) {
  const frame = (ev: number, takenAt: string, subSec: string, model = 'ILCE-7M3') =>
    bracketFrame({ ev, takenAt, subSec, model });
  const files = {
    kitchen: [
      await frame(-2, '2026:11:29 10:00:00', '0'),
      await frame(0, '2026:11:29 10:00:00', '6'),
      await frame(2, '2026:11:29 10:00:01', '4'),
    ],
    other: await frame(0, '2026:11:29 10:00:01', '0', 'ILCE-7RM5'),
    bedroom: [
      await frame(-2, '2026:11:29 10:03:00', '0'),
      await frame(0, '2026:11:29 10:03:00', '5'),
      await frame(2, '2026:11:29 10:03:01', '0'),
    ],
  };
  // Uploads finish out of order.
  const k2 = await upload(draftToken, files.kitchen[2] as Buffer, 'kitchen-3.jpg');
  const b0 = await upload(draftToken, files.bedroom[0] as Buffer, 'bedroom-1.jpg');
  const k0 = await upload(draftToken, files.kitchen[0] as Buffer, 'kitchen-1.jpg');
  const plain1 = await upload(draftToken, await jpeg(120, 80), 'plain-1.jpg');
  const b2 = await upload(draftToken, files.bedroom[2] as Buffer, 'bedroom-3.jpg');
  const k1 = await upload(draftToken, files.kitchen[1] as Buffer, 'kitchen-2.jpg');
  const other = await upload(draftToken, files.other, 'other.jpg');
  const b1 = await upload(draftToken, files.bedroom[1] as Buffer, 'bedroom-2.jpg');
  const plain2 = await upload(draftToken, await jpeg(130, 80), 'plain-2.jpg');
  const arrival = [k2, b0, k0, plain1, b2, k1, other, b1, plain2];
  return { kitchen: [k0, k1, k2], bedroom: [b0, b1, b2], other, plain1, plain2, arrival };
}

describe('media.brackets', () => {
  it('groups the uploads from their EXIF whatever order they arrived in, each set where its first frame was', async () => {
    const draftToken = await newDraft();
    const files = await listing(draftToken);
    const ids = (list: Uploaded[]) => list.map((file) => file.id);
    const output = await grouped(
      draftToken,
      files.arrival.map((file) => [file.id]),
      { kind: 'auto' },
    );
    expect(framesOf(output)).toEqual([
      ids(files.kitchen),
      ids(files.bedroom),
      [files.plain1.id],
      [files.other.id],
      [files.plain2.id],
    ]);
    // The middle exposure is the set's thumbnail; a set's preview is on its way, a single photo has none.
    expect(output.photos[0]?.leadId).toBe(files.kitchen[1]?.id);
    expect(output.photos[0]?.preview).toEqual({ status: 'pending', image: null, cameraMoved: null });
    expect(output.photos[2]?.preview).toBeNull();
    // Asked again in another arrival order: the same sets.
    const again = await grouped(
      draftToken,
      [...files.arrival].reverse().map((file) => [file.id]),
      { kind: 'auto' },
    );
    expect(new Set(framesOf(again).map((frames) => frames.join()))).toEqual(
      new Set(framesOf(output).map((frames) => frames.join())),
    );
  });

  it("applies the client's corrections and refuses a set of two cameras, of two sizes or of another draft's file", async () => {
    const draftToken = await newDraft();
    const files = await listing(draftToken);
    const auto = framesOf(
      await grouped(
        draftToken,
        files.arrival.map((file) => [file.id]),
        { kind: 'auto' },
      ),
    );
    const [k0, k1, k2] = files.kitchen.map((file) => file.id) as [string, string, string];
    const [b0, b1, b2] = files.bedroom.map((file) => file.id) as [string, string, string];

    const split = framesOf(await grouped(draftToken, auto, { kind: 'split', photo: 0, frame: 2 }));
    expect(split.slice(0, 3)).toEqual([[k0, k1], [k2], [b0, b1, b2]]);
    const moved = framesOf(
      await grouped(draftToken, split, { kind: 'move', photo: 2, frame: 0, to: 'previous' }),
    );
    expect(moved.slice(0, 3)).toEqual([
      [k0, k1],
      [k2, b0],
      [b1, b2],
    ]);
    const merged = framesOf(await grouped(draftToken, moved, { kind: 'merge', photo: 0 }));
    expect(merged.slice(0, 2)).toEqual([
      [k0, k1, k2, b0],
      [b1, b2],
    ]);
    const removed = framesOf(await grouped(draftToken, merged, { kind: 'remove', photo: 0, frame: 3 }));
    expect(removed.slice(0, 2)).toEqual([
      [k0, k1, k2],
      [b1, b2],
    ]);
    const separate = framesOf(await grouped(draftToken, removed, { kind: 'separate' }));
    expect(separate.every((frames) => frames.length === 1)).toBe(true);
    expect(separate).toHaveLength(8);

    // The frame of the second camera joining the kitchen: refused, translated.
    const otherIndex = auto.findIndex((frames) => frames[0] === files.other.id);
    const withOther = [...auto];
    withOther.splice(otherIndex, 1);
    withOther.splice(1, 0, [files.other.id]);
    const camera = await brackets(draftToken, withOther, { kind: 'merge', photo: 0 });
    expect(camera.status).toBe(400);
    expect(camera.body.error?.data.messageKey).toBe(bracketMessageKeys.otherCamera);
    // Two files without EXIF of different sizes.
    const plainIndex = auto.findIndex((frames) => frames[0] === files.plain1.id);
    const size = await brackets(draftToken, [[files.plain1.id], [files.plain2.id]], {
      kind: 'merge',
      photo: 0,
    });
    expect(plainIndex).toBeGreaterThan(0);
    expect(size.body.error?.data.messageKey).toBe(bracketMessageKeys.otherSize);
    // A move past the last photo, a split at the first frame.
    const past = await brackets(draftToken, auto, {
      kind: 'move',
      photo: auto.length - 1,
      frame: 0,
      to: 'next',
    });
    expect(past.body.error?.data.messageKey).toBe(bracketMessageKeys.noSuchFrame);
    const nothing = await brackets(draftToken, auto, { kind: 'split', photo: 0, frame: 0 });
    expect(nothing.body.error?.data.messageKey).toBe(bracketMessageKeys.noSuchFrame);
    // Another draft's file, and no draft at all.
    const elsewhere = await newDraft();
    const foreign = await brackets(elsewhere, [[k0]], { kind: 'describe' });
    expect(foreign.body.error?.data.messageKey).toBe(bracketMessageKeys.frameNotInDraft);
    const anonymous = await call(server, 'media.brackets', { photos: [[k0]], edit: { kind: 'describe' } });
    expect(anonymous.status).toBe(401);
    // The same file twice, and a set of ten.
    const twice = await brackets(draftToken, [[k0], [k0]], { kind: 'describe' });
    expect(twice.body.error?.data.issues?.map((issue) => issue.message)).toEqual([
      bracketMessageKeys.duplicateFrame,
    ]);
    const ten = await brackets(draftToken, [Array.from({ length: 10 }, () => k0)], { kind: 'describe' });
    expect(ten.status).toBe(400);
    expect(ten.body.error?.data.issues?.map((issue) => issue.message)).toContain(
      bracketMessageKeys.tooManyFrames,
    );
  });

  it('makes the automatic preview of a set once, shows it, and a set with a frame removed is blended anew', async () => {
    const draftToken = await newDraft();
    const files = await listing(draftToken);
    const media = createMediaModule({
      db: db(),
      config: server.config.media,
      now: () => new Date(),
      log: server.app.log,
    });
    const photos = framesOf(
      await grouped(
        draftToken,
        files.arrival.map((file) => [file.id]),
        { kind: 'auto' },
      ),
    );
    const queued = async () =>
      (
        await db()
          .selectFrom('pgboss.job' as never)
          .select(['data' as never])
          .where('name' as never, '=', 'media.bracketPreview' as never)
          .execute()
      ).map((row) => (row as { data: { framesKey: string } }).data.framesKey);
    const keys = await queued();
    // Two sets formed, each queued once however often the wizard asks.
    await grouped(draftToken, photos, { kind: 'describe' });
    expect(await queued()).toHaveLength(keys.length);
    for (const key of keys) await media.service.bracketPreview(key);
    const described = await grouped(draftToken, photos, { kind: 'describe' });
    const kitchen = described.photos[0];
    expect(kitchen?.preview?.status).toBe('ready');
    expect(kitchen?.preview?.cameraMoved).toBe(false);
    const image = await server.app.inject({
      method: 'GET',
      url: kitchen?.preview?.image?.thumbnailUrl ?? '',
    });
    expect(image.statusCode).toBe(200);

    const fewer = await grouped(draftToken, photos, { kind: 'remove', photo: 0, frame: 2 });
    expect(fewer.photos[0]?.preview?.status).toBe('pending');
    expect((await queued()).length).toBe(keys.length + 1);

    // While frames still arrive, a set's preview not made yet gives way to the set it became: its row goes, and
    // its queued job finds nothing to do.
    const pendingKeys = async () =>
      (
        await db()
          .selectFrom('bracket_previews')
          .select('frames_key')
          .where('media_id', 'is', null)
          .where(sql<boolean>`frame_ids && ${sql.val(files.kitchen.map((file) => file.id))}::uuid[]`)
          .execute()
      ).map((row) => row.frames_key);
    expect(await pendingKeys()).toHaveLength(1);
    await grouped(draftToken, photos, { kind: 'describe' });
    expect(await pendingKeys()).toEqual([]);
    const superseded = (await queued()).at(-1) as string;
    await media.service.bracketPreview(superseded);
    expect(await pendingKeys()).toEqual([]);
  });
});

describe('an order of bracket sets', () => {
  it('is created, shown with its frames, and its originals ZIP holds a folder per set, byte-equal', async () => {
    const draftToken = await newDraft();
    const files = await listing(draftToken);
    const output = await grouped(
      draftToken,
      files.arrival.map((file) => [file.id]),
      { kind: 'auto' },
    );
    const input = orderInput(
      output.photos.map((photo) => photo.leadId),
      [services.sky],
    );
    input.images = input.images.map((image, index) => ({
      ...image,
      frameIds: output.photos[index]?.frameIds,
    }));

    // A set mixing cameras is refused at checkout too, creating nothing.
    const mixed = structuredClone(input);
    mixed.images[0] = {
      ...mixed.images[0],
      frameIds: [...(output.photos[0]?.frameIds ?? []), files.other.id],
    } as never;
    mixed.images = mixed.images.filter((image) => image.mediaId !== files.other.id);
    const refused = await call(server, 'orders.create', mixed, { draftToken });
    expect(refused.body.error?.data.messageKey).toBe(bracketMessageKeys.otherCamera);
    const foreignDraft = await newDraft();
    const foreign = await upload(foreignDraft, await jpeg(100, 80), 'foreign.jpg');
    const stranger = structuredClone(input);
    stranger.images[0] = {
      ...stranger.images[0],
      frameIds: [...(output.photos[0]?.frameIds ?? []), foreign.id],
    } as never;
    expect((await call(server, 'orders.create', stranger, { draftToken })).body.error?.data.messageKey).toBe(
      orderMessageKeys.imageNotInDraft,
    );

    // The admin's blending surcharge: refused out of range, then 2.00 per set, told to the wizard, and priced.
    const admin = await createUser(db(), 'admin');
    const adminToken = (await sessionFor(db(), admin.id, server.config)).access_token;
    const negative = await trpc(
      server,
      'admin.pricing.update',
      { blendSurcharges: { USD: -1, EUR: 0, PLN: 0 }, defaultCurrency: 'USD' },
      { token: adminToken },
    );
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain(blendSurchargeInvalidKey);
    const pricing = { blendSurcharges: { USD: 200, EUR: 180, PLN: 800 }, defaultCurrency: 'USD' };
    await trpc(server, 'admin.pricing.update', pricing, { token: adminToken });
    const told = await server.app.inject({ method: 'GET', url: '/api/trpc/orders.pricing' });
    expect(told.json().result.data).toEqual(pricing);
    const created = await call(server, 'orders.create', input, { draftToken });
    await trpc(
      server,
      'admin.pricing.update',
      { blendSurcharges: { USD: 0, EUR: 0, PLN: 0 }, defaultCurrency: 'USD' },
      { token: adminToken },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const access = created.data as { orderId: string; accessToken: string; orderNumber: number };
    // Five photos are priced, not nine files; the two sets carry the surcharge, stored per image.
    const priced = (created.data as { quote: PriceQuote }).quote;
    expect(priced.images.map((image) => image.blendSurchargeMinor)).toEqual([200, 200, 0, 0, 0]);
    const serviceTotal = priced.images.reduce(
      (sum, image) => sum + image.services.reduce((inner, line) => inner + line.priceMinor, 0),
      0,
    );
    expect(priced.subtotalMinor).toBe(serviceTotal + 400);
    const surcharges = await db()
      .selectFrom('order_images')
      .select('blend_surcharge_minor')
      .where('order_id', '=', access.orderId)
      .orderBy('position')
      .execute();
    expect(surcharges.map((row) => row.blend_surcharge_minor)).toEqual([200, 200, 0, 0, 0]);
    await call(server, 'payments.start', { orderId: access.orderId, accessToken: access.accessToken });
    await call(server, 'payments.offline.confirm', {
      orderId: access.orderId,
      accessToken: access.accessToken,
    });

    const { client_id: clientId } = await db()
      .selectFrom('orders')
      .select('client_id')
      .where('id', '=', access.orderId)
      .executeTakeFirstOrThrow();
    const client = (await sessionFor(db(), clientId as string, server.config)).access_token;
    const detail = data<ClientOrderDetail>(
      await trpc(
        server,
        'clientOrders.detail',
        { orderNumber: access.orderNumber },
        { token: client, type: 'query' },
      ),
    );
    expect(detail.imageCount).toBe(5);
    expect(detail.images[0]?.bracket?.frames.map((frame) => frame.fileName)).toEqual([
      'kitchen-1.jpg',
      'kitchen-2.jpg',
      'kitchen-3.jpg',
    ]);
    expect(detail.images[2]?.bracket).toBeNull();
    const frame = await server.app.inject({
      method: 'GET',
      url: detail.images[0]?.bracket?.frames[2]?.thumbnailUrl ?? '',
    });
    expect(frame.statusCode).toBe(200);

    const designer = await createUser(db(), 'designer', { approved: true });
    const designerToken = (await sessionFor(db(), designer.id, server.config)).access_token;
    const available = data<DesignerAvailableOutput>(
      await trpc(server, 'designer.orders.available', {}, { token: designerToken, type: 'query' }),
    ).items.find((item) => item.id === access.orderId);
    expect(available?.images[1]?.bracket?.frames).toHaveLength(3);
    await trpc(server, 'designer.orders.claim', { orderId: access.orderId }, { token: designerToken });
    const zip = await server.app.inject({
      method: 'GET',
      url: `/api/orders/${access.orderId}/originals.zip`,
      headers: { authorization: `Bearer ${designerToken}` },
    });
    expect(zip.statusCode).toBe(200);
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()].filter((name) => name !== 'instructions.txt')).toEqual(
      [
        '1-kitchen-2/kitchen-1.jpg',
        '1-kitchen-2/kitchen-2.jpg',
        '1-kitchen-2/kitchen-3.jpg',
        '2-bedroom-2/bedroom-1.jpg',
        '2-bedroom-2/bedroom-2.jpg',
        '2-bedroom-2/bedroom-3.jpg',
        'plain-1.jpg',
        'other.jpg',
        'plain-2.jpg',
      ].map((name) => name.replace(/^(\d)-/, '0$1-')),
    );
    for (const [index, file] of files.kitchen.entries()) {
      expect(sha256(entries.get(`01-kitchen-2/kitchen-${index + 1}.jpg`) as Buffer)).toBe(
        sha256(await stored(file.bytes)),
      );
    }
    const instructions = (entries.get('instructions.txt') as Buffer).toString('utf8');
    expect(instructions).toContain(
      'Photo 1: 01-kitchen-2/\r\nBracketed exposures (3 frames), to be blended into one photo:',
    );
    expect(instructions).toContain('  - 01-kitchen-2/kitchen-3.jpg');
  });
});
