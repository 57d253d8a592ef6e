// The media service on its own: all-or-nothing uploads (a failed step removes what it wrote) on both storage
// drivers, and the S3 driver end to end.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../storage/local';
import { createS3Storage } from '../../storage/s3';
import { startS3rver } from '../../storage/s3rver.testing';
import type { MediaStorage } from '../../storage/storage';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../test/database';
import { testConfig } from '../../test/server';
import * as fixtures from './media.fixtures';
import { createImageProcessor, defaultProcessingLimits } from './media.processing';
import { createMediaService } from './media.service';

let testDb: TestDatabase;
let dir: string;
let s3: Awaited<ReturnType<typeof startS3rver>>;
let file: { path: string; byteSize: number; sha256: Buffer; fileName: string };
let uploads = 0;
/** The upload as the route hands it over: its own spool file, which storing moves away. */
const spooled = async () => {
  const path = join(dir, `upload-${++uploads}.jpg`);
  await copyFile(file.path, path);
  return { ...file, path };
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'photoedit-media-service-'));
  s3 = await startS3rver('media-service');
  const bytes = await fixtures.jpeg(300, 200);
  const path = join(dir, 'upload.jpg');
  await writeFile(path, bytes);
  file = {
    path,
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest(),
    fileName: 'a.jpg',
  };
});
afterAll(async () => {
  await s3?.stop();
  await rm(dir, { recursive: true, force: true });
  await testDb?.drop();
});

const processor = createImageProcessor(defaultProcessingLimits);

function serviceWith(storage: MediaStorage, now = () => new Date()) {
  return createMediaService({
    db: testDb.database.db,
    config: testConfig().media,
    storage,
    processor,
    now,
    log: silentLogger,
  });
}

/** Wraps a storage so that its n-th put fails. */
function failingOnPut(storage: MediaStorage, failingPut: number): MediaStorage {
  let puts = 0;
  return {
    ...storage,
    put: async (key, source, contentType) => {
      puts += 1;
      if (puts === failingPut) throw new Error('disk full');
      return storage.put(key, source, contentType);
    },
  };
}

const drivers = {
  local: () => createLocalStorage(join(dir, `store-${Math.random().toString(36).slice(2)}`)),
  s3: () =>
    createS3Storage({
      bucket: 'media-service',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
};

describe.each(['local', 's3'] as const)('upload on the %s driver', (driver) => {
  const rows = async () =>
    Number(
      (
        await testDb.database.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('stores three files and the rows', async () => {
    const storage = drivers[driver]();
    const before = await storage.list('media/');
    const upload = await spooled();
    // One instant for the answer and the read-back below, so both sign the same addresses.
    const service = serviceWith(storage, () => new Date('2026-11-26T12:00:00Z'));
    const item = await service.upload(upload, { userId: null, draftId: null });
    // The answer is made from the rows just written: exactly what describing the image reads back.
    expect(item).toEqual(await service.describe(item.id));
    // On disk the original is moved into place from the spool, not copied; S3 reads it (the route removes it).
    expect(existsSync(upload.path)).toBe(driver !== 'local');
    const added = (await storage.list('media/')).filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(
      [
        `media/${item.id}/original.jpg`,
        `media/${item.id}/preview.webp`,
        `media/${item.id}/thumbnail.webp`,
      ].sort(),
    );
    expect(await storage.stat(`media/${item.id}/original.jpg`)).toEqual({ size: file.byteSize });
  });

  it.each([1, 2, 3])('removes what it wrote when put number %i fails', async (failingPut) => {
    const storage = drivers[driver]();
    const before = await storage.list('media/');
    const rowsBefore = await rows();
    await expect(
      serviceWith(failingOnPut(storage, failingPut)).upload(await spooled(), { userId: null, draftId: null }),
    ).rejects.toThrow('disk full');
    expect(await storage.list('media/')).toEqual(before);
    expect(await rows()).toBe(rowsBefore);
  });

  it('removes the files when the database refuses the rows', async () => {
    const storage = drivers[driver]();
    const before = await storage.list('media/');
    const rowsBefore = await rows();
    // A draft that does not exist: the foreign key fails inside the transaction, after the files were written.
    await expect(
      serviceWith(storage).upload(await spooled(), {
        userId: null,
        draftId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toThrow();
    expect(await storage.list('media/')).toEqual(before);
    expect(await rows()).toBe(rowsBefore);
  });
});
