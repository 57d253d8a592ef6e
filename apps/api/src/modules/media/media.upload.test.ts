// POST /api/media/upload through the real server: every bad input refused with its code and nothing stored;
// every good format stored as three renditions.

import { readdir } from 'node:fs/promises';
import { type MediaItem, maxUploadBytes } from '@photoedit/contracts';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser, generousRateLimits, sessionFor } from '../auth/auth.fixtures';
import * as fixtures from './media.fixtures';
import { createMediaTestServer, fileBody, type MediaTestServer, multipart, type Part } from './media.testing';

let testDb: TestDatabase;
let server: MediaTestServer;
let draftToken: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database, { maxFrames: 50 });
  const draft = await server.app.inject({ method: 'POST', url: '/api/media/drafts' });
  expect(draft.statusCode).toBe(201);
  draftToken = draft.json().draftToken;
});
afterAll(async () => {
  await server?.cleanup();
  await testDb?.drop();
});

async function upload(
  body: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { 'x-draft-token': draftToken, ...body.headers, ...headers },
  });
}

async function expectRefused(
  body: { payload: Buffer; headers: Record<string, string> },
  status: number,
  code: string,
  messageKey: string,
) {
  const rowsBefore = await server.mediaRows();
  const keysBefore = await server.storedKeys();
  const response = await upload(body);
  expect(response.statusCode).toBe(status);
  expect(response.json().error).toMatchObject({ code, messageKey });
  expect(await server.mediaRows()).toBe(rowsBefore);
  expect(await server.storedKeys()).toEqual(keysBefore);
}

