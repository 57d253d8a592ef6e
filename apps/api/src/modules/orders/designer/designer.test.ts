// The designer's side of fulfilment through HTTP on a real database: available orders, the one-winner claim,
// the designer's orders, submissions (and every refusal leaving everything as it was), history and e-mail.
import { randomUUID } from 'node:crypto';
import {
  type DesignerAvailableOutput,
  type DesignerMineOutput,
  designerMessageKeys,
  designerRules,
  type Language,
  type MediaItem,
} from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createUser, data, sessionFor, trpc } from '../../auth/auth.fixtures';
import { png } from '../../media/media.fixtures';
import { createMediaTestServer, fileBody, type MediaTestServer } from '../../media/media.testing';
import { call, createDraft, createServices, mailTo, orderInput } from '../orders.fixtures';

const k = designerMessageKeys;
let testDb: TestDatabase;
let server: MediaTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  services = await createServices(db());
  // Services are listed in catalogue order.
  await db().updateTable('services').set({ sort_order: 1 }).where('id', '=', services.sky).execute();
  await db().updateTable('services').set({ sort_order: 2 }).where('id', '=', services.lawn).execute();
});
afterAll(async () => {
  await server.cleanup();
  await testDb.drop();
});

interface Designer {
  id: string;
  token: string;
}

async function designer(options: { approved?: boolean } = {}): Promise<Designer> {
  const user = await createUser(db(), 'designer', { approved: options.approved ?? true });
  const session = await sessionFor(db(), user.id, server.config);
  return { id: user.id, token: session.access_token };
}

/** A paid order placed the way the wizard does it (draft, orders.create, offline payment). */
async function paidOrder(options: { images?: number; language?: Language; pay?: boolean } = {}) {
  const { draftToken, mediaIds } = await createDraft(server, db(), options.images ?? 2);
  const input = orderInput(mediaIds, [services.sky, services.lawn], {
    language: options.language ?? 'en',
    notes: 'Whole order: keep it natural',
  });
  const created = await call(server, 'orders.create', input, { draftToken });
  expect(created.status).toBe(200);
  const { orderId, accessToken, orderNumber } = created.data as {
    orderId: string;
    accessToken: string;
    orderNumber: number;
  };
  if (options.pay !== false) {
    expect((await call(server, 'payments.start', { orderId, accessToken })).status).toBe(200);
    expect((await call(server, 'payments.offline.confirm', { orderId, accessToken })).status).toBe(200);
  }
  return { orderId, orderNumber, email: input.contact.email, mediaIds };
}

