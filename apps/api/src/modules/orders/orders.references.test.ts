// Reference images through HTTP on a real database and real stored files: attached per photo and to the whole
// order from the same draft (anything else refused, creating nothing), shown to the client and to designers,
// in the designer's originals ZIP byte for byte, kept from the clean-up and deleted with the order.
import {
  type ClientOrderDetail,
  type DesignerAvailableOutput,
  type OrderCreateInput,
  orderMessageKeys,
} from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser, data, sessionFor, trpc } from '../auth/auth.fixtures';
import { jpeg } from '../media/media.fixtures';
import { createMediaTestServer, fileBody, type MediaTestServer } from '../media/media.testing';
import { sha256, unzip } from './downloads/downloads.testing';
import { call, createServices, orderInput } from './orders.fixtures';

let testDb: TestDatabase;
let server: MediaTestServer;
let services: Awaited<ReturnType<typeof createServices>>;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await createMediaTestServer(testDb.database);
  services = await createServices(db());
});
afterAll(async () => {
  await server.cleanup();
  await testDb.drop();
});

/** A draft with real uploads: `count` files, each with its bytes. */
async function draftWith(count: number) {
  const draft = await server.app.inject({ method: 'POST', url: '/api/media/drafts' });
  const { draftToken } = draft.json() as { draftToken: string };
  const files: { id: string; bytes: Buffer }[] = [];
  for (let index = 0; index < count; index++) {
    const bytes = await jpeg(200 + index * 10, 150, 80);
    const body = fileBody(bytes, `file-${index + 1}.jpg`);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: body.payload,
      headers: { ...body.headers, 'x-draft-token': draftToken },
    });
    expect(response.statusCode, response.body).toBe(201);
    files.push({ id: (response.json() as { id: string }).id, bytes });
  }
  return { draftToken, files };
}

describe('reference images', () => {
  it('are attached per photo and to the order, shown to the client and designers, and in the originals ZIP', async () => {
    // Two photos; references: two for photo 1, one for the whole order.
    const { draftToken, files } = await draftWith(5);
    const [photo1, photo2, ref1, ref2, orderRef] = files as [
      (typeof files)[0],
      (typeof files)[0],
      (typeof files)[0],
      (typeof files)[0],
      (typeof files)[0],
    ];
    const input: OrderCreateInput = {
      ...orderInput([photo1.id, photo2.id], [services.sky]),
      references: [orderRef.id],
    };
    input.images[0] = { ...input.images[0], references: [ref1.id, ref2.id] } as OrderCreateInput['images'][0];
    const created = await call(server, 'orders.create', input, { draftToken });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const access = created.data as { orderId: string; accessToken: string; orderNumber: number };
    await call(server, 'payments.start', { orderId: access.orderId, accessToken: access.accessToken });
    await call(server, 'payments.offline.confirm', {
      orderId: access.orderId,
      accessToken: access.accessToken,
    });

    const clientId = (
      await db()
        .selectFrom('orders')
        .select('client_id')
        .where('id', '=', access.orderId)
        .executeTakeFirstOrThrow()
    ).client_id as string;
    const client = (await sessionFor(db(), clientId, server.config)).access_token;
    const detail = data<ClientOrderDetail>(
      await trpc(
        server,
        'clientOrders.detail',
        { orderNumber: access.orderNumber },
        { token: client, type: 'query' },
      ),
    );
    expect(detail.references.map((reference) => reference.mediaId)).toEqual([orderRef.id]);
    expect(detail.images[0]?.references.map((reference) => reference.mediaId)).toEqual([ref1.id, ref2.id]);
    expect(detail.images[1]?.references).toEqual([]);
    // The signed address works in an <img> without a header.
    const image = await server.app.inject({
      method: 'GET',
      url: detail.images[0]?.references[0]?.thumbnailUrl ?? '',
    });
    expect(image.statusCode).toBe(200);

    const designer = await createUser(db(), 'designer', { approved: true });
    const designerToken = (await sessionFor(db(), designer.id, server.config)).access_token;
    const available = data<DesignerAvailableOutput>(
      await trpc(server, 'designer.orders.available', {}, { token: designerToken, type: 'query' }),
    ).items.find((item) => item.id === access.orderId);
    expect(available?.references.map((reference) => reference.fileName)).toEqual(['file-5.jpg']);
    expect(available?.images[0]?.references.map((reference) => reference.fileName)).toEqual([
      'file-3.jpg',
      'file-4.jpg',
    ]);

    await trpc(server, 'designer.orders.claim', { orderId: access.orderId }, { token: designerToken });
    const zip = await server.app.inject({
      method: 'GET',
      url: `/api/orders/${access.orderId}/originals.zip`,
      headers: { authorization: `Bearer ${designerToken}` },
    });
    expect(zip.statusCode).toBe(200);
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()].filter((name) => name.startsWith('references/'))).toEqual([
      'references/order-1-file-5.jpg',
      'references/photo-01-1-file-3.jpg',
      'references/photo-01-2-file-4.jpg',
    ]);
    expect(sha256(entries.get('references/photo-01-2-file-4.jpg') as Buffer)).toBe(sha256(ref2.bytes));
    expect(sha256(entries.get('references/order-1-file-5.jpg') as Buffer)).toBe(sha256(orderRef.bytes));
  });

  it('refuses a reference that is not an upload of the draft, is one of the photos, repeats, or is a fourth', async () => {
    const { draftToken, files } = await draftWith(5);
    const other = await draftWith(1);
    const ids = files.map((file) => file.id);
    const before = (await db().selectFrom('orders').select('id').execute()).length;
    const cases: [Partial<OrderCreateInput['images'][0]>, string][] = [
      [{ references: [other.files[0]?.id as string] }, orderMessageKeys.referenceNotInDraft],
      [{ references: [ids[1] as string] }, orderMessageKeys.referenceNotInDraft],
      [{ references: [ids[2] as string, ids[2] as string] }, orderMessageKeys.referenceNotInDraft],
      [{ references: ids.slice(1, 5) }, orderMessageKeys.tooManyReferences],
    ];
    for (const [change, key] of cases) {
      const input = orderInput([ids[0] as string, ids[1] as string], [services.sky]);
      input.images[0] = { ...input.images[0], ...change } as OrderCreateInput['images'][0];
      const result = await call(server, 'orders.create', input, { draftToken });
      expect(result.status, JSON.stringify(change)).toBe(400);
      const issues = result.body.error?.data.issues as { message: string }[] | undefined;
      expect(issues?.[0]?.message ?? result.body.error?.data.messageKey).toBe(key);
    }
    expect((await db().selectFrom('orders').select('id').execute()).length).toBe(before);
  });
});
