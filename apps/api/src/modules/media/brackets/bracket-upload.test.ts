// Every upload records what bracket grouping needs of it (issue 32), read from its EXIF when it is processed, in
// the render worker as the real server runs it.
import type { MediaItem } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import * as fixtures from '../media.fixtures';
import { createMediaTestServer, fileBody, type MediaTestServer } from '../media.testing';
import { bracketFrame } from './bracket.fixtures';

let testDb: TestDatabase;
let server: MediaTestServer;
let draftToken: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  draftToken = (await server.app.inject({ method: 'POST', url: '/api/media/drafts' })).json().draftToken;
});
afterAll(async () => {
  await server?.cleanup();
  await testDb?.drop();
});

async function uploaded(file: Buffer) {
  const body = fileBody(file);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { 'x-draft-token': draftToken, ...body.headers },
  });
  expect(response.statusCode).toBe(201);
  const { id } = response.json() as MediaItem;
  const row = await testDb.database.db
    .selectFrom('media')
    .select('capture')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.capture;
}

describe('the capture of an upload', () => {
  it('is stored for a bracketed frame: camera, sub-second time, exposure and upright size', async () => {
    const capture = await uploaded(
      await bracketFrame({ ev: -2, takenAt: '2026:11:29 10:00:01', subSec: '5', serial: '77' }),
    );
    expect(capture).toEqual({
      camera: 'Sony|ILCE-7M3|77',
      takenAtMs: Date.UTC(2026, 10, 29, 10, 0, 1, 500),
      exposureStops: expect.closeTo(Math.log2(1 / 240 / 64), 3),
      width: 96,
      height: 64,
    });
  });

  it('is empty for a file without EXIF: it will be a photo on its own', async () => {
    expect(await uploaded(await fixtures.jpeg(300, 200))).toBeNull();
  });
});