describe('upload refusals leave nothing stored', () => {
  it('a file of 10MB + 1 byte', async () => {
    const big = Buffer.alloc(maxUploadBytes + 1, 0x41);
    (await fixtures.jpeg(16, 16)).copy(big);
    await expectRefused(fileBody(big), 413, 'PAYLOAD_TOO_LARGE', 'media:errors.fileTooLarge');
  });

  it('a body declaring far more than 10MB is refused before it is read', async () => {
    const response = await upload(fileBody(Buffer.from('x')), { 'content-length': String(50 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it('a text file renamed .jpg', async () => {
    const text = Buffer.from('This is a plain text file, not a photo.\n'.repeat(20));
    await expectRefused(
      fileBody(text, 'photo.jpg', 'image/jpeg'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'media:errors.unsupportedFormat',
    );
  });

  it('an SVG renamed .png', async () => {
    await expectRefused(
      fileBody(fixtures.svg, 'pic.png', 'image/png'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'media:errors.unsupportedFormat',
    );
  });

  it('a TIFF renamed .png', async () => {
    await expectRefused(
      fileBody(await fixtures.tiff(), 'pic.png', 'image/png'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'media:errors.unsupportedFormat',
    );
  });

  it('a truncated JPEG', async () => {
    const full = await fixtures.jpeg(800, 600);
    await expectRefused(
      fileBody(full.subarray(0, Math.floor(full.length * 0.6))),
      400,
      'BAD_INPUT',
      'media:errors.damaged',
    );
  });

  it('a 16000×16000 PNG (pixel bomb)', async () => {
    await expectRefused(
      fileBody(fixtures.pixelBombPng(), 'bomb.png', 'image/png'),
      413,
      'PAYLOAD_TOO_LARGE',
      'media:errors.tooManyPixels',
    );
  });

  it('a GIF with many large frames', async () => {
    // 30 frames of 2000×2000 = 120 MP together (each frame alone is only 4 MP).
    const frames = await fixtures.manyFramesGif(2000, 2000, 30);
    expect((await sharp(frames).metadata()).pages).toBe(30);
    expect(frames.length).toBeLessThan(maxUploadBytes);
    await expectRefused(
      fileBody(frames, 'anim.gif', 'image/gif'),
      413,
      'PAYLOAD_TOO_LARGE',
      'media:errors.tooManyPixels',
    );
  });

  it('a GIF with too many frames', async () => {
    await expectRefused(
      fileBody(await fixtures.animatedGif(8, 8, 60), 'anim.gif', 'image/gif'),
      413,
      'PAYLOAD_TOO_LARGE',
      'media:errors.tooManyFrames',
    );
  });

  it('an empty file', async () => {
    await expectRefused(fileBody(Buffer.alloc(0)), 400, 'BAD_INPUT', 'media:errors.empty');
  });

  it('a body without a `file` field', async () => {
    await expectRefused(
      multipart([{ name: 'note', data: 'hello' }]),
      400,
      'BAD_INPUT',
      'media:errors.missingFile',
    );
    const jpeg = await fixtures.jpeg(32, 32);
    await expectRefused(
      multipart([{ name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg }]),
      400,
      'BAD_INPUT',
      'media:errors.missingFile',
    );
  });

  it('a body that is not multipart', async () => {
    await expectRefused(
      { payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } },
      400,
      'BAD_INPUT',
      'media:errors.missingFile',
    );
  });

  it('a multipart content type without a boundary, or with one the body does not use', async () => {
    const jpeg = await fixtures.jpeg(32, 32);
    const body = fileBody(jpeg);
    await expectRefused(
      { payload: body.payload, headers: { 'content-type': 'multipart/form-data' } },
      400,
      'BAD_INPUT',
      'media:errors.malformedBody',
    );
    await expectRefused(
      { payload: body.payload, headers: { 'content-type': 'multipart/form-data; boundary=nothere' } },
      400,
      'BAD_INPUT',
      'media:errors.malformedBody',
    );
  });

  it('a multipart body cut short in the middle of the file', async () => {
    const body = fileBody(await fixtures.jpeg(256, 256));
    const cut = body.payload.subarray(0, Math.floor(body.payload.length / 2));
    await expectRefused(
      { payload: cut, headers: body.headers },
      400,
      'BAD_INPUT',
      'media:errors.malformedBody',
    );
    // Spooled under the configured directory (DATA_DIR/spool), and nothing is left there.
    expect(server.config.media.spoolDir).toBe(`${server.mediaDir}-spool`);
    expect(await readdir(server.config.media.spoolDir)).toEqual([]);
  });

  it('a multipart body with two files', async () => {
    const jpeg = await fixtures.jpeg(32, 32);
    const parts: Part[] = [
      { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
      { name: 'file', filename: 'b.jpg', contentType: 'image/jpeg', data: jpeg },
    ];
    await expectRefused(multipart(parts), 400, 'BAD_INPUT', 'media:errors.oneFileOnly');
  });

  it('no draft token and no sign-in, or an unknown draft token', async () => {
    const body = fileBody(await fixtures.jpeg(32, 32));
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await upload(body, { 'x-draft-token': 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.messageKey).toBe('media:errors.draftInvalid');
    expect(await server.mediaRows()).toBe(0);
  });
});

describe('good uploads', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'a.jpg'],
    ['png', 'image/png', 'a.png'],
    ['webp', 'image/webp', 'a.webp'],
    ['gif', 'image/gif', 'a.gif'],
  ] as const)('stores a %s with three renditions', async (format, type, name) => {
    const input =
      format === 'gif' ? await fixtures.gif(300, 200) : await fixtures.photo(1000, 500)[format]().toBuffer();
    // The browser's Content-Type is ignored: a lie changes nothing.
    const response = await upload(fileBody(input, `../../etc/${name}`, 'application/octet-stream'));
    expect(response.statusCode).toBe(201);
    const item = response.json() as MediaItem;
    expect(item.info).toMatchObject({ format, byteSize: input.length, originalFileName: name });
    expect(item.info.qualities).toEqual(['thumbnail', 'preview', 'original']);
    expect(item.qualities.original).toMatchObject({ format, contentType: type, byteSize: input.length });
    expect(item.qualities.thumbnail).toMatchObject({ format: 'webp', contentType: 'image/webp' });
    expect(item.placeholder).toMatch(/^[A-Za-z0-9+/=]+$/);
    // The pre-payment photo check runs on every upload and is stored (the answer is read back from the
    // database): 1000 px is too small for listing work.
    expect(item.check?.flags).toContain('tooSmall');
    expect(item.check?.dhash).toMatch(/^[0-9a-f]{128}$/);
    const keys = (await server.storedKeys()).filter((key) => key.startsWith(`media/${item.id}/`));
    expect(keys.sort()).toEqual(
      [
        `media/${item.id}/original.${format === 'jpeg' ? 'jpg' : format}`,
        `media/${item.id}/preview.webp`,
        `media/${item.id}/thumbnail.webp`,
      ].sort(),
    );
    // The original is byte-exact.
    const original = await server.app.inject({ method: 'GET', url: item.qualities.original.url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(input)).toBe(true);
  });

  it("the stored original loses the camera's location and keeps everything else", async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#8a6' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Example Studio' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' },
      })
      .toBuffer();
    const response = await upload(fileBody(input));
    expect(response.statusCode).toBe(201);
    const item = response.json() as MediaItem;
    const original = await server.app.inject({ method: 'GET', url: item.qualities.original.url });
    expect(original.rawPayload.length).toBe(input.length);
    const exif = exifReader((await sharp(original.rawPayload).metadata()).exif as Buffer);
    expect(Object.keys(exif.GPSInfo ?? {})).toEqual([]);
    expect(exif.Image?.Copyright).toBe('Example Studio');
  });

  it('an EXIF-rotated JPEG comes out upright', async () => {
    const response = await upload(fileBody(await fixtures.exifRotatedJpeg(300, 200)));
    expect(response.statusCode).toBe(201);
    const item = response.json() as MediaItem;
    expect(item.info).toMatchObject({ width: 200, height: 300 });
    const preview = await server.app.inject({ method: 'GET', url: item.qualities.preview.url });
    const meta = await sharp(preview.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300, format: 'webp' });
    expect(meta.exif).toBeUndefined();
  });

  it('an animated GIF stays animated', async () => {
    const response = await upload(fileBody(await fixtures.animatedGif(120, 80, 4), 'anim.gif', 'image/gif'));
    expect(response.statusCode).toBe(201);
    const item = response.json() as MediaItem;
    const thumb = await server.app.inject({ method: 'GET', url: item.qualities.thumbnail.url });
    expect((await sharp(thumb.rawPayload, { animated: true }).metadata()).pages).toBe(4);
  });

  it('a JPEG with a ZIP or HTML appended: the variants do not carry it', async () => {
    for (const tail of [fixtures.zipTail, fixtures.htmlTail]) {
      const response = await upload(fileBody(Buffer.concat([await fixtures.jpeg(300, 200), tail])));
      expect(response.statusCode).toBe(201);
      const item = response.json() as MediaItem;
      for (const quality of ['thumbnail', 'preview'] as const) {
        const variant = await server.app.inject({ method: 'GET', url: item.qualities[quality].url });
        expect(variant.headers['content-type']).toBe('image/webp');
        expect(variant.rawPayload.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
        expect(variant.rawPayload.includes(Buffer.from('<html'))).toBe(false);
      }
      // The original is byte-exact, so served only as an image that may not run anything.
      const original = await server.app.inject({ method: 'GET', url: item.qualities.original.url });
      expect(original.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    }
  });

  it('a signed-in approved designer may upload without a draft; an unapproved one may not', async () => {
    const designer = await createUser(testDb.database.db, 'designer');
    const session = await sessionFor(testDb.database.db, designer.id, server.config);
    const body = fileBody(await fixtures.jpeg(64, 64));
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${session.access_token}` },
    });
    expect(ok.statusCode).toBe(201);
    const pending = await createUser(testDb.database.db, 'designer', { approved: false });
    const pendingSession = await sessionFor(testDb.database.db, pending.id, server.config);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${pendingSession.access_token}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a burst of uploads is queued, not refused', async () => {
    const input = await fixtures.jpeg(1500, 1000);
    const responses = await Promise.all(Array.from({ length: 8 }, () => upload(fileBody(input))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
  });
});

describe('rate limits', () => {
  it('refuses too many drafts from one address with 429 and Retry-After', async () => {
    const limited = await createMediaTestServer(
      testDb.database,
      {},
      { rateLimits: { ...generousRateLimits, mediaDraftPerIp: { limit: 2, windowMs: 60_000 } } },
    );
    // The windows are fixed (aligned to the minute): start a second into one, so the three requests share it.
    limited.clock.set(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000));
    try {
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          await limited.app.inject({
            method: 'POST',
            url: '/api/media/drafts',
            remoteAddress: '203.0.113.9',
          }),
        );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
      expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.cleanup();
    }
  });
});
