// Live updates end to end on one or two servers over real sockets (ADR 010): who receives which order's events,
// the NOTIFY payload, resume after a reconnect on any node, the limits, token expiry and a closing server.
import { accessTokenTtlSeconds, liveRules } from '@photoedit/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../../../config';
import { Database } from '../../../db/database';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../../test/database';
import { appRouter } from '../../../trpc/router';
import {
  createIdentityTestServer,
  createUser,
  type IdentityTestServer,
  sessionFor,
  trpc,
} from '../../auth/auth.fixtures';
import { createPaidOrder } from '../client/client-orders.fixtures';
import { createServices } from '../orders.fixtures';
import { changeOrders, createOrderLive } from './live.fixtures';
import { orderEventsKeptMs, pruneOldOrderEvents, recordOverdueOrders } from './live.jobs';
import { liveOrderEvent } from './live.record';
import { liveData, type OpenStream, openStream, type SseEvent } from './live.testing';

let testDb: TestDatabase;
let nodeA: IdentityTestServer;
let nodePools: Database[] = [];
let nodeB: IdentityTestServer;
let urlA: string;
let urlB: string;
let serviceId: string;

const listenOn = async (server: IdentityTestServer) => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}/api/trpc`;
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  serviceId = (await createServices(testDb.database.db)).sky;
  // Pings every 300 ms (15 s in production): the ping test waits for one on the wire, not for real time.
  const config = {
    live: { perUser: 3, perNode: 50, sessionCheckMs: 200, pingMs: 300, streamWriter: 'direct' as const },
  };
  // Each node a pool of its own, as in production: the test database's four connections would be shared by two
  // nodes' LISTEN connections, their session checks and the requests, and starve on a busy machine.
  nodePools = [1, 2].map(
    () => new Database({ connectionString: testDb.url, logger: silentLogger, poolMax: 8 }),
  );
  nodeA = createIdentityTestServer(nodePools[0] as Database, { config });
  nodeB = createIdentityTestServer(nodePools[1] as Database, { config });
  urlA = await listenOn(nodeA);
  urlB = await listenOn(nodeB);
});
afterAll(async () => {
  await nodeA.stop();
  await nodeB.stop();
  for (const pool of nodePools) await pool.close();
  await testDb.drop();
});

const db = () => testDb.database.db;
const signIn = async (role: 'client' | 'designer' | 'admin', now = new Date()) => {
  const user = await createUser(db(), role);
  const session = await sessionFor(db(), user.id, { jwtSecret: developmentJwtSecret }, now);
  return { id: user.id, token: session.access_token };
};
const isReady = (event: SseEvent) => liveData(event)?.kind === 'ready';
const about = (orderId: string, kind?: string) => (event: SseEvent) =>
  liveData(event)?.orderId === orderId && (kind === undefined || liveData(event)?.kind === kind);
const ordersIn = (stream: OpenStream) =>
  stream.events.map((event) => liveData(event)?.orderId).filter(Boolean);
const errorOf = (event: SseEvent) =>
  JSON.parse(event.data) as { data: { code: string; httpStatus: number; appCode: string } };
const open = async (url: string, path: string, token: string, lastEventId?: string) => {
  const stream = await openStream(url, path, { token, ...(lastEventId ? { lastEventId } : {}) });
  if (!lastEventId) await stream.next(isReady);
  return stream;
};

describe('live streams', () => {
  it('streams over the tRPC route: the answer stays open and each event arrives as it happens', async () => {
    const client = await signIn('client');
    const stream = await open(urlA, 'live.client', client.token);
    const { orderId } = await createOrderLive(db(), { clientId: client.id, serviceIds: [serviceId] });
    await stream.next(about(orderId, 'created'));
    expect(stream.events[0]?.event).toBe('connected');
    stream.close();
  });

  it('a client never receives another client’s order event, on either node', async () => {
    const alice = await signIn('client');
    const bob = await signIn('client');
    const aliceOnA = await open(urlA, 'live.client', alice.token);
    const aliceOnB = await open(urlB, 'live.client', alice.token);
    const bobs = await createOrderLive(db(), { clientId: bob.id, serviceIds: [serviceId] });
    await changeOrders(db(), 'changed', [bobs.orderId], { notes: 'changed' });
    // Alice's own event comes after Bob's: once she has it, Bob's would have arrived before it.
    const alices = await createOrderLive(db(), { clientId: alice.id, serviceIds: [serviceId] });
    for (const stream of [aliceOnA, aliceOnB]) {
      await stream.next(about(alices.orderId, 'created'));
      expect(ordersIn(stream)).not.toContain(bobs.orderId);
      expect(ordersIn(stream).every((id) => id === alices.orderId)).toBe(true);
      stream.close();
    }
  });

  it('a designer gets orders to claim, claimed away, and their own; not another designer’s work', async () => {
    const client = await signIn('client');
    const mine = await signIn('designer');
    const other = await signIn('designer');
    const stream = await open(urlB, 'live.designer', mine.token);
    const unpaid = await createOrderLive(db(), {
      clientId: client.id,
      serviceIds: [serviceId],
      paymentStatus: 'awaiting_payment',
    });
    const othersWork = await createOrderLive(db(), {
      clientId: client.id,
      serviceIds: [serviceId],
      designerId: other.id,
      status: 'in_progress',
    });
    await changeOrders(db(), 'changed', [othersWork.orderId], { notes: 'x' });
    // Paid through node A's database connection: node B's stream has it.
    await changeOrders(db(), 'paid', [unpaid.orderId], {
      payment_status: 'paid',
      paid_at: new Date(),
      due_at: new Date(Date.now() + 86_400_000),
    });
    await stream.next(about(unpaid.orderId, 'paid'));
    await changeOrders(
      db(),
      'claimed',
      [unpaid.orderId],
      { designer_id: other.id, claimed_at: new Date() },
      { wasAvailable: true },
    );
    await stream.next(about(unpaid.orderId, 'claimed'));
    // An admin gives the other designer's order to this one, then takes it back: both are seen.
    await changeOrders(
      db(),
      'assigned',
      [othersWork.orderId],
      { designer_id: mine.id },
      { previousDesignerId: other.id },
    );
    await stream.next(about(othersWork.orderId, 'assigned'));
    await changeOrders(
      db(),
      'assigned',
      [othersWork.orderId],
      { designer_id: other.id },
      { previousDesignerId: mine.id },
    );
    await expect.poll(() => stream.events.filter(about(othersWork.orderId, 'assigned')).length).toBe(2);
    const kinds = stream.events.filter(about(othersWork.orderId)).map((event) => liveData(event)?.kind);
    expect(kinds).toEqual(['assigned', 'assigned']);
    // The unpaid order's creation and the other designer's note were not for this designer.
    expect(stream.events.filter(about(unpaid.orderId)).map((event) => liveData(event)?.kind)).toEqual([
      'paid',
      'claimed',
    ]);
    stream.close();
  });

  it('an admin gets every order’s events; a rolled-back change sends none', async () => {
    const admin = await signIn('admin');
    const client = await signIn('client');
    const stream = await open(urlA, 'live.admin', admin.token);
    const first = await createOrderLive(db(), { clientId: client.id, serviceIds: [serviceId] });
    await stream.next(about(first.orderId, 'created'));
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('orders')
          .set({ status: 'in_progress' })
          .where('id', '=', first.orderId)
          .execute();
        await liveOrderEvent('status', () => ({ orderIds: [first.orderId] })).record(
          { trx, now: new Date() },
          undefined,
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const second = await createOrderLive(db(), { clientId: client.id, serviceIds: [serviceId] });
    await stream.next(about(second.orderId, 'created'));
    expect(stream.events.filter(about(first.orderId)).length).toBe(1);
    expect(
      await db().selectFrom('order_events').select('id').where('order_id', '=', first.orderId).execute(),
    ).toHaveLength(1);
    stream.close();
  });

  it('NOTIFY carries one small id per event, however many orders it changes', async () => {
    const client = await signIn('client');
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++)
      orderIds.push(
        (await createPaidOrder(db(), { clientId: client.id, serviceIds: [serviceId], images: 1 })).orderId,
      );
    const listener = new pg.Client({ connectionString: testDb.url });
    listener.on('error', () => {});
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.query('LISTEN order_events');
    await changeOrders(db(), 'changed', orderIds, { notes: 'bulk' });
    await changeOrders(db(), 'images', orderIds);
    // Two events: two notifications (none per order), once both have committed.
    await expect.poll(() => payloads.length).toBe(2);
    await listener.end();
    for (const payload of payloads) {
      expect(payload).toMatch(/^\d{1,19}$/);
      expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    }
    const events = await db()
      .selectFrom('order_events')
      .selectAll()
      .where('client_id', '=', client.id)
      .execute();
    expect(Object.keys(events[0] ?? {}).sort()).toEqual(
      [
        'client_id',
        'created_at',
        'designer_id',
        'for_designers',
        'id',
        'kind',
        'order_id',
        'previous_designer_id',
      ].sort(),
    );
  });

  it('a stream resumed with lastEventId, on the other node, gets everything it missed, in order', async () => {
    const client = await signIn('client');
    const first = await open(urlA, 'live.client', client.token);
    const { orderId } = await createOrderLive(db(), { clientId: client.id, serviceIds: [serviceId] });
    const seen = await first.next(about(orderId, 'created'));
    first.close();
    // While disconnected: three changes.
    for (const status of ['in_progress', 'ready_for_review', 'completed'] as const) {
      await changeOrders(db(), 'status', [orderId], { status });
    }
    const missed = (
      await db()
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', orderId)
        .where('id', '>', seen.id ?? '0')
        .orderBy('id')
        .execute()
    ).map((row) => String(row.id));
    expect(missed).toHaveLength(3);
    // As httpSubscriptionLink resumes (input) and as an EventSource reconnects (Last-Event-ID header).
    const byInput = await openStream(urlB, 'live.client', {
      token: client.token,
      lastEventId: seen.id ?? '',
    });
    const byHeader = await openStream(urlB, 'live.client', {
      token: client.token,
      lastEventIdHeader: seen.id ?? '',
    });
    for (const stream of [byInput, byHeader]) {
      await stream.next((event) => event.id === missed[2]);
      // Ids committed late are looked for a little below lastEventId too: a repeat only refreshes again.
      const ids = stream.events.filter(about(orderId)).map((event) => event.id ?? '');
      expect(ids.filter((id) => BigInt(id) > BigInt(seen.id ?? '0'))).toEqual(missed);
      stream.close();
    }
  });

  it('refuses a lastEventId that is not an event id (a NUL included) with 400', async () => {
    const client = await signIn('client');
    for (const lastEventId of ['x\u0000y', '12a', '-1']) {
      const stream = await openStream(urlA, 'live.client', { token: client.token, lastEventId });
      const refused = await stream.next((event) => event.event === 'serialized-error');
      expect(errorOf(refused).data.httpStatus).toBe(400);
      await stream.ended;
    }
  });

  it('delivers an event whose transaction commits after a later one (ids out of commit order)', async () => {
    const admin = await signIn('admin');
    const client = await signIn('client');
    const early = await createPaidOrder(db(), { clientId: client.id, serviceIds: [serviceId], images: 1 });
    const later = await createPaidOrder(db(), { clientId: client.id, serviceIds: [serviceId], images: 1 });
    const stream = await open(urlA, 'live.admin', admin.token);
    const slow = new pg.Client({ connectionString: testDb.url });
    slow.on('error', () => {});
    await slow.connect();
    try {
      // The slow transaction takes its event id first and commits last.
      await slow.query('BEGIN');
      await slow.query(
        `WITH event AS (INSERT INTO order_events (order_id, kind, client_id) VALUES ($1, 'changed', $2) RETURNING id)
         SELECT pg_notify('order_events', id::text) FROM event`,
        [early.orderId, client.id],
      );
      await changeOrders(db(), 'changed', [later.orderId], { notes: 'quick' });
      const quick = await stream.next(about(later.orderId, 'changed'));
      await slow.query('COMMIT');
      const late = await stream.next(about(early.orderId, 'changed'));
      expect(BigInt(late.id ?? '0')).toBeLessThan(BigInt(quick.id ?? '0'));
    } finally {
      await slow.end();
      stream.close();
    }
  });

  it('keeps delivering after its LISTEN connection is cut (db/listen.ts reconnects, then reads what it missed)', async () => {
    const node = createIdentityTestServer(testDb.database);
    const url = await listenOn(node);
    const client = await signIn('client');
    const stream = await open(url, 'live.client', client.token);
    const cut = await db().executeQuery(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "order_events"'`.compile(
        db(),
      ),
    );
    expect(cut.rows.length).toBeGreaterThan(0);
    const { orderId } = await createOrderLive(db(), {
      clientId: client.id,
      serviceIds: [serviceId],
      images: 1,
    });
    await stream.next(about(orderId, 'created'), 15_000);
    stream.close();
    await node.stop();
  });

  it('bounds the streams per user: one more is refused with 429', async () => {
    const client = await signIn('client');
    const streams = [];
    for (let i = 0; i < 3; i++) streams.push(await open(urlA, 'live.client', client.token));
    const refused = await openStream(urlA, 'live.client', { token: client.token });
    const error = await refused.next((event) => event.event === 'serialized-error');
    expect(errorOf(error).data).toMatchObject({ httpStatus: 429, appCode: 'RATE_LIMITED' });
    await refused.ended;
    // Another node counts its own.
    const elsewhere = await open(urlB, 'live.client', client.token);
    elsewhere.close();
    // A closed stream frees its place.
    streams[0]?.close();
    await expect
      .poll(async () => {
        const again = await openStream(urlA, 'live.client', { token: client.token });
        const first = await again.next((event) => isReady(event) || event.event === 'serialized-error');
        again.close();
        return isReady(first);
      })
      .toBe(true);
    for (const stream of streams) stream.close();
  });

  it('bounds the streams per node: one more, from anyone, is refused with 429; other nodes take it', async () => {
    const small = createIdentityTestServer(testDb.database, {
      config: { live: { perUser: 3, perNode: 2, sessionCheckMs: 100, pingMs: 300, streamWriter: 'direct' } },
    });
    try {
      const url = await listenOn(small);
      const [first, second, third] = [
        await signIn('client'),
        await signIn('designer'),
        await signIn('admin'),
      ];
      const streams = [
        await open(url, 'live.client', first.token),
        await open(url, 'live.designer', second.token),
      ];
      const refused = await openStream(url, 'live.admin', { token: third.token });
      const error = await refused.next((event) => event.event === 'serialized-error');
      expect(errorOf(error).data).toMatchObject({ httpStatus: 429, appCode: 'RATE_LIMITED' });
      await refused.ended;
      const elsewhere = await open(urlA, 'live.admin', third.token);
      elsewhere.close();
      for (const stream of streams) stream.close();
    } finally {
      await small.stop();
    }
  });

  it('refuses a stream without a valid token, and ends one when its access token expires', async () => {
    const anonymous = await openStream(urlA, 'live.client');
    expect(errorOf(await anonymous.next((event) => event.event === 'serialized-error')).data.httpStatus).toBe(
      401,
    );
    const client = await signIn('client', new Date(Date.now() - accessTokenTtlSeconds * 1000 + 1500));
    const stream = await open(urlA, 'live.client', client.token);
    const ended = await stream.next((event) => event.event === 'serialized-error', 10_000);
    expect(errorOf(ended).data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    await stream.ended;
  });

  it('ends a user’s streams on every node when they log out on one, or are deactivated', async () => {
    const client = await signIn('client');
    const session = await sessionFor(db(), client.id, { jwtSecret: developmentJwtSecret });
    const [onA, onB] = [
      await open(urlA, 'live.client', session.access_token),
      await open(urlB, 'live.client', session.access_token),
    ];
    // The other session of the same user stays open.
    const other = await open(urlA, 'live.client', client.token);
    const logout = await nodeB.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_tokens: [session.refresh_token] },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const refusedWith401 = (event: SseEvent) =>
      event.event === 'serialized-error' && errorOf(event).data.httpStatus === 401;
    for (const stream of [onA, onB]) {
      const ended = await stream.next(refusedWith401, 10_000);
      expect(errorOf(ended).data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
      await stream.ended;
    }
    // The user's other session is not ended: no 401 on its stream.
    const otherRefusals = other.events.filter(refusedWith401);
    expect(otherRefusals.map((event) => event.data)).toEqual([]);

    // Deactivated: every session of the user ends.
    const designer = await signIn('designer');
    const designerStream = await open(urlB, 'live.designer', designer.token);
    const admin = await signIn('admin');
    const deactivated = await trpc(
      nodeA,
      'admin.users.setStatus',
      { userId: designer.id, status: 'inactive' },
      { token: admin.token },
    );
    expect(deactivated.status).toBe(200);
    const ended = await designerStream.next(refusedWith401, 10_000);
    expect(errorOf(ended).data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    other.close();
  });

  it('keeps idle streams alive with pings more often than the client gives up', () => {
    const sse = appRouter._def._config.sse;
    expect(sse?.ping).toEqual({ enabled: true, intervalMs: liveRules.pingMs });
    expect(liveRules.pingMs).toBeLessThan(sse?.client?.reconnectAfterInactivityMs ?? 0);
  });

  it('sends a ping on an idle stream, on the wire, at the configured interval', async () => {
    const client = await signIn('client');
    const stream = await open(urlA, 'live.client', client.token);
    const ping = await stream.next((event) => event.event === 'ping', 10_000);
    expect(ping.event).toBe('ping');
    stream.close();
  });

  it('an overdue order gets one event, however many times the job runs', async () => {
    const client = await signIn('client');
    const { orderId } = await createPaidOrder(db(), { clientId: client.id, serviceIds: [serviceId] });
    const due = new Date(Date.now() + 1000);
    await db().updateTable('orders').set({ due_at: due }).where('id', '=', orderId).execute();
    const later = new Date(due.getTime() + 1000);
    await Promise.all([
      recordOverdueOrders(db(), later),
      recordOverdueOrders(db(), later),
      recordOverdueOrders(db(), later),
    ]);
    const overdue = await db()
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'overdue')
      .execute();
    expect(overdue).toHaveLength(1);
  });

  it('prunes events older than an hour, and only those', async () => {
    const client = await signIn('client');
    const old = await createOrderLive(db(), { clientId: client.id, serviceIds: [serviceId], images: 1 });
    const recent = await createOrderLive(db(), { clientId: client.id, serviceIds: [serviceId], images: 1 });
    await db()
      .updateTable('order_events')
      .set({ created_at: new Date(Date.now() - orderEventsKeptMs - 60_000) })
      .where('order_id', '=', old.orderId)
      .execute();
    await pruneOldOrderEvents(db(), new Date());
    const left = await db()
      .selectFrom('order_events')
      .select('order_id')
      .where('order_id', 'in', [old.orderId, recent.orderId])
      .execute();
    expect(left.map((row) => row.order_id)).toEqual([recent.orderId]);
  });

  it('a closing server ends its streams with a retryable error, and does not wait for them', async () => {
    const node = createIdentityTestServer(testDb.database);
    const url = await listenOn(node);
    const client = await signIn('client');
    const stream = await open(url, 'live.client', client.token);
    await node.stop();
    const closing = await stream.next((event) => event.event === 'serialized-error');
    expect(errorOf(closing).data.code).toBe('SERVICE_UNAVAILABLE');
    await stream.ended;
  });
});
