import { type ServiceView, serviceCategories } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Server } from '../../server';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createTestServer } from '../../test/server';
import { initialCatalogue, seedServiceCatalogue } from './services.seed';

async function list(server: Server, lang: string): Promise<ServiceView[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/trpc/services.list?input=${encodeURIComponent(JSON.stringify({ lang }))}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().result.data;
}

describe('services.list over HTTP', () => {
  let testDb: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedServiceCatalogue(testDb.database.db);
    server = createTestServer(testDb.database);
  });
  afterAll(async () => {
    await server.stop();
    await testDb.drop();
  });

  it('lists the seeded catalogue in English: one service per category, priced in USD, EUR and PLN', async () => {
    const services = await list(server, 'en');
    expect(services.map((service) => service.category)).toEqual([...serviceCategories]);
    expect(services[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'sky-replacement',
      category: 'sky_replacement',
      name: 'Sky Replacement',
      description: expect.stringContaining('sky'),
      priceMinor: 300,
      currency: 'USD',
      prices: { USD: 300, EUR: 280, PLN: 1200 },
      beforeImageUrl: null,
      afterImageUrl: null,
      portfolioImageUrls: [],
    });
    for (const service of services) {
      expect(service.priceMinor).toBeGreaterThan(0);
      expect(service.description.length).toBeGreaterThan(40);
    }
  });

  it('lists the same services in Polish', async () => {
    const [en, pl] = [await list(server, 'en'), await list(server, 'pl')];
    expect(pl.map((service) => service.id)).toEqual(en.map((service) => service.id));
    expect(pl.map((service) => service.name)).toEqual(initialCatalogue.map((entry) => entry.text.pl.name));
    expect(pl[0]?.name).toBe('Wymiana nieba');
    expect(pl[0]?.description).not.toBe(en[0]?.description);
  });

  it('hides inactive and archived services and falls back to English without a translation', async () => {
    const db = testDb.database.db;
    await db.updateTable('services').set({ active: false }).where('slug', '=', 'landscaping').execute();
    await db
      .updateTable('services')
      .set({ archived_at: new Date() })
      .where('slug', '=', 'virtual-staging')
      .execute();
    const extra = await db
      .insertInto('services')
      .values({ slug: 'hdr-blending', category: 'lighting_enhancement', price_minor: 150, sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('service_translations')
      .values({ service_id: extra.id, language: 'en', name: 'HDR Blending', description: 'Blends brackets.' })
      .execute();

    // The cached catalogue is dropped when the database's notification of the change arrives.
    const pl = await vi.waitFor(
      async () => {
        const listed = await list(server, 'pl');
        expect(listed.map((service) => service.slug)).toEqual([
          'hdr-blending',
          'sky-replacement',
          'object-removal',
          'color-correction',
          'lighting-enhancement',
        ]);
        return listed;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(pl[0]).toMatchObject({ name: 'HDR Blending', description: 'Blends brackets.' });
  });

  it('gives the example images of a service as media addresses', async () => {
    const db = testDb.database.db;
    const service = await db
      .selectFrom('services')
      .select('id')
      .where('slug', '=', 'sky-replacement')
      .executeTakeFirstOrThrow();
    const media = await db
      .insertInto('media')
      .values(
        [1, 2, 3, 4].map(() => ({
          format: 'jpeg' as const,
          byte_size: 1000,
          width: 10,
          height: 10,
          status: 'ready' as const,
        })),
      )
      .returning('id')
      .execute();
    const [before, after, portfolio, pending] = media.map((row) => row.id) as [
      string,
      string,
      string,
      string,
    ];
    await db
      .updateTable('media')
      .set({ status: 'pending', width: null, height: null })
      .where('id', '=', pending)
      .execute();
    await db
      .insertInto('service_images')
      .values([
        { service_id: service.id, media_id: before, kind: 'before' },
        { service_id: service.id, media_id: after, kind: 'after' },
        { service_id: service.id, media_id: portfolio, kind: 'portfolio' },
        { service_id: service.id, media_id: pending, kind: 'portfolio', position: 1 },
      ])
      .execute();

    await vi.waitFor(
      async () => {
        const sky = (await list(server, 'en')).find((entry) => entry.slug === 'sky-replacement');
        expect(sky).toMatchObject({
          beforeImageUrl: `/media/${before}?quality=preview`,
          afterImageUrl: `/media/${after}?quality=preview`,
          portfolioImageUrls: [`/media/${portfolio}?quality=preview`],
        });
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('answers from memory with an ETag, 304 when the browser holds that version', async () => {
    const url = `/api/trpc/services.list?input=${encodeURIComponent(JSON.stringify({ lang: 'en' }))}`;
    const first = await server.app.inject({ method: 'GET', url });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another node, or a browser holding an older version, gets the whole answer.
    const older = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"older"' } });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual(first.json());
    // In a batch with other calls the answer is not the catalogue alone: no ETag.
    const batch = await server.app.inject({
      method: 'GET',
      url: `/api/trpc/services.list,payments.config?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { lang: 'en' } }),
      )}`,
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers.etag).toBeUndefined();
  });
});

describe('the catalogue seed', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  const snapshot = async () => {
    const db = testDb.database.db;
    return {
      services: await db.selectFrom('services').selectAll().orderBy('slug').execute(),
      translations: await db
        .selectFrom('service_translations')
        .selectAll()
        .orderBy('service_id')
        .orderBy('language')
        .execute(),
    };
  };

  it('inserts the six services with both languages once; re-running changes nothing', async () => {
    expect(await seedServiceCatalogue(testDb.database.db)).toBe(true);
    const first = await snapshot();
    expect(first.services).toHaveLength(6);
    expect(first.translations).toHaveLength(12);

    expect(await seedServiceCatalogue(testDb.database.db)).toBe(false);
    expect(await snapshot()).toEqual(first);
  });

  it('does not bring back a service an admin deleted', async () => {
    const db = testDb.database.db;
    await db.deleteFrom('services').where('slug', '=', 'landscaping').execute();
    await seedServiceCatalogue(db);
    expect((await snapshot()).services.map((service) => service.slug)).not.toContain('landscaping');
  });

  it('has a well-formed entry for every category in both languages', () => {
    expect(initialCatalogue.map((entry) => entry.category).sort()).toEqual([...serviceCategories].sort());
    for (const entry of initialCatalogue) {
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.text.en.name).not.toBe(entry.text.pl.name);
      expect(entry.text.en.description).not.toBe(entry.text.pl.description);
    }
  });
});
