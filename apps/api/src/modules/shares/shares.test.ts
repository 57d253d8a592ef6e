// Share with the agent (issue 35) on a real database and storage: the client of a completed order makes a link;
// anyone holding it sees the edited photos and downloads one, and both ZIPs, without signing in; the link expires
// (fake clock) or is revoked at once; another client, an unfinished order and a forged token are refused.
import {
  type OrderShare,
  type ShareCreated,
  type SharedGallery,
  shareMessageKeys,
} from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser, data, sessionFor, trpc } from '../auth/auth.fixtures';
import { jpeg } from '../media/media.fixtures';
import { createMediaTestServer, createOrderWithMedia, fileBody } from '../media/media.testing';
import { unzip } from '../orders/downloads/downloads.testing';

const k = shareMessageKeys;
let testDb: TestDatabase;
let server: Awaited<ReturnType<typeof createMediaTestServer>>;
const db = () => testDb.database.db;
let client = { id: '', token: '' };
let other = { id: '', token: '' };
let orderNumber = 0;
let unfinishedNumber = 0;

/** A session at the server's clock (the fake clock moves past a token's life). */
const as = async (userId: string) => ({
  token: (await sessionFor(db(), userId, { jwtSecret: developmentJwtSecret }, server.clock.now()))
    .access_token,
});

async function signedIn(role: 'client' | 'designer') {
  const user = await createUser(db(), role, { approved: true });
  return { id: user.id, ...(await as(user.id)) };
}

async function upload(token: string, name: string, width: number) {
  const body = fileBody(await jpeg(width, 300), name, 'image/jpeg');
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return response.json().id as string;
}

async function completedOrder(completed: boolean) {
  const designer = await signedIn('designer');
  const originals = [await upload(client.token, 'a.jpg', 400), await upload(client.token, 'b.jpg', 420)];
  const edited = [
    await upload(designer.token, 'a-edit.jpg', 410),
    await upload(designer.token, 'b-edit.jpg', 430),
  ];
  const orderId = await createOrderWithMedia(db(), {
    clientId: client.id,
    designerId: designer.id,
    paid: true,
    mediaIds: originals,
  });
  for (const [position, mediaId] of edited.entries()) {
    await db()
      .updateTable('order_images')
      .set({ edited_media_id: mediaId, submitted_at: new Date(), accepted_at: completed ? new Date() : null })
      .where('order_id', '=', orderId)
      .where('position', '=', position)
      .execute();
  }
  const row = await db()
    .updateTable('orders')
    .set(
      completed
        ? {
            status: 'completed',
            completed_at: new Date(),
            first_completed_at: new Date(),
            contact_company: 'Studio Łukasz',
          }
        : { status: 'ready_for_review' },
    )
    .where('id', '=', orderId)
    .returning('order_number')
    .executeTakeFirstOrThrow();
  return row.order_number;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  client = await signedIn('client');
  other = await signedIn('client');
  orderNumber = await completedOrder(true);
  unfinishedNumber = await completedOrder(false);
});
afterAll(async () => {
  await server.cleanup();
  await testDb.drop();
});

const tokenOf = (url: string) => url.split('/shared/')[1] as string;
const view = (token: string) => trpc(server, 'shares.view', { token }, { type: 'query' });
const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('a share link', () => {
  it('opens a gallery of the edited photos with single downloads and both ZIPs, without signing in', async () => {
    const created = await trpc(server, 'shares.create', { orderNumber }, client);
    expect(created.status).toBe(200);
    const { share, url } = data<ShareCreated>(created);
    expect(url).toMatch(/\/en\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(share.active).toBe(true);
    expect(new Date(share.expiresAt).getTime() - new Date(share.createdAt).getTime()).toBe(
      30 * 24 * 3600_000,
    );

    const opened = await view(tokenOf(url));
    expect(opened.status).toBe(200);
    const gallery = data<SharedGallery>(opened);
    expect(gallery).toMatchObject({ orderNumber, businessName: 'Studio Łukasz' });
    expect(gallery.photos.map((photo) => photo.number)).toEqual([1, 2]);
    const raw = await server.app.inject({
      method: 'GET',
      url: `/api/trpc/shares.view?input=${encodeURIComponent(JSON.stringify({ token: tokenOf(url) }))}`,
    });
    expect(raw.headers['x-robots-tag']).toBe('noindex, nofollow');

    const photo = await get(gallery.photos[0]?.downloadUrl as string);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const full = await get(gallery.fullZipUrl);
    expect(full.statusCode).toBe(200);
    expect([...(await unzip(full.rawPayload)).keys()]).toHaveLength(2);
    const listing = await get(gallery.listingZipUrl);
    expect(listing.statusCode).toBe(200);
    expect([...(await unzip(listing.rawPayload)).keys()]).toHaveLength(2);
    expect((await get(gallery.photos[0]?.thumbnailUrl as string)).statusCode).toBe(200);
  });

  it('is refused once revoked, at once, and after it expires (fake clock); listed with its state', async () => {
    const revoked = data<ShareCreated>(await trpc(server, 'shares.create', { orderNumber }, client));
    expect((await view(tokenOf(revoked.url))).status).toBe(200);
    const byOther = await trpc(server, 'shares.revoke', { shareId: revoked.share.id }, other);
    expect(byOther.status).toBe(404);
    const done = await trpc(server, 'shares.revoke', { shareId: revoked.share.id }, client);
    expect(data<OrderShare>(done).active).toBe(false);
    const gone = await view(tokenOf(revoked.url));
    expect([gone.status, gone.body.error?.data.messageKey]).toEqual([404, k.linkGone]);

    const short = data<ShareCreated>(await trpc(server, 'shares.create', { orderNumber, days: 1 }, client));
    server.clock.advance(24 * 3600_000 - 1000);
    expect((await view(tokenOf(short.url))).status).toBe(200);
    server.clock.advance(1000);
    expect((await view(tokenOf(short.url))).status).toBe(404);

    const session = await as(client.id);
    const listed = data<OrderShare[]>(
      await trpc(server, 'shares.ofOrder', { orderNumber }, { ...session, type: 'query' }),
    );
    const byId = new Map(listed.map((share) => [share.id, share]));
    expect(byId.get(revoked.share.id)?.revokedAt).not.toBeNull();
    expect(byId.get(short.share.id)?.active).toBe(false);
  });

  it('is refused for another client, an unfinished order, bad days, a forged token and a designer', async () => {
    client = { id: client.id, ...(await as(client.id)) };
    other = { id: other.id, ...(await as(other.id)) };
    const notTheirs = await trpc(server, 'shares.create', { orderNumber }, other);
    expect([notTheirs.status, notTheirs.body.error?.data.messageKey]).toEqual([404, k.orderNotFound]);
    const unfinished = await trpc(server, 'shares.create', { orderNumber: unfinishedNumber }, client);
    expect([unfinished.status, unfinished.body.error?.data.messageKey]).toEqual([409, k.notCompleted]);
    for (const days of [0, 91, 2.5]) {
      const bad = await trpc(server, 'shares.create', { orderNumber, days }, client);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body.error?.data.issues)).toContain(k.daysInvalid);
    }
    const forged = await view('A'.repeat(43));
    expect([forged.status, forged.body.error?.data.messageKey]).toEqual([404, k.linkGone]);
    const malformed = await view('short');
    expect(malformed.status).toBe(400);
    const designer = await signedIn('designer');
    expect((await trpc(server, 'shares.create', { orderNumber }, designer)).status).toBe(403);
    const anonymous = await trpc(server, 'shares.create', { orderNumber }, {});
    expect(anonymous.status).toBe(401);
  });
});
