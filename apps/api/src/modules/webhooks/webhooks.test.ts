// Webhooks (issue 36) with a real HTTP receiver: signed deliveries of an account's events, retried with exponential
// back-off on the fake clock until a day has passed, sent again from the log with the same event id (receivers
// dedupe by it), an endpoint failing for three days switched off and its owner e-mailed; address rules; access.
import type { WebhookDeliveryView, WebhookEndpointView } from '@photoedit/contracts';
import { webhookMessageKeys } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type TestReceiver } from '../../outbound/receiver.testing';
import { createUser, data, trpc } from '../auth/auth.fixtures';
import { mailTo, ordersTestFrame, placePaidOrder } from '../orders/orders.fixtures';
import { backoffSeconds } from './webhooks.delivery';
import { pruneWebhookEvents } from './webhooks.jobs';
import { clientWithEndpoint, deliverDue, verifySignature } from './webhooks.testing';

const frame = ordersTestFrame();
let receiver: TestReceiver;
const nowSeconds = () => Math.floor(frame.server.clock.now().getTime() / 1000);
const minute = 60_000;
const hour = 60 * minute;

beforeAll(async () => {
  receiver = await startReceiver();
  receiver.on('/hooks/ok', (_request, response) => response.writeHead(204).end());
  receiver.on('/hooks/down', (_request, response) => response.writeHead(503).end());
});
afterAll(() => receiver.close());

/** Signed in at the clock's time each call: the fake clock moves past a token's life. */
const deliveries = async (userId: string, endpointId: string) =>
  data<WebhookDeliveryView[]>(
    await trpc(
      frame.server,
      'webhooks.deliveries',
      { endpointId },
      { ...(await frame.as(userId)), type: 'query' },
    ),
  );
const endpointsOf = async (userId: string) =>
  data<WebhookEndpointView[]>(
    await trpc(frame.server, 'webhooks.list', undefined, { ...(await frame.as(userId)), type: 'query' }),
  );
const paidOrderOf = (email: string) =>
  placePaidOrder(frame.server, frame.db, { serviceIds: [frame.services.sky], images: 1, email });

