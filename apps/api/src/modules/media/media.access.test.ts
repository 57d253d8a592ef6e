// Who may see what, through the real server: every role and no token against draft, order and foreign
// images; signed addresses (valid, expired, tampered); serving (ETag, 304, Range, cache headers); clean-up.
import { createHash } from 'node:crypto';
import type { MediaInfo, MediaItem, MediaUrlResponse } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser, sessionFor } from '../auth/auth.fixtures';
import * as fixtures from './media.fixtures';
import { signMediaUrl } from './media.signing';
import { createMediaTestServer, createOrderWithMedia, fileBody, type MediaTestServer } from './media.testing';

let testDb: TestDatabase;
let server: MediaTestServer & { clock: { now: () => Date; set(d: Date): void; advance(ms: number): void } };

type Who =
  | 'anonymous'
  | 'draftOwner'
  | 'otherDraft'
  | 'client'
  | 'otherClient'
  | 'designer'
  | 'claimingDesigner'
  | 'otherDesigner'
  | 'unapprovedDesigner'
  | 'inactiveDesigner'
  | 'admin';
const headers: Record<Who, Record<string, string>> = {} as Record<Who, Record<string, string>>;
const ids = {
  draftImage: '',
  unpaidOrderImage: '',
  availableOrderImage: '',
  claimedOrderImage: '',
  foreignImage: '',
};

async function newDraft() {
  const response = await server.app.inject({ method: 'POST', url: '/api/media/drafts' });
  return response.json().draftToken as string;
}

async function uploadWith(requestHeaders: Record<string, string>): Promise<MediaItem> {
  const body = fileBody(await fixtures.jpeg(200, 150));
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { ...body.headers, ...requestHeaders },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  const db = testDb.database.db;
  const bearer = async (id: string) => ({
    authorization: `Bearer ${(await sessionFor(db, id, server.config)).access_token}`,
  });

  const client = await createUser(db, 'client');
  const otherClient = await createUser(db, 'client');
  const designer = await createUser(db, 'designer');
  const claimingDesigner = await createUser(db, 'designer');
  const otherDesigner = await createUser(db, 'designer');
  const unapproved = await createUser(db, 'designer', { approved: false });
  const inactive = await createUser(db, 'designer');
  const admin = await createUser(db, 'admin');

  headers.anonymous = {};
  headers.draftOwner = { 'x-draft-token': await newDraft() };
  headers.otherDraft = { 'x-draft-token': await newDraft() };
  headers.client = await bearer(client.id);
  headers.otherClient = await bearer(otherClient.id);
  headers.designer = await bearer(designer.id);
  headers.claimingDesigner = await bearer(claimingDesigner.id);
  headers.otherDesigner = await bearer(otherDesigner.id);
  headers.unapprovedDesigner = await bearer(unapproved.id);
  headers.inactiveDesigner = await bearer(inactive.id);
  headers.admin = await bearer(admin.id);
  await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', inactive.id).execute();

  ids.draftImage = (await uploadWith(headers.draftOwner)).id;
  // Images of orders: uploaded in their own drafts, then taken by an order.
  const orderImage = async () => (await uploadWith({ 'x-draft-token': await newDraft() })).id;
  ids.unpaidOrderImage = await orderImage();
  ids.availableOrderImage = await orderImage();
  ids.claimedOrderImage = await orderImage();
  ids.foreignImage = await orderImage();
  await createOrderWithMedia(db, { clientId: null, paid: false, mediaIds: [ids.unpaidOrderImage] });
  await createOrderWithMedia(db, { clientId: client.id, paid: true, mediaIds: [ids.availableOrderImage] });
  await createOrderWithMedia(db, {
    clientId: client.id,
    designerId: claimingDesigner.id,
    paid: true,
    mediaIds: [ids.claimedOrderImage],
  });
  await createOrderWithMedia(db, {
    clientId: otherClient.id,
    designerId: otherDesigner.id,
    paid: true,
    mediaIds: [ids.foreignImage],
  });
});
afterAll(async () => {
  await server?.cleanup();
  await testDb?.drop();
});

