import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { startS3rver } from './s3rver.testing';
import type { MediaStorage, StoredObject } from './storage';

async function readAll(object: StoredObject | undefined): Promise<Buffer> {
  if (!object) throw new Error('no such object');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

interface Harness {
  storage: MediaStorage;
  stop(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'photoedit-storage-'));
  return { storage: createLocalStorage(dir), stop: () => rm(dir, { recursive: true, force: true }) };
}

async function s3Harness(): Promise<Harness> {
  const s3 = await startS3rver('media-test');
  const storage = createS3Storage({
    bucket: 'media-test',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    stop: async () => {
      await storage.close();
      await s3.stop();
    },
  };
}

describe.each([
  ['local', localHarness],
  ['s3', s3Harness],
] as const)('storage contract: %s driver', (_name, makeHarness) => {
  let harness: Harness;
  let storage: MediaStorage;
  beforeAll(async () => {
    harness = await makeHarness();
    storage = harness.storage;
  });
  afterAll(() => harness.stop());

  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

  it('stores a buffer and reads it back whole', async () => {
    await storage.put('media/a1/thumbnail.webp', bytes, 'image/webp');
    const object = await storage.get('media/a1/thumbnail.webp');
    expect(object?.size).toBe(1000);
    expect((await readAll(object)).equals(bytes)).toBe(true);
    expect(await storage.stat('media/a1/thumbnail.webp')).toEqual({ size: 1000 });
  });

  it('stores a local file by path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'photoedit-src-'));
    const path = join(dir, 'src.bin');
    await writeFile(path, bytes);
    await storage.put('media/a2/original.jpg', { path }, 'image/jpeg');
    const object = await storage.get('media/a2/original.jpg');
    expect((await readAll(object)).equals(bytes)).toBe(true);
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a byte range and reports the whole size', async () => {
    const object = await storage.get('media/a1/thumbnail.webp', { start: 10, end: 19 });
    expect(object?.size).toBe(1000);
    expect((await readAll(object)).equals(bytes.subarray(10, 20))).toBe(true);
  });

  it('answers undefined for a missing key', async () => {
    expect(await storage.get('media/missing/thumbnail.webp')).toBeUndefined();
    expect(await storage.stat('media/missing/thumbnail.webp')).toBeUndefined();
  });

  it('replaces an object atomically on a second put', async () => {
    const next = Buffer.alloc(500, 7);
    await storage.put('media/a1/thumbnail.webp', next, 'image/webp');
    const object = await storage.get('media/a1/thumbnail.webp');
    expect((await readAll(object)).equals(next)).toBe(true);
  });

  it('lists keys by prefix, deletes them, and ignores missing keys on delete', async () => {
    await storage.put('media/a3/preview.webp', bytes, 'image/webp');
    expect(await storage.list('media/a')).toEqual([
      'media/a1/thumbnail.webp',
      'media/a2/original.jpg',
      'media/a3/preview.webp',
    ]);
    await storage.delete(['media/a1/thumbnail.webp', 'media/a3/preview.webp', 'media/nope/x.webp']);
    expect(await storage.list('media/')).toEqual(['media/a2/original.jpg']);
    await storage.delete([]);
  });

  it('refuses keys that could escape the store', async () => {
    for (const key of ['../x', '/etc/passwd', 'media/../../x', 'media/A B', '.tmp/x', '']) {
      await expect(storage.put(key, bytes, 'image/webp')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('local driver specifics', () => {
  it('moves a file it is told to move (the same inode, no copy), and copies one it is not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'photoedit-storage-'));
    const storage = createLocalStorage(join(dir, 'store'));
    const moved = join(dir, 'upload.jpg');
    const copied = join(dir, 'kept.jpg');
    await writeFile(moved, 'moved bytes');
    await writeFile(copied, 'copied bytes');
    const inode = (await stat(moved)).ino;
    await storage.put('media/c1/original.jpg', { path: moved, move: true }, 'image/jpeg');
    await storage.put('media/c2/original.jpg', { path: copied }, 'image/jpeg');
    expect(existsSync(moved)).toBe(false);
    expect((await stat(join(dir, 'store', 'media', 'c1', 'original.jpg'))).ino).toBe(inode);
    expect(await readFile(copied, 'utf8')).toBe('copied bytes');
    expect(await readFile(join(dir, 'store', 'media', 'c2', 'original.jpg'), 'utf8')).toBe('copied bytes');
    await rm(dir, { recursive: true, force: true });
  });

  it('never leaves a temp file behind, even when the source is missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'photoedit-storage-'));
    const storage = createLocalStorage(dir);
    await expect(
      storage.put('media/b1/original.jpg', { path: join(dir, 'nope') }, 'image/jpeg'),
    ).rejects.toThrow();
    await storage.put('media/b1/thumbnail.webp', Buffer.from('x'), 'image/webp');
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
    expect(await storage.get('media/b1/original.jpg')).toBeUndefined();
    await storage.delete(['media/b1/thumbnail.webp']);
    expect(await readdir(join(dir, 'media'))).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });
});
