// admin.services.* over HTTP on a real database: create (both languages, unique slug), update, the public
// catalogue following the admin's changes, bad input refused with nothing stored, delete vs archive.
import {
  type AdminServiceDeleteOutput,
  type AdminServiceInput,
  type AdminServiceView,
  adminMessageKeys,
  type ServiceView,
} from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createIdentityTestServer, type IdentityTestServer } from '../auth/auth.fixtures';
import {
  adminCall,
  adminSession,
  data,
  issueMessages,
  messageKey,
  placeOrder,
} from '../orders/admin/admin-orders.fixtures';
import { slugify } from './services.admin';

let testDb: TestDatabase;
let server: IdentityTestServer;
let admin: { id: string; token: string };
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  admin = await adminSession(db());
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

const input = (name: string, extra: Partial<AdminServiceInput> = {}): AdminServiceInput => ({
  category: 'virtual_staging',
  priceMinor: 1999,
  currency: 'USD',
  active: true,
  sortOrder: 5,
  text: {
    en: { name, description: 'Furniture for empty rooms.' },
    pl: { name: `${name} PL`, description: 'Meble do pustych pokoi.' },
  },
  ...extra,
});

const create = async (body: AdminServiceInput) => {
  const response = await adminCall(server, admin.token, 'admin.services.create', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return data<AdminServiceView>(response);
};
const adminList = async () =>
  data<AdminServiceView[]>(await adminCall(server, admin.token, 'admin.services.list', undefined, 'query'));
const publicList = async (lang: 'en' | 'pl') =>
  data<ServiceView[]>(await adminCall(server, admin.token, 'services.list', { lang }, 'query'));

describe('admin.services', () => {
  it('creates a service in both languages that the public catalogue then offers', async () => {
    const created = await create(input('  Twilight Conversion  '));
    expect(created).toMatchObject({
      slug: 'twilight-conversion',
      category: 'virtual_staging',
      priceMinor: 1999,
      active: true,
      orderLineCount: 0,
      text: { en: { name: 'Twilight Conversion' }, pl: { name: 'Twilight Conversion   PL' } },
    });
    expect((await publicList('pl')).find((service) => service.id === created.id)?.name).toBe(
      'Twilight Conversion   PL',
    );
    const twin = await create(input('Twilight conversion'));
    expect(twin.slug).toBe('twilight-conversion-2');
    expect((await adminList()).map((service) => service.id)).toEqual(
      expect.arrayContaining([created.id, twin.id]),
    );
  });

  it('updates every field; an inactive service stays in the admin list and leaves the catalogue', async () => {
    const created = await create(input('Floor Plan'));
    const response = await adminCall(server, admin.token, 'admin.services.update', {
      serviceId: created.id,
      ...input('Floor Plans', { active: false, priceMinor: 4500, category: 'landscaping', sortOrder: 1 }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(data<AdminServiceView>(response)).toMatchObject({
      slug: 'floor-plan',
      active: false,
      priceMinor: 4500,
      category: 'landscaping',
      sortOrder: 1,
      text: { en: { name: 'Floor Plans' }, pl: { name: 'Floor Plans PL' } },
    });
    expect((await adminList()).some((service) => service.id === created.id)).toBe(true);
    expect((await publicList('en')).some((service) => service.id === created.id)).toBe(false);

    const missing = await adminCall(server, admin.token, 'admin.services.update', {
      serviceId: '00000000-0000-4000-8000-000000000000',
      ...input('Nothing'),
    });
    expect(missing.status).toBe(404);
    expect(messageKey(missing)).toBe(adminMessageKeys.serviceNotFound);
  });

  it('refuses bad input with translated field messages and stores nothing', async () => {
    const before = (await adminList()).length;
    const bad = await adminCall(server, admin.token, 'admin.services.create', {
      ...input('x'),
      priceMinor: -1,
      sortOrder: 1.5,
      text: {
        en: { name: '   ', description: '' },
        pl: { name: 'y'.repeat(121), description: 'z'.repeat(2001) },
      },
    });
    expect(bad.status).toBe(400);
    expect(issueMessages(bad).sort()).toEqual(
      [
        adminMessageKeys.priceInvalid,
        adminMessageKeys.sortOrderInvalid,
        adminMessageKeys.nameRequired,
        adminMessageKeys.nameTooLong,
        adminMessageKeys.descriptionTooLong,
      ].sort(),
    );
    const category = await adminCall(server, admin.token, 'admin.services.create', {
      ...input('x'),
      category: 'teleportation',
    });
    expect(category.status).toBe(400);
    expect((await adminList()).length).toBe(before);
  });

  it('deletes a service never ordered, and archives one that orders use (the orders keep their lines)', async () => {
    const unused = await create(input('Unused'));
    const deleted = await adminCall(server, admin.token, 'admin.services.delete', { serviceId: unused.id });
    expect(data<AdminServiceDeleteOutput>(deleted)).toEqual({ serviceId: unused.id, outcome: 'deleted' });
    expect(await db().selectFrom('services').select('id').where('id', '=', unused.id).execute()).toEqual([]);

    const used = await create(input('Used'));
    const order = await placeOrder(server, db(), [used.id]);
    expect((await adminList()).find((service) => service.id === used.id)?.orderLineCount).toBe(2);
    const archived = await adminCall(server, admin.token, 'admin.services.delete', { serviceId: used.id });
    expect(data<AdminServiceDeleteOutput>(archived)).toEqual({ serviceId: used.id, outcome: 'archived' });
    expect((await adminList()).some((service) => service.id === used.id)).toBe(false);
    expect((await publicList('en')).some((service) => service.id === used.id)).toBe(false);
    const detail = await adminCall(
      server,
      admin.token,
      'admin.orders.detail',
      { orderId: order.orderId },
      'query',
    );
    expect(
      data<{ images: { services: { name: string }[] }[] }>(detail).images[0]?.services.map(
        (service) => service.name,
      ),
    ).toEqual(['Used']);

    const again = await adminCall(server, admin.token, 'admin.services.delete', { serviceId: used.id });
    expect(again.status).toBe(404);
    expect(messageKey(again)).toBe(adminMessageKeys.serviceNotFound);
  });

  it("publishes the admin's own uploads as example images; before/after replace, detach releases", async () => {
    const service = await create(input('With Examples'));
    const upload = async (ownerUserId: string) =>
      (
        await db()
          .insertInto('media')
          .values({
            owner_user_id: ownerUserId,
            format: 'jpeg',
            byte_size: 10,
            width: 4,
            height: 3,
            status: 'ready',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const attach = (mediaId: string, kind: string) =>
      adminCall(server, admin.token, 'admin.services.images.attach', {
        serviceId: service.id,
        mediaId,
        kind,
      });

    const first = await upload(admin.id);
    const second = await upload(admin.id);
    const portfolio = await upload(admin.id);
    expect((await attach(first, 'before')).status).toBe(200);
    expect((await attach(portfolio, 'portfolio')).status).toBe(200);
    const replaced = await attach(second, 'before');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const view = data<AdminServiceView>(replaced);
    expect(view.images.map((image) => [image.kind, image.mediaId])).toEqual([
      ['before', second],
      ['portfolio', portfolio],
    ]);
    expect(view.images[0]?.url).toBe(`/media/${second}?quality=preview`);
    const publicView = (await publicList('en')).find((entry) => entry.id === service.id);
    expect(publicView?.beforeImageUrl).toBe(`/media/${second}?quality=preview`);
    expect(publicView?.portfolioImageUrls).toEqual([`/media/${portfolio}?quality=preview`]);
    // The replaced image has no owner any more: the clean-up job will remove it.
    const released = await db()
      .selectFrom('media')
      .select('owner_user_id')
      .where('id', '=', first)
      .executeTakeFirst();
    expect(released?.owner_user_id).toBeNull();

    // Someone else's upload (e.g. a client's photo) can never be published.
    const other = await adminSession(db());
    const foreign = await upload(other.id);
    const refused = await attach(foreign, 'after');
    expect(refused.status).toBe(400);
    expect(messageKey(refused)).toBe(adminMessageKeys.mediaNotUsable);

    const detached = await adminCall(server, admin.token, 'admin.services.images.detach', {
      serviceImageId: view.images[1]?.id,
    });
    expect(data<AdminServiceView>(detached).images.map((image) => image.kind)).toEqual(['before']);
    const again = await adminCall(server, admin.token, 'admin.services.images.detach', {
      serviceImageId: view.images[1]?.id,
    });
    expect(again.status).toBe(404);
    expect(messageKey(again)).toBe(adminMessageKeys.serviceImageNotFound);
  });

  it('makes slugs from any name', () => {
    expect(slugify('Łódź & Kraków — HDR!')).toBe('odz-krakow-hdr');
    expect(slugify('***')).toBe('service');
  });
});