/** A finished upload owned by a user (rows only: submissions never read the files). */
async function ownMedia(ownerId: string) {
  const row = await db()
    .insertInto('media')
    .values({
      owner_user_id: ownerId,
      format: 'png',
      byte_size: 1000,
      width: 10,
      height: 10,
      status: 'ready',
      original_filename: `edited-${randomUUID().slice(0, 6)}.png`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const available = async (who: Designer) => {
  const result = await trpc(server, 'designer.orders.available', undefined, {
    type: 'query',
    token: who.token,
  });
  expect(result.status).toBe(200);
  return data<DesignerAvailableOutput>(result).items;
};
const mine = async (who: Designer, state?: 'active' | 'completed' | 'all') => {
  const result = await trpc(server, 'designer.orders.mine', state ? { state } : undefined, {
    type: 'query',
    token: who.token,
  });
  expect(result.status).toBe(200);
  return data<DesignerMineOutput>(result).items;
};
const claim = (who: Designer, orderId: string) =>
  trpc(server, 'designer.orders.claim', { orderId }, { token: who.token });
const submit = (who: Designer, input: unknown) =>
  trpc(server, 'designer.orders.submit', input, { token: who.token });

const orderState = async (orderId: string) => {
  const order = await db()
    .selectFrom('orders')
    .select(['status', 'designer_id', 'claimed_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const images = await db()
    .selectFrom('order_images')
    .select(['id', 'edited_media_id', 'designer_note', 'submitted_at'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const history = await db()
    .selectFrom('order_status_history')
    .select(['from_status', 'to_status', 'changed_by', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('changed_at')
    .execute();
  return { order, images, history };
};

/** A claimed order with its image ids, ready for submissions. */
async function claimedOrder(who: Designer, options: { images?: number; language?: Language } = {}) {
  const placed = await paidOrder(options);
  expect((await claim(who, placed.orderId)).status).toBe(200);
  const { images } = await orderState(placed.orderId);
  return { ...placed, imageIds: images.map((image) => image.id) };
}

describe('designer.orders.available', () => {
  it('refuses a cursor (the list has no pages) or any other unknown key with a 400, not by ignoring it', async () => {
    const me = await designer();
    for (const input of [{ cursor: 'not-a-cursor' }, { limit: 5, page: 2 }]) {
      const result = await trpc(server, 'designer.orders.available', input, {
        type: 'query',
        token: me.token,
      });
      expect(result.status, JSON.stringify(input)).toBe(400);
    }
  });

  it('lists paid, unclaimed orders by deadline with signed thumbnails, services and notes, no amounts or contact', async () => {
    const me = await designer();
    const later = await paidOrder({ images: 2 });
    const sooner = await paidOrder({ images: 1 });
    const unpaid = await paidOrder({ pay: false });
    const taken = await paidOrder();
    expect((await claim(await designer(), taken.orderId)).status).toBe(200);
    // The deadline decides the order, not creation: make the newer order the more urgent one.
    await db()
      .updateTable('orders')
      .set({ due_at: new Date(Date.now() + 60_000) })
      .where('id', '=', sooner.orderId)
      .execute();
    // The tier the client paid for is on the card before the claim.
    await db()
      .updateTable('orders')
      .set({ turnaround: 'express', turnaround_hours: 12 })
      .where('id', '=', later.orderId)
      .execute();

    const items = await available(me);
    const ids = items.map((item) => item.id);
    expect(ids).toContain(later.orderId);
    expect(ids.indexOf(sooner.orderId)).toBeLessThan(ids.indexOf(later.orderId));
    expect(ids).not.toContain(unpaid.orderId);
    expect(ids).not.toContain(taken.orderId);

    const listed = items.find((item) => item.id === later.orderId);
    expect(listed).toMatchObject({
      orderNumber: later.orderNumber,
      turnaround: { tier: 'express', hours: 12 },
      imageCount: 2,
      notes: 'Whole order: keep it natural',
      services: [
        { id: services.sky, name: 'Sky 500', imageCount: 2 },
        { id: services.lawn, name: 'Sky 750', imageCount: 2 },
      ],
    });
    expect(listed?.images[0]).toMatchObject({ position: 0, clientNote: 'note 0' });
    expect(listed?.images[0]?.original.thumbnailUrl).toMatch(
      new RegExp(`^/media/${later.mediaIds[0]}\\?quality=thumbnail&exp=\\d+&sig=[\\w-]{43}$`),
    );
    const text = JSON.stringify(listed);
    expect(text).not.toContain(later.email);
    expect(text).not.toMatch(/total|amount|price|Lovelace/i);
  });

  it('names the services in the caller’s language', async () => {
    const me = await designer();
    const placed = await paidOrder({ images: 1 });
    const result = await server.app.inject({
      method: 'GET',
      url: '/api/trpc/designer.orders.available',
      headers: { authorization: `Bearer ${me.token}`, 'x-language': 'pl' },
    });
    const items = (result.json() as { result: { data: DesignerAvailableOutput } }).result.data.items;
    expect(items.find((item) => item.id === placed.orderId)?.services[0]?.name).toBe('Niebo 500');
  });
});

describe('designer.orders.claim', () => {
  it('lets exactly one of ten simultaneous designers win, with history', async () => {
    const placed = await paidOrder();
    const designers = await Promise.all(Array.from({ length: 10 }, () => designer()));
    const results = await Promise.all(designers.map((who) => claim(who, placed.orderId)));
    const winners = results.filter((result) => result.status === 200);
    const losers = results.filter((result) => result.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers.map((result) => [result.status, result.body.error?.data.messageKey])).toEqual(
      Array.from({ length: 9 }, () => [409, k.alreadyClaimed]),
    );
    const winner = designers[results.indexOf(winners[0] as (typeof results)[number])] as Designer;
    const { order, history } = await orderState(placed.orderId);
    expect(order).toMatchObject({ status: 'in_progress', designer_id: winner.id });
    expect(order.claimed_at).toBeInstanceOf(Date);
    expect(history.slice(-1)).toEqual([
      { from_status: 'pending', to_status: 'in_progress', changed_by: winner.id, note: null },
    ]);
    expect(history.filter((row) => row.to_status === 'in_progress')).toHaveLength(1);
    // The claimed order left the list of everyone, and is now the winner's.
    expect((await available(designers[0] as Designer)).map((item) => item.id)).not.toContain(placed.orderId);
    expect((await mine(winner)).map((item) => item.id)).toContain(placed.orderId);
  });

  it('refuses unpaid, unknown and already claimed orders and changes nothing', async () => {
    const me = await designer();
    const unpaid = await paidOrder({ pay: false });
    const unknown = await claim(me, '00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.error?.data.messageKey]).toEqual([404, k.orderNotFound]);
    const refused = await claim(me, unpaid.orderId);
    expect([refused.status, refused.body.error?.data.messageKey]).toEqual([404, k.orderNotFound]);
    expect((await orderState(unpaid.orderId)).order).toMatchObject({ status: 'pending', designer_id: null });

    const placed = await paidOrder();
    expect((await claim(me, placed.orderId)).status).toBe(200);
    const again = await claim(me, placed.orderId);
    expect([again.status, again.body.error?.data.messageKey]).toEqual([409, k.alreadyClaimed]);
    const other = await claim(await designer(), placed.orderId);
    expect([other.status, other.body.error?.data.messageKey]).toEqual([409, k.alreadyClaimed]);
    expect((await orderState(placed.orderId)).order.designer_id).toBe(me.id);

    const malformed = await claim(me, 'not-a-uuid');
    expect(malformed.status).toBe(400);
  });

  it('is refused to designers awaiting approval', async () => {
    const placed = await paidOrder();
    const result = await claim(await designer({ approved: false }), placed.orderId);
    expect(result.status).toBe(403);
    expect((await orderState(placed.orderId)).order.designer_id).toBeNull();
  });
});

describe('designer.orders.mine', () => {
  it('shows only my orders, unfinished first, with every image to work on', async () => {
    const me = await designer();
    const someoneElse = await designer();
    const first = await claimedOrder(me, { images: 2 });
    const notMine = await claimedOrder(someoneElse);

    const items = await mine(me);
    expect(items.map((item) => item.id)).toEqual([first.orderId]);
    const order = items[0];
    expect(order).toMatchObject({ status: 'in_progress', canSubmit: true, imageCount: 2 });
    expect(order?.images.map((image) => image.needsSubmission)).toEqual([true, true]);
    expect(order?.images[0]).toMatchObject({
      clientNote: 'note 0',
      edited: null,
      revisionUsed: false,
      revisionOpen: false,
      services: [
        { id: services.sky, name: 'Sky 500' },
        { id: services.lawn, name: 'Sky 750' },
      ],
    });
    expect(order?.images[0]?.original.originalUrl).toContain('quality=original');
    expect((await mine(someoneElse)).map((item) => item.id)).toEqual([notMine.orderId]);
    expect(await mine(me, 'completed')).toEqual([]);
  });

  it('pages the completed orders, newest first, after the unfinished ones', async () => {
    const me = await designer();
    const pageSize = designerRules.completedPageSize;
    const orders = [];
    for (let i = 0; i < pageSize + 2; i++) orders.push(await claimedOrder(me, { images: 1 }));
    const [open, ...done] = orders as [(typeof orders)[number], ...(typeof orders)[number][]];
    // Completed a minute apart, the first one last (so the newest first is not the order of creation).
    for (const [index, order] of done.entries()) {
      await db()
        .updateTable('orders')
        .set({ status: 'completed', completed_at: new Date(Date.UTC(2026, 10, 1, 0, index)) })
        .where('id', '=', order.orderId)
        .execute();
    }
    const newestFirst = done.map((order) => order.orderId).reverse();
    const page = async (cursor?: string) => {
      const result = await trpc(server, 'designer.orders.mine', cursor ? { cursor } : undefined, {
        type: 'query',
        token: me.token,
      });
      expect(result.status).toBe(200);
      return data<DesignerMineOutput>(result);
    };
    const first = await page();
    expect(first.items.map((item) => item.id)).toEqual([open.orderId, ...newestFirst.slice(0, pageSize)]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(first.nextCursor ?? undefined);
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(pageSize));
    expect(second.nextCursor).toBeNull();
    const bad = await trpc(
      server,
      'designer.orders.mine',
      { cursor: 'not-a-cursor' },
      { type: 'query', token: me.token },
    );
    expect(bad.status).toBe(400);
  });
});

/** An edited file uploaded the way the designer app does: POST /api/media/upload with the Bearer token. */
async function upload(who: Designer, name: string): Promise<MediaItem> {
  const body = fileBody(await png(64, 48), name, 'image/png');
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as MediaItem;
}

const readyMail = async (to: string) =>
  (await mailTo(db(), to)).filter((mail) => mail.template === 'order_ready_for_review');

describe('designer.orders.submit', () => {
  it('stores the edited photos uploaded by the designer, moves the order to review and e-mails the client', async () => {
    const me = await designer();
    const placed = await claimedOrder(me, { images: 2 });
    const edited = [await upload(me, 'a.png'), await upload(me, 'b.png')];
    const result = await submit(me, {
      orderId: placed.orderId,
      images: placed.imageIds.map((orderImageId, index) => ({
        orderImageId,
        editedMediaId: edited[index]?.id,
        ...(index === 0 ? { comment: '  Cable removed from the ceiling.  ' } : {}),
      })),
      comment: '  Sky replaced, lawn greener.  ',
    });
    expect(result.status).toBe(200);
    expect(result.body.result?.data).toEqual({
      orderId: placed.orderId,
      status: 'ready_for_review',
      submittedImages: 2,
    });

    const { order, images, history } = await orderState(placed.orderId);
    expect(order.status).toBe('ready_for_review');
    // Each photo keeps its own comment; the delivery's comment is the order's (in its history), not copied.
    expect(images.map((image) => [image.edited_media_id, image.designer_note])).toEqual([
      [edited[0]?.id, 'Cable removed from the ceiling.'],
      [edited[1]?.id, null],
    ]);
    expect(images.every((image) => image.submitted_at instanceof Date)).toBe(true);
    expect(history.slice(-1)).toEqual([
      {
        from_status: 'in_progress',
        to_status: 'ready_for_review',
        changed_by: me.id,
        note: 'Sky replaced, lawn greener.',
      },
    ]);

    const mails = await readyMail(placed.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.language).toBe('en');
    expect(mails[0]?.subject).toBe(
      `Your edited photos for order #${placed.orderNumber} are ready: PhotoEdit`,
    );
    expect(mails[0]?.text).toContain(`${server.config.publicOrigin}/en/dashboard`);
    expect(mails[0]?.text).toContain('Sky replaced, lawn greener.');

    // The designer sees the delivered versions; nothing is left to submit.
    const listed = (await mine(me)).find((item) => item.id === placed.orderId);
    expect(listed).toMatchObject({ status: 'ready_for_review', canSubmit: false });
    expect(listed?.images.map((image) => image.edited?.mediaId)).toEqual(edited.map((item) => item.id));
    expect(listed?.images.every((image) => !image.needsSubmission)).toBe(true);
    // The signed addresses work in an <img> without any header.
    const thumbnail = await server.app.inject({
      method: 'GET',
      url: listed?.images[0]?.edited?.thumbnailUrl ?? '',
    });
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/webp']);

    // Submitting again is refused: the order waits for the client.
    const again = await submit(me, {
      orderId: placed.orderId,
      images: [{ orderImageId: placed.imageIds[0], editedMediaId: await ownMedia(me.id) }],
    });
    expect([again.status, again.body.error?.data.messageKey]).toEqual([409, k.notSubmittable]);
  });

  it('e-mails a Polish client in Polish with the Polish dashboard link', async () => {
    const me = await designer();
    const placed = await claimedOrder(me, { images: 1, language: 'pl' });
    const result = await submit(me, {
      orderId: placed.orderId,
      images: [{ orderImageId: placed.imageIds[0], editedMediaId: await ownMedia(me.id) }],
    });
    expect(result.status).toBe(200);
    const mails = await readyMail(placed.email);
    expect(mails.map((mail) => mail.language)).toEqual(['pl']);
    expect(mails[0]?.subject).toContain(`#${placed.orderNumber}`);
    expect(mails[0]?.subject).toContain('gotowe');
    expect(mails[0]?.text).toContain(`${server.config.publicOrigin}/pl/dashboard`);
  });

  it('refuses bad submissions with a clear message and changes nothing', async () => {
    const me = await designer();
    const other = await designer();
    const placed = await claimedOrder(me, { images: 2 });
    const othersOrder = await claimedOrder(other, { images: 1 });
    const unclaimed = await paidOrder({ images: 1 });
    const [mediaA, mediaB] = [await ownMedia(me.id), await ownMedia(me.id)];
    const othersMedia = await ownMedia(other.id);
    const pendingMedia = await db()
      .insertInto('media')
      .values({ owner_user_id: me.id, format: 'png', byte_size: 10, status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [imageA, imageB] = placed.imageIds as [string, string];
    const full = (a: string, b: string) => [
      { orderImageId: imageA, editedMediaId: a },
      { orderImageId: imageB, editedMediaId: b },
    ];
    const before = await orderState(placed.orderId);

    const cases: [string, unknown, number, string][] = [
      [
        'another designer’s order',
        {
          orderId: othersOrder.orderId,
          images: [{ orderImageId: othersOrder.imageIds[0], editedMediaId: mediaA }],
        },
        404,
        k.orderNotFound,
      ],
      [
        'an unclaimed order',
        { orderId: unclaimed.orderId, images: [{ orderImageId: imageA, editedMediaId: mediaA }] },
        404,
        k.orderNotFound,
      ],
      [
        'someone else’s upload',
        { orderId: placed.orderId, images: full(mediaA, othersMedia) },
        400,
        k.editedMediaInvalid,
      ],
      [
        'an unfinished upload',
        { orderId: placed.orderId, images: full(mediaA, pendingMedia.id) },
        400,
        k.editedMediaInvalid,
      ],
      [
        'a client’s original photo as the edited one',
        { orderId: placed.orderId, images: full(mediaA, placed.mediaIds[0] as string) },
        400,
        k.editedMediaInvalid,
      ],
      [
        'an unknown upload',
        { orderId: placed.orderId, images: full(mediaA, '00000000-0000-4000-8000-000000000000') },
        400,
        k.editedMediaInvalid,
      ],
      [
        'a missing image',
        { orderId: placed.orderId, images: [{ orderImageId: imageA, editedMediaId: mediaA }] },
        400,
        k.imagesMissing,
      ],
      [
        'an image of another order',
        {
          orderId: placed.orderId,
          images: [
            ...full(mediaA, mediaB),
            { orderImageId: othersOrder.imageIds[0], editedMediaId: await ownMedia(me.id) },
          ],
        },
        400,
        k.imageNotInOrder,
      ],
      [
        'the same file twice',
        { orderId: placed.orderId, images: full(mediaA, mediaA) },
        400,
        k.duplicateImage,
      ],
      ['no images', { orderId: placed.orderId, images: [] }, 400, k.imagesRequired],
      [
        'a comment of 3000 characters',
        { orderId: placed.orderId, images: full(mediaA, mediaB), comment: 'x'.repeat(3000) },
        400,
        k.commentTooLong,
      ],
    ];
    for (const [name, input, status, key] of cases) {
      const result = await submit(me, input);
      const keys = [
        result.body.error?.data.messageKey,
        ...((result.body.error?.data.issues ?? []) as { message: string }[]).map((issue) => issue.message),
      ];
      expect([name, result.status], JSON.stringify(result.body)).toEqual([name, status]);
      expect(keys, name).toContain(key);
    }
    expect(await orderState(placed.orderId)).toEqual(before);
    expect(await readyMail(placed.email)).toEqual([]);

    // An upload already delivered for one order cannot be delivered again for another.
    expect((await submit(me, { orderId: placed.orderId, images: full(mediaA, mediaB) })).status).toBe(200);
    const next = await claimedOrder(me, { images: 1 });
    const reused = await submit(me, {
      orderId: next.orderId,
      images: [{ orderImageId: next.imageIds[0], editedMediaId: mediaA }],
    });
    expect([reused.status, reused.body.error?.data.messageKey]).toEqual([400, k.editedMediaInvalid]);
    expect((await orderState(next.orderId)).order.status).toBe('in_progress');
  });

  it('lets a designer redeliver any photo of an order an admin moved back to in progress', async () => {
    const me = await designer();
    const placed = await claimedOrder(me, { images: 2 });
    const [imageA, imageB] = placed.imageIds as [string, string];
    const full = await submit(me, {
      orderId: placed.orderId,
      images: [
        { orderImageId: imageA, editedMediaId: await ownMedia(me.id) },
        { orderImageId: imageB, editedMediaId: await ownMedia(me.id) },
      ],
    });
    expect(full.status).toBe(200);
    await db()
      .updateTable('orders')
      .set({ status: 'in_progress' })
      .where('id', '=', placed.orderId)
      .execute();

    const listed = (await mine(me)).find((item) => item.id === placed.orderId);
    expect(listed?.canSubmit).toBe(true);
    expect(listed?.images.map((image) => image.needsSubmission)).toEqual([false, false]);
    const replacement = await ownMedia(me.id);
    const result = await submit(me, {
      orderId: placed.orderId,
      images: [{ orderImageId: imageA, editedMediaId: replacement }],
    });
    expect(result.status).toBe(200);
    const { order, images } = await orderState(placed.orderId);
    expect(order.status).toBe('ready_for_review');
    expect(images[0]?.edited_media_id).toBe(replacement);
  });

  it('takes new versions of exactly the images with an open revision, then asks the client again', async () => {
    const me = await designer();
    const placed = await claimedOrder(me, { images: 2 });
    const [imageA, imageB] = placed.imageIds as [string, string];
    const first = await submit(me, {
      orderId: placed.orderId,
      images: [
        { orderImageId: imageA, editedMediaId: await ownMedia(me.id) },
        { orderImageId: imageB, editedMediaId: await ownMedia(me.id) },
      ],
    });
    expect(first.status).toBe(200);
    // The client asks for a revision of the second image (as clientOrders.requestRevision does).
    const requestedAt = new Date();
    await db()
      .updateTable('order_images')
      .set((eb) => ({
        revision_used: true,
        revision_requested_at: requestedAt,
        revision_note: 'Brighter sky, please',
        revision_pins: JSON.stringify([{ x: 0.5, y: 0.2, note: 'This cloud' }]),
        revised_media_id: eb.ref('edited_media_id'),
      }))
      .where('id', '=', imageB)
      .execute();
    await db()
      .updateTable('orders')
      .set({ status: 'revision_requested' })
      .where('id', '=', placed.orderId)
      .execute();

    const listed = (await mine(me)).find((item) => item.id === placed.orderId);
    expect(listed?.canSubmit).toBe(true);
    expect(
      listed?.images.map((image) => [image.revisionOpen, image.needsSubmission, image.revisionNote]),
    ).toEqual([
      [false, false, null],
      [true, true, 'Brighter sky, please'],
    ]);
    // While the revision is open the pins sit on the current delivery: no replaced one yet.
    expect(listed?.images[1]?.revisionPins).toEqual([{ x: 0.5, y: 0.2, note: 'This cloud' }]);
    expect(listed?.images[1]?.revisedVersion).toBeNull();
    const firstDelivery = listed?.images[1]?.edited?.mediaId;

    const notOpen = await submit(me, {
      orderId: placed.orderId,
      images: [
        { orderImageId: imageA, editedMediaId: await ownMedia(me.id) },
        { orderImageId: imageB, editedMediaId: await ownMedia(me.id) },
      ],
    });
    expect([notOpen.status, notOpen.body.error?.data.messageKey]).toEqual([400, k.imageNotOpen]);

    const revised = await ownMedia(me.id);
    const result = await submit(me, {
      orderId: placed.orderId,
      images: [{ orderImageId: imageB, editedMediaId: revised, comment: 'Sky brightened' }],
    });
    expect(result.status).toBe(200);
    const { order, images, history } = await orderState(placed.orderId);
    expect(order.status).toBe('ready_for_review');
    expect(images[1]).toMatchObject({ edited_media_id: revised, designer_note: 'Sky brightened' });
    expect(images[0]?.designer_note).toBeNull();
    expect(history.slice(-1)[0]).toMatchObject({
      from_status: 'revision_requested',
      to_status: 'ready_for_review',
    });
    const mails = await readyMail(placed.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your edited photos for order #${placed.orderNumber} are ready: PhotoEdit`,
      `Your revised photos for order #${placed.orderNumber} are ready: PhotoEdit`,
    ]);
    const after = (await mine(me)).find((item) => item.id === placed.orderId);
    expect(after?.images[1]).toMatchObject({
      revisionUsed: true,
      revisionOpen: false,
      needsSubmission: false,
    });
    // The note and pins stay, over the delivery they were drawn on.
    expect(after?.images[1]?.revisionPins).toEqual([{ x: 0.5, y: 0.2, note: 'This cloud' }]);
    expect(after?.images[1]?.revisedVersion?.mediaId).toBe(firstDelivery);
    expect(after?.images[1]?.edited?.mediaId).toBe(revised);
  });
});
