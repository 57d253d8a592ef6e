import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRunningHandlers } from './running-handlers';
import { createTestDatabase } from './test/database';
import { createTestServer } from './test/server';

/** A promise with its resolver, to hold a handler where a test wants it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Sends GET `path` and hangs up as soon as `entered` says the handler runs; resolves once the socket is gone. */
async function requestAndHangUp(app: FastifyInstance, path: string, entered: Promise<void>): Promise<void> {
  const { port } = app.server.address() as { port: number };
  const sent = httpRequest({ host: '127.0.0.1', port, path });
  sent.on('error', () => {});
  sent.end();
  await entered;
  const closed = new Promise((resolve) => sent.once('close', resolve));
  sent.destroy();
  await closed;
}

/** Whether `promise` is still pending once everything already queued has run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const settled = await Promise.race([promise, new Promise((resolve) => setImmediate(resolve, marker))]);
  return settled === marker;
}

describe('trackRunningHandlers', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('counts a handler whose client hung up until it settles, after the server has closed', async () => {
    app = Fastify();
    const handlers = trackRunningHandlers(app);
    const entered = gate();
    const release = gate();
    let finished = false;
    app.get('/slow', async () => {
      entered.open();
      await release.opened;
      finished = true;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });

    await requestAndHangUp(app, '/slow', entered.opened);
    await app.close();
    expect(handlers.count()).toBe(1);
    const settled = handlers.settled(60_000);
    expect(await pending(settled)).toBe(true);

    release.open();
    await settled;
    expect(finished).toBe(true);
    expect(handlers.count()).toBe(0);
  });

  it('settles handlers that return their reply, and stops waiting after the timeout', async () => {
    app = Fastify();
    const handlers = trackRunningHandlers(app);
    app.get('/reply', (_request, reply) => reply.send({ ok: true }));
    app.get('/never', () => new Promise(() => {}));
    const answer = await app.inject({ method: 'GET', url: '/reply' });
    expect(answer.json()).toEqual({ ok: true });
    expect(handlers.count()).toBe(0);

    void app.inject({ method: 'GET', url: '/never' }).catch(() => {});
    await expect.poll(() => handlers.count()).toBe(1);
    await handlers.settled(20);
    expect(handlers.count()).toBe(1);
  });
});

describe('a stopping server', () => {
  it('lets a handler whose client hung up finish its database work before stop() resolves', async () => {
    const testDb = await createTestDatabase();
    const server = createTestServer(testDb.database);
    const entered = gate();
    const release = gate();
    const outcome: { value?: number; error?: unknown } = {};
    server.app.get('/test/slow-read', async () => {
      entered.open();
      await release.opened;
      try {
        const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(testDb.database.db);
        outcome.value = rows[0]?.one;
      } catch (error) {
        outcome.error = error;
      }
      return {};
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });

    await requestAndHangUp(server.app, '/test/slow-read', entered.opened);
    let stopResolved = false;
    const stopped = server.stop().then(() => {
      stopResolved = true;
    });
    // Without waiting for handlers, this server (no jobs or mail started) stops within milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopResolved).toBe(false);
    release.open();
    await stopped;
    await testDb.drop();
    expect(outcome).toEqual({ value: 1 });
  });
});