// Who sees which image (everything else: 404).
const expected: Record<keyof typeof ids, Who[]> = {
  draftImage: ['draftOwner', 'admin'],
  unpaidOrderImage: ['admin'],
  availableOrderImage: ['client', 'designer', 'claimingDesigner', 'otherDesigner', 'admin'],
  claimedOrderImage: ['client', 'claimingDesigner', 'admin'],
  foreignImage: ['otherClient', 'otherDesigner', 'admin'],
};
const everyone: Who[] = [
  'anonymous',
  'draftOwner',
  'otherDraft',
  'client',
  'otherClient',
  'designer',
  'claimingDesigner',
  'otherDesigner',
  'unapprovedDesigner',
  'inactiveDesigner',
  'admin',
];
const cases = (Object.keys(expected) as (keyof typeof ids)[]).flatMap((image) =>
  everyone.map((who) => [image, who, expected[image].includes(who)] as const),
);

describe('access matrix', () => {
  it.each(cases)('%s as %s → allowed: %s', async (image, who, allowed) => {
    const id = ids[image];
    for (const url of [
      `/api/media/${id}/info`,
      `/api/media/${id}/url?quality=preview`,
      `/media/${id}?quality=thumbnail`,
    ]) {
      const response = await server.app.inject({ method: 'GET', url, headers: headers[who] });
      if (who === 'inactiveDesigner') {
        // A deactivated account's token is refused as a token, before any image is looked at.
        expect(response.statusCode, url).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
        continue;
      }
      expect(response.statusCode, url).toBe(allowed ? 200 : 404);
      if (!allowed) expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('a forged, expired or logged-out Bearer token is a 401 with the invalid_token challenge on every route', async () => {
    const id = ids.draftImage;
    const db = testDb.database.db;
    const designer = await createUser(db, 'designer');
    const session = await sessionFor(db, designer.id, server.config, server.clock.now());
    const [head, payload] = session.access_token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    const expiredSession = await sessionFor(
      db,
      designer.id,
      server.config,
      new Date(Date.now() - 86_400_000),
    );
    const loggedOut = await sessionFor(db, designer.id, server.config, server.clock.now());
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', designer.id)
      .where('revoked_at', 'is', null)
      .where('token_hash', '=', createHash('sha256').update(loggedOut.refresh_token).digest())
      .execute();
    const body = fileBody(await fixtures.jpeg(16, 16));
    for (const token of [forged, expiredSession.access_token, loggedOut.access_token, 'not a jwt']) {
      for (const [method, url] of [
        ['GET', `/api/media/${id}/info`],
        ['GET', `/api/media/${id}/url?quality=preview`],
        ['GET', `/media/${id}?quality=thumbnail`],
        ['POST', '/api/media/drafts'],
        ['POST', '/api/media/upload'],
      ] as const) {
        const response = await server.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}`, ...(url.endsWith('upload') ? body.headers : {}) },
          ...(url.endsWith('upload') ? { payload: body.payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
    }
    // The same session's valid token still works.
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/media/drafts',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('unknown ids and malformed ids are 404 too', async () => {
    for (const url of [
      '/api/media/00000000-0000-4000-8000-000000000000/info',
      '/api/media/not-a-uuid/info',
      '/media/123',
    ]) {
      expect((await server.app.inject({ method: 'GET', url, headers: headers.admin })).statusCode).toBe(404);
    }
  });

  it('info describes the original', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/media/${ids.draftImage}/info`,
      headers: headers.draftOwner,
    });
    const info = response.json() as MediaInfo;
    expect(info).toMatchObject({
      id: ids.draftImage,
      originalFileName: 'photo.jpg',
      format: 'jpeg',
      width: 200,
      height: 150,
    });
    expect(info.qualities).toEqual(['thumbnail', 'preview', 'original']);
    expect(Date.parse(info.uploadedAt)).not.toBeNaN();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('signed addresses', () => {
  async function signedUrl(quality = 'thumbnail') {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/media/${ids.draftImage}/url?quality=${quality}`,
      headers: headers.draftOwner,
    });
    return response.json() as MediaUrlResponse;
  }

  it('work without any header, default to the thumbnail and expire', async () => {
    const defaultQuality = await server.app.inject({
      method: 'GET',
      url: `/api/media/${ids.draftImage}/url`,
      headers: headers.draftOwner,
    });
    expect((defaultQuality.json() as MediaUrlResponse).quality).toBe('thumbnail');
    const { url, expiresAt } = await signedUrl();
    expect(url).toMatch(
      new RegExp(`^/media/${ids.draftImage}\\?quality=thumbnail&exp=\\d+&sig=[A-Za-z0-9_-]{43}$`),
    );
    const ok = await server.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    // Past the expiry the same address is refused like an unknown one.
    server.clock.set(new Date(Date.parse(expiresAt) + 1000));
    try {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      server.clock.set(new Date());
    }
  });

  it('refuse tampering with the id, quality, expiry or signature', async () => {
    const { url } = await signedUrl('thumbnail');
    const parsed = new URL(url, 'http://x');
    const exp = parsed.searchParams.get('exp') ?? '';
    const sig = parsed.searchParams.get('sig') ?? '';
    const tampered = [
      `/media/${ids.foreignImage}?quality=thumbnail&exp=${exp}&sig=${sig}`,
      `/media/${ids.draftImage}?quality=original&exp=${exp}&sig=${sig}`,
      `/media/${ids.draftImage}?quality=thumbnail&exp=${Number(exp) + 900}&sig=${sig}`,
      `/media/${ids.draftImage}?quality=thumbnail&exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `/media/${ids.draftImage}?quality=thumbnail&exp=${exp}`,
    ];
    for (const bad of tampered)
      expect((await server.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    // Signed with another secret: refused.
    const forged = signMediaUrl('x'.repeat(40), ids.draftImage, 'thumbnail', new Date(), 3600);
    expect((await server.app.inject({ method: 'GET', url: forged.url })).statusCode).toBe(404);
  });

  it('are stable within a quarter hour, so browsers can cache them', async () => {
    expect((await signedUrl()).url).toBe((await signedUrl()).url);
  });
});

describe('serving', () => {
  it('sends content type, nosniff, ETag, immutable caching, and answers 304 to a matching If-None-Match', async () => {
    const url = `/media/${ids.draftImage}?quality=preview`;
    const first = await server.app.inject({ method: 'GET', url, headers: headers.draftOwner });
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=31536000, immutable',
    });
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const etag = String(first.headers.etag);
    const second = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...headers.draftOwner, 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload.length).toBe(0);
  });

  it('serves byte ranges (206), suffix ranges, and 416 past the end', async () => {
    const url = `/media/${ids.draftImage}?quality=original`;
    const whole = await server.app.inject({ method: 'GET', url, headers: headers.draftOwner });
    const size = whole.rawPayload.length;
    const part = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...headers.draftOwner, range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 20))).toBe(true);
    const suffix = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...headers.draftOwner, range: 'bytes=-5' },
    });
    expect(suffix.rawPayload.equals(whole.rawPayload.subarray(size - 5))).toBe(true);
    const past = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...headers.draftOwner, range: `bytes=${size}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.rawPayload.length).toBe(0);
    // Several ranges, or a malformed one: the whole file (RFC 9110 lets a server ignore Range).
    for (const range of ['bytes=0-1,5-6', 'bytes=x-y', 'items=0-1']) {
      const whole2 = await server.app.inject({
        method: 'GET',
        url,
        headers: { ...headers.draftOwner, range },
      });
      expect(whole2.statusCode, range).toBe(200);
      expect(whole2.rawPayload.length, range).toBe(size);
    }
    // A stale If-Range gets the whole file.
    const stale = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...headers.draftOwner, range: 'bytes=0-1', 'if-range': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('refuses an unknown quality', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/media/${ids.draftImage}?quality=huge`,
      headers: headers.admin,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('abandoned drafts', () => {
  it('are deleted with their files once expired; drafts that became orders are kept', async () => {
    const db = testDb.database.db;
    const service = (await import('./media.service')).createMediaService;
    const { createLocalStorage } = await import('../../storage/local');
    const { createImageProcessor, defaultProcessingLimits } = await import('./media.processing');
    const { silentLogger } = await import('../../test/database');
    let now = new Date();
    const media = service({
      db,
      config: server.config.media,
      storage: createLocalStorage(server.mediaDir),
      processor: createImageProcessor(defaultProcessingLimits),
      now: () => now,
      log: silentLogger,
    });
    const keysOf = async (id: string) =>
      (await server.storedKeys()).filter((key) => key.startsWith(`media/${id}/`));
    expect(await keysOf(ids.draftImage)).toHaveLength(3);
    // Nothing has expired yet.
    expect(await media.deleteAbandonedDrafts()).toEqual({ drafts: 0, media: 0, files: 0 });
    // Past every draft's expiry: the draft with a lone upload goes; drafts whose images an order took stay.
    now = new Date(Date.now() + (server.config.media.draftTtlHours + 1) * 3_600_000);
    const result = await media.deleteAbandonedDrafts();
    expect(result.media).toBeGreaterThanOrEqual(1);
    expect(await keysOf(ids.draftImage)).toEqual([]);
    expect(
      await db.selectFrom('media').select('id').where('id', '=', ids.draftImage).executeTakeFirst(),
    ).toBeUndefined();
    for (const id of [
      ids.unpaidOrderImage,
      ids.availableOrderImage,
      ids.claimedOrderImage,
      ids.foreignImage,
    ]) {
      expect(await keysOf(id)).toHaveLength(3);
      expect(await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    }
    // Running again finds nothing more to do.
    expect(await media.deleteAbandonedDrafts()).toMatchObject({ drafts: 0, media: 0 });
    // Each run starts where the last complete one stopped: a draft that expired before that is not looked at again.
    const watermark = await db
      .selectFrom('job_watermarks')
      .select('checked_until')
      .where('name', '=', 'media.cleanup.drafts')
      .executeTakeFirstOrThrow();
    expect(watermark.checked_until.getTime()).toBe(now.getTime());
    const stale = await db
      .insertInto('order_drafts')
      .values({ token_hash: Buffer.alloc(32, 7), expires_at: new Date(now.getTime() - 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await media.deleteAbandonedDrafts()).toMatchObject({ drafts: 0 });
    await db.deleteFrom('order_drafts').where('id', '=', stale.id).execute();
  });

  it('removes a user’s own upload that nothing references once it is older than the retention', async () => {
    const db = testDb.database.db;
    const { createMediaService } = await import('./media.service');
    const { ownedUploadRetentionHours } = await import('./media.cleanup');
    const { createLocalStorage } = await import('../../storage/local');
    const { createImageProcessor, defaultProcessingLimits } = await import('./media.processing');
    const { silentLogger } = await import('../../test/database');
    // A designer's edited file never submitted, and one an order holds as its edited version.
    const unsubmitted = (await uploadWith(headers.designer)).id;
    const delivered = (await uploadWith(headers.claimingDesigner)).id;
    await db
      .updateTable('order_images')
      .set({ edited_media_id: delivered })
      .where('original_media_id', '=', ids.claimedOrderImage)
      .execute();
    let now = new Date(Date.now() + (ownedUploadRetentionHours - 1) * 3_600_000);
    const media = createMediaService({
      db,
      config: server.config.media,
      storage: createLocalStorage(server.mediaDir),
      processor: createImageProcessor(defaultProcessingLimits),
      now: () => now,
      log: silentLogger,
    });
    const exists = async (id: string) =>
      (await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    await media.deleteAbandonedDrafts();
    expect(await exists(unsubmitted)).toBe(true);
    now = new Date(Date.now() + (ownedUploadRetentionHours + 1) * 3_600_000);
    await media.deleteAbandonedDrafts();
    expect(await exists(unsubmitted)).toBe(false);
    expect(await exists(delivered)).toBe(true);
    expect(await exists(ids.claimedOrderImage)).toBe(true);
  });
});
