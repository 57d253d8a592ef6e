// Backup and restore as the operators' guide says: a backup of a database with an order and its photos, restored
// into a fresh database and an empty store, finds every order, photo and download byte for byte. On Debian's
// PostgreSQL 15 with its own pg_dump and pg_restore, as a non-superuser owner.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../config';
import { Database } from '../db/database';
import { createUser, sessionFor } from '../modules/auth/auth.fixtures';
import { jpeg, png } from '../modules/media/media.fixtures';
import {
  createMediaTestServer,
  createOrderWithMedia,
  type MediaTestServer,
  uploadPhoto,
} from '../modules/media/media.testing';
import { sha256, unzip } from '../modules/orders/downloads/downloads.testing';
import { createLocalStorage } from '../storage/local';
import { silentLogger } from '../test/database';
import { debianBinary, requireInCi } from '../test/debian';
import { type DebianPostgres, debianPostgresBin, startDebianPostgres } from '../test/debian-postgres';
import { databaseUrl } from '../test/urls';
import { runBackup, runRestore } from './backup.command';

const available = requireInCi(
  debianBinary('postgresql-15', `${debianPostgresBin}/postgres`),
  'PostgreSQL 15',
);

describe.skipIf(!available)('backup, then restore into a fresh database and store', () => {
  let server15: DebianPostgres;
  let source: Database;
  let server: MediaTestServer;
  let backupDir: string;
  let restoredMedia: string;
  let token = '';
  let orderId = '';
  const output: string[] = [];
  const io = (url: string, dir: string) => ({
    databaseUrl: url,
    storage: createLocalStorage(dir),
    pgBin: debianPostgresBin,
    out: (text: string) => output.push(text),
    err: (text: string) => output.push(text),
  });
  const sourceUrl = () => databaseUrl(server15.ownerUrl, 'photoedit_source');
  const zipOf = (target: MediaTestServer) =>
    target.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/originals.zip`,
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    server15 = await startDebianPostgres();
    const admin = new pg.Client({ connectionString: server15.ownerUrl });
    admin.on('error', () => {});
    await admin.connect();
    await admin.query('CREATE DATABASE photoedit_source');
    await admin.query('CREATE DATABASE photoedit_restored');
    await admin.end();
    source = new Database({ connectionString: sourceUrl(), logger: silentLogger });
    await source.migrateToLatest();
    server = await createMediaTestServer(source);
    const client = await createUser(source.db, 'client');
    token = (await sessionFor(source.db, client.id, { jwtSecret: developmentJwtSecret })).access_token;
    const ids: string[] = [];
    for (const [name, data] of [
      ['Living room.jpg', await jpeg(800, 600)],
      ['kitchen.png', await png(640, 480)],
    ] as const) {
      const response = await uploadPhoto(server, token, data, name);
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    orderId = await createOrderWithMedia(source.db, { clientId: client.id, paid: true, mediaIds: ids });
    backupDir = await mkdtemp(join(tmpdir(), 'photoedit-backup-'));
    restoredMedia = await mkdtemp(join(tmpdir(), 'photoedit-restored-media-'));
  }, 120_000);
  afterAll(async () => {
    await server?.cleanup();
    await source?.close();
    await server15?.stop();
    await rm(backupDir, { recursive: true, force: true });
    await rm(restoredMedia, { recursive: true, force: true });
  });

  it('finds every order, photo and download', async () => {
    const before = await zipOf(server);
    expect(before.statusCode).toBe(200);
    const objects = await server.storedKeys();
    expect(objects.length).toBeGreaterThan(2);

    expect(await runBackup(['--out', backupDir], io(sourceUrl(), server.mediaDir))).toBe(0);
    const restoredUrl = databaseUrl(server15.ownerUrl, 'photoedit_restored');
    expect(await runRestore(['--from', backupDir], io(restoredUrl, restoredMedia))).toBe(0);

    const restored = new Database({ connectionString: restoredUrl, logger: silentLogger });
    const again = await createMediaTestServer(restored, { storage: { driver: 'local', dir: restoredMedia } });
    try {
      expect(await restored.pendingMigrations()).toEqual([]);
      expect(await createLocalStorage(restoredMedia).list('')).toEqual(objects);
      const count = async (database: Database, table: 'orders' | 'order_images' | 'media' | 'users') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      for (const table of ['orders', 'order_images', 'media', 'users'] as const)
        expect(await count(restored, table), table).toBe(await count(source, table));
      // The client's session came along (its refresh-token family is a row), and every file of the ZIP is the
      // same, byte for byte (the ZIP's own timestamps are the time of the download).
      const after = await zipOf(again);
      expect(after.statusCode).toBe(200);
      const entries = async (payload: Buffer) =>
        [...(await unzip(payload))].map(([name, data]) => ({ name, sha256: sha256(data) }));
      expect(await entries(after.rawPayload)).toEqual(await entries(before.rawPayload));

      // A second restore into what is no longer empty is refused, and changes nothing.
      expect(await runRestore(['--from', backupDir], io(restoredUrl, restoredMedia))).toBe(64);
      expect(output.join('')).toContain('is not empty');
    } finally {
      await again.cleanup();
      await restored.close();
    }
  }, 120_000);
});