describe('webhooks', () => {
  it('delivers the account’s subscribed events once each, signed over the timestamp and body', async () => {
    const { client, secret } = await clientWithEndpoint(frame, `${receiver.origin}/hooks/ok`, [
      'order.paid',
      'invoice.issued',
    ]);
    const before = receiver.received.length;
    const order = await paidOrderOf(client.email);
    await paidOrderOf((await createUser(frame.db, 'client')).email); // someone else's: not sent here
    expect(await deliverDue(frame)).toBe(2);
    const arrived = receiver.received.slice(before);
    expect(arrived.map((request) => JSON.parse(request.body).type).sort()).toEqual([
      'invoice.issued',
      'order.paid',
    ]);
    for (const request of arrived) {
      expect(verifySignature(request, secret, nowSeconds())).toBe(true);
      expect(verifySignature({ ...request, body: `${request.body} ` }, secret, nowSeconds())).toBe(false);
      expect(verifySignature(request, secret, nowSeconds() + 600)).toBe(false);
      const body = JSON.parse(request.body);
      expect(body).toMatchObject({
        id: request.headers['photoedit-event-id'],
        data: { order: { number: order.orderNumber } },
      });
    }
    expect(await deliverDue(frame)).toBe(0);
  });

  it('retries a failing receiver with exponential back-off, then delivers the same event id', async () => {
    let failures = 2;
    receiver.on('/hooks/flaky', (_request, response) => response.writeHead(failures-- > 0 ? 500 : 200).end());
    const { client, session, endpoint } = await clientWithEndpoint(frame, `${receiver.origin}/hooks/flaky`, [
      'order.paid',
    ]);
    await paidOrderOf(client.email);
    expect(await deliverDue(frame)).toBe(1);
    let log = await deliveries(client.id, endpoint.id);
    expect(log[0]).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 });
    expect(
      new Date(log[0]?.nextAttemptAt ?? 0).getTime() - new Date(log[0]?.lastAttemptAt ?? 0).getTime(),
    ).toBe(backoffSeconds(1) * 1000);
    expect(await deliverDue(frame)).toBe(0); // not due yet
    frame.server.clock.advance(backoffSeconds(1) * 1000);
    expect(await deliverDue(frame)).toBe(1);
    log = await deliveries(client.id, endpoint.id);
    expect(log[0]).toMatchObject({ state: 'pending', attempts: 2 });
    frame.server.clock.advance(backoffSeconds(2) * 1000 - 2000);
    expect(await deliverDue(frame)).toBe(0);
    frame.server.clock.advance(2000);
    expect(await deliverDue(frame)).toBe(1);
    log = await deliveries(client.id, endpoint.id);
    expect(log[0]).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 200, nextAttemptAt: null });
    const ids = receiver.received
      .filter((request) => request.path === '/hooks/flaky')
      .map((request) => request.body);
    expect(new Set(ids.map((body) => JSON.parse(body).id)).size).toBe(1);

    // "Send again" from the log: the same event id once more, for a receiver to ignore.
    await trpc(frame.server, 'webhooks.resend', { deliveryId: log[0]?.id }, session);
    expect(await deliverDue(frame)).toBe(1);
    const sent = receiver.received.filter((request) => request.path === '/hooks/flaky');
    expect(JSON.parse(sent.at(-1)?.body ?? '{}').id).toBe(JSON.parse(ids[0] ?? '{}').id);
  });

  it('gives a delivery up a day after its event, and switches off an endpoint failing for three days', async () => {
    const { client, endpoint } = await clientWithEndpoint(frame, `${receiver.origin}/hooks/down`, [
      'order.paid',
    ]);
    await paidOrderOf(client.email);
    const start = frame.server.clock.now().getTime();
    let attempts = 0;
    for (;;) {
      attempts += await deliverDue(frame);
      const [delivery] = await deliveries(client.id, endpoint.id);
      if (delivery?.state !== 'pending') break;
      frame.server.clock.set(new Date(delivery.nextAttemptAt as string));
    }
    expect(frame.server.clock.now().getTime() - start).toBeLessThanOrEqual(24 * hour);
    expect(attempts).toBeGreaterThanOrEqual(10);
    expect((await deliveries(client.id, endpoint.id))[0]).toMatchObject({ state: 'failed', attempts });

    // Two days later (and later still) the account's new events still fail: past three days it is switched off.
    frame.server.clock.set(new Date(start + 49 * hour));
    await paidOrderOf(client.email);
    await deliverDue(frame);
    expect((await endpointsOf(client.id))[0]).toMatchObject({ enabled: true });
    frame.server.clock.set(new Date(start + 72 * hour + minute));
    await paidOrderOf(client.email);
    await deliverDue(frame);
    expect((await endpointsOf(client.id))[0]).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mails = await mailTo(frame.db, client.email);
    expect(mails.filter((mail) => mail.subject.includes('was switched off'))).toHaveLength(1);
    // Off: new events make no deliveries to it.
    await paidOrderOf(client.email);
    expect(await deliverDue(frame)).toBe(0);

    // Thirty days on, the log is pruned (the events and their deliveries).
    expect((await deliveries(client.id, endpoint.id)).length).toBeGreaterThan(0);
    frame.server.clock.set(new Date(start + 72 * hour + 31 * 24 * hour));
    expect(await pruneWebhookEvents({ db: frame.db, now: frame.server.clock.now })).toBeGreaterThan(0);
    expect(await deliveries(client.id, endpoint.id)).toEqual([]);
  });

  it('refuses private addresses where production rules apply, and other clients’ endpoints', async () => {
    const { session, endpoint } = await clientWithEndpoint(frame, `${receiver.origin}/hooks/ok`, [
      'order.paid',
    ]);
    const policy = frame.server.config.outbound;
    const saved = { ...policy };
    Object.assign(policy, { allowPrivateAddresses: false, allowHttp: false });
    try {
      for (const url of ['https://10.0.0.8/hook', 'https://localhost/hook', `${receiver.origin}/hooks/ok`]) {
        const refused = await trpc(
          frame.server,
          'webhooks.create',
          { name: 'Internal', url, eventTypes: ['order.paid'] },
          session,
        );
        expect(refused.status, url).toBe(400);
        expect(JSON.stringify(refused.body)).toContain(webhookMessageKeys.addressRefused);
      }
    } finally {
      Object.assign(policy, saved);
    }
    const stranger = await frame.as((await createUser(frame.db, 'client')).id);
    for (const [path, input] of [
      ['webhooks.remove', { endpointId: endpoint.id }],
      [
        'webhooks.update',
        {
          endpointId: endpoint.id,
          name: 'x',
          url: `${receiver.origin}/x`,
          eventTypes: ['order.paid'],
          enabled: true,
        },
      ],
    ] as const) {
      expect((await trpc(frame.server, path, input, stranger)).status).toBe(404);
    }
    const others = await trpc(
      frame.server,
      'webhooks.deliveries',
      { endpointId: endpoint.id },
      { ...stranger, type: 'query' },
    );
    expect(others.status).toBe(404);
    const bad = await trpc(
      frame.server,
      'webhooks.create',
      { name: '', url: 'ftp://x', eventTypes: ['order.eaten'] },
      session,
    );
    expect(bad.status).toBe(400);
  });
});
