// Test helpers for ordering: services, a draft with ready uploads (rows only: ordering never reads the
// files), a whole wizard order, and the dev mailbox's rows.
import { randomUUID } from 'node:crypto';
import type { OrderCreateInput } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../config';
import type { DB } from '../../db/tables';
import type { Server } from '../../server';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { sessionFor, uniqueEmail } from '../auth/auth.fixtures';
import { draftTokenHash } from '../media/media.service';
import { createMediaTestServer } from '../media/media.testing';

export async function createServices(db: Kysely<DB>) {
  const make = async (price: number, active = true) => {
    const slug = `svc-${randomUUID().slice(0, 8)}`;
    const row = await db
      .insertInto('services')
      .values({ slug, category: 'sky_replacement', price_minor: price, currency: 'USD', active })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('service_translations')
      .values([
        { service_id: row.id, language: 'en', name: `Sky ${price}`, description: 'd' },
        { service_id: row.id, language: 'pl', name: `Niebo ${price}`, description: 'd' },
      ])
      .execute();
    return row.id;
  };
  return { sky: await make(500), lawn: await make(750), retired: await make(900, false) };
}

export async function createDraft(server: Server, db: Kysely<DB>, images: number) {
  const response = await server.app.inject({ method: 'POST', url: '/api/media/drafts' });
  const { draftToken } = response.json() as { draftToken: string };
  // By the token, never "the newest draft": two drafts can share a timestamp, and tests create them in parallel.
  const draft = await db
    .selectFrom('order_drafts')
    .select('id')
    .where('token_hash', '=', draftTokenHash(draftToken))
    .executeTakeFirstOrThrow();
  const mediaIds: string[] = [];
  for (let index = 0; index < images; index++) {
    const row = await db
      .insertInto('media')
      .values({
        order_draft_id: draft.id,
        format: 'jpeg',
        byte_size: 1000,
        width: 10,
        height: 10,
        status: 'ready',
        original_filename: `photo-${index}.jpg`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    mediaIds.push(row.id);
  }
  return { draftToken, draftId: draft.id, mediaIds };
}

export function orderInput(
  mediaIds: string[],
  serviceIds: string[],
  extra: Partial<OrderCreateInput> = {},
): OrderCreateInput {
  return {
    images: mediaIds.map((mediaId, index) => ({ mediaId, serviceIds, note: `note ${index}` })),
    contact: {
      email: uniqueEmail('client'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+48 600 100 200',
    },
    language: 'en',
    ...extra,
  };
}

/** A tRPC call with the draft header. */
export async function call(
  server: Server,
  path: string,
  input: unknown,
  options: { draftToken?: string; type?: 'query' | 'mutation'; remoteAddress?: string } = {},
) {
  const headers: Record<string, string> = options.draftToken ? { 'x-draft-token': options.draftToken } : {};
  const from = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const response =
    options.type === 'query'
      ? await server.app.inject({
          method: 'GET',
          url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
          headers,
          ...from,
        })
      : await server.app.inject({
          method: 'POST',
          url: `/api/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(input),
          ...from,
        });
  const body = response.json() as {
    result?: { data: unknown };
    error?: {
      message: string;
      data: { appCode: string; messageKey: string; issues?: { path: string; message: string }[] };
    };
  };
  return { status: response.statusCode, body, data: body.result?.data as never };
}

export const mailTo = (db: Kysely<DB>, to: string) =>
  db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute();

export async function counts(db: Kysely<DB>) {
  const count = async (table: 'orders' | 'order_images' | 'order_image_services') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await count('orders'),
    images: await count('order_images'),
    services: await count('order_image_services'),
  };
}

/** A discount code through the development route (POST /api/dev/discount-codes), as an admin would make one. */
export async function createDiscountCode(server: Server, body: Record<string, unknown>) {
  const payload = { kind: 'percent', ...body };
  const response = await server.app.inject({ method: 'POST', url: '/api/dev/discount-codes', payload });
  if (response.statusCode !== 201)
    throw new Error(`dev discount code: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; code: string };
}

/** An order placed and paid the way the wizard does it (draft, orders.create, the offline provider). */
export async function placePaidOrder(
  server: Server,
  db: Kysely<DB>,
  options: { email?: string; images?: number; serviceIds: string[]; extra?: Partial<OrderCreateInput> },
) {
  const { draftToken, mediaIds } = await createDraft(server, db, options.images ?? 2);
  const input = orderInput(mediaIds, options.serviceIds, options.extra);
  if (options.email) input.contact.email = options.email;
  const created = await call(server, 'orders.create', input, { draftToken });
  if (created.status !== 200) throw new Error(`orders.create answered ${created.status}`);
  const { orderId, accessToken, orderNumber } = created.data as {
    orderId: string;
    accessToken: string;
    orderNumber: number;
  };
  await call(server, 'payments.start', { orderId, accessToken });
  const paid = await call(server, 'payments.offline.confirm', { orderId, accessToken });
  if (paid.status !== 200) throw new Error(`payments.offline.confirm answered ${paid.status}`);
  const order = await db
    .selectFrom('orders')
    .select(['client_id', 'paid_at', 'preferred_until', 'style_snapshot'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { orderId, orderNumber, email: input.contact.email, clientId: order.client_id as string, order };
}

/**
 * The frame of an orders test file: a test database, the media test server on it (with its fake clock) and the
 * catalogue's services, made before the file's tests and dropped after. `as(userId)` signs a user in at the
 * server's clock (the fake clock moves past a token's life).
 */
export function ordersTestFrame(overrides: Partial<Config> = {}) {
  let testDb: TestDatabase | undefined;
  let server: Awaited<ReturnType<typeof createMediaTestServer>> | undefined;
  let services: Awaited<ReturnType<typeof createServices>> | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    server = await createMediaTestServer(testDb.database, {}, overrides);
    services = await createServices(testDb.database.db);
  });
  afterAll(async () => {
    await server?.cleanup();
    await testDb?.drop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('ordersTestFrame: used before its beforeAll ran');
    return value;
  };
  const frame = {
    get db() {
      return ready(testDb).database.db;
    },
    get server() {
      return ready(server);
    },
    get services() {
      return ready(services);
    },
    as: async (userId: string) => ({
      token: (await sessionFor(frame.db, userId, frame.server.config, frame.server.clock.now())).access_token,
    }),
  };
  return frame;
}
