// tRPC subscriptions (the live streams, ADR 010) answered as server-sent events without tRPC's stream plumbing.
// tRPC's producer passes every event of every stream through transpiled async generators, a ping race with a
// timer per event and three web streams before the socket: at 5,000 open streams one order change took the node
// 0.8–1.2 s of CPU before the last stream had it. Here the protocol stays tRPC's own — its request parsing
// (`getRequestInfo`, `lastEventId` included), procedure call, the `connected`, `ping`, `return` and
// `serialized-error` events, the error shape — and each event is encoded once for every stream that sends it
// (a tracked envelope shared by the streams, live.hub.ts) and written straight to the response.
// Whatever this does not take (a batch, an unknown procedure, a refusal by the procedure's middlewares, a
// context that fails, an observable) goes to `resolveResponse` before anything was written, so every refusal is
// tRPC's; fastify-route.test.ts compares both ways of answering with tRPC's own adapter.
import { Readable } from 'node:stream';
import type { AnyTRPCRouter } from '@trpc/server';
import {
  getErrorShape,
  getLastEventId,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isTrackedEnvelope,
  sseHeaders,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DirectAnswerOptions, readTrpcGet } from './get-queries';

type Options<TRouter extends AnyTRPCRouter> = DirectAnswerOptions<TRouter>;

/** The bytes of each tracked event, made by the first stream that sends it and reused by the others. */
const encodedEvents = new WeakMap<object, Buffer>();
const message = (fields: string) => Buffer.from(`${fields}\n\n`);

/** The subscription call of `request`, when it is one this path answers; undefined hands it to tRPC. */
async function subscriptionCall<TRouter extends AnyTRPCRouter>(
  request: FastifyRequest,
  fetchRequest: Request,
  options: Options<TRouter>,
) {
  const config = options.router._def._config;
  if (request.method !== 'GET' || config.sse?.maxDurationMs || config.sse?.enabled === false)
    return undefined;
  try {
    const { info, searchParams } = await readTrpcGet(request, fetchRequest, options);
    const call = info.calls[0];
    if (info.isBatchCall || info.type !== 'subscription' || call?.procedure?._def.type !== 'subscription')
      return undefined;
    await call.getRawInput();
    const lastEventId = getLastEventId({ headers: fetchRequest.headers, searchParams });
    return { info, call, procedure: call.procedure, lastEventId };
  } catch {
    return undefined;
  }
}

/**
 * The event stream's body, sent as the answer: writes are skipped once the client went away; a ping goes out
 * after `pingMs` without an event (as tRPC's), to keep proxies from closing an idle stream.
 */
function openEventStream(reply: FastifyReply, abort: AbortController, pingMs: number) {
  // A bare Readable: a push while the response keeps up goes straight to it (no Transform in between); the
  // response asking for more (`read`) is what a writer held back by a slow client waits for.
  let wanted: (() => void) | undefined;
  const body = new Readable({
    read() {
      wanted?.();
    },
  });
  body.on('error', () => {});
  const gone = () => {
    abort.abort();
    wanted?.();
  };
  reply.raw.once('close', gone);
  reply.code(200);
  for (const [name, value] of Object.entries(sseHeaders)) reply.header(name, value);
  reply.header('vary', 'trpc-accept, accept'); // as tRPC's answers
  void reply.send(body);
  const send = (bytes: Buffer) => (abort.signal.aborted || body.destroyed ? true : body.push(bytes));
  const ping = message('event: ping\ndata: \n');
  const pinger =
    pingMs > 0
      ? setTimeout(() => {
          send(ping);
          pinger?.refresh();
        }, pingMs)
      : undefined;
  return {
    /** Writes one whole event; false when the client is behind (wait for `drained`). */
    write(bytes: Buffer): boolean {
      pinger?.refresh();
      return send(bytes);
    },
    drained: () =>
      new Promise<void>((resolve) => {
        if (abort.signal.aborted) return resolve();
        wanted = () => {
          wanted = undefined;
          resolve();
        };
      }),
    end() {
      clearTimeout(pinger);
      reply.raw.off('close', gone);
      if (!body.destroyed) body.push(null);
    },
  };
}

/** tRPC's SSE encoding of the values of one stream (it follows the last event id, as tRPC's producer does). */
function eventEncoder(config: AnyTRPCRouter['_def']['_config'], firstLastEventId: string | null) {
  const serialize = (value: unknown) => JSON.stringify(config.transformer.output.serialize(value));
  let lastEventId = firstLastEventId && !/[\0\n\r]/.test(firstLastEventId) ? firstLastEventId : null;
  const encode = (value: unknown): Buffer => {
    if (isTrackedEnvelope(value)) {
      lastEventId = value[0];
      let bytes = encodedEvents.get(value);
      if (!bytes) {
        bytes = message(`data: ${serialize(value[1])}\nid: ${value[0]}\n`);
        encodedEvents.set(value, bytes);
      }
      return bytes;
    }
    // As tRPC: an untracked value after an id blanks the id for this event and restores it after.
    if (lastEventId === null) return message(`data: ${serialize(value)}\n`);
    return Buffer.concat([
      message(`data: ${serialize(value)}\nid: \n`),
      message(`event: restore-id\ndata: \nid: ${lastEventId}\n`),
    ]);
  };
  encode.error = (shape: unknown) => message(`event: serialized-error\ndata: ${serialize(shape)}\n`);
  return encode;
}

/**
 * Answers `request` when it is a subscription, and says whether it did (as answerGetQueries). The stream ends
 * when the procedure's iterable does, fails, or the client goes away (the procedure's signal aborts).
 */
export async function answerSubscription<TRouter extends AnyTRPCRouter>(
  request: FastifyRequest,
  reply: FastifyReply,
  fetchRequest: Request,
  options: Options<TRouter>,
): Promise<boolean> {
  const found = await subscriptionCall(request, fetchRequest, options);
  if (!found) return false;
  const { info, call, procedure } = found;
  let ctx: unknown;
  try {
    ctx = await options.createContext(info);
  } catch {
    return false;
  }
  const abort = new AbortController();
  let iterable: unknown;
  try {
    iterable = await procedure({
      path: call.path,
      getRawInput: call.getRawInput,
      ctx,
      type: 'subscription',
      signal: abort.signal,
      batchIndex: call.batchIndex,
    });
  } catch {
    // A refusal (authentication, role, input): tRPC answers it, running the same checks again.
    return false;
  }
  if (!isAsyncIterable(iterable)) return false;

  const config = options.router._def._config;
  const stream = openEventStream(
    reply,
    abort,
    config.sse?.ping?.enabled ? (options.pingMs ?? config.sse.ping.intervalMs ?? 1000) : 0,
  );
  const encode = eventEncoder(config, found.lastEventId);
  const iterator = (iterable as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const pump = async () => {
    try {
      stream.write(message(`event: connected\ndata: ${JSON.stringify(config.sse?.client ?? {})}\n`));
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        if (!stream.write(encode(next.value))) await stream.drained();
      }
      stream.write(message('event: return\ndata: \n'));
    } catch (cause) {
      if (!abort.signal.aborted) {
        const error = getTRPCErrorFromUnknown(cause);
        const input = call.result();
        options.onError?.({ error, path: call.path, input, ctx, type: 'subscription', req: request });
        const shape = getErrorShape({ config, ctx, error, input, path: call.path, type: 'subscription' });
        stream.write(encode.error(shape));
      }
    } finally {
      if (abort.signal.aborted) await iterator.return?.();
      stream.end();
    }
  };
  // Not awaited: the route's handler is done once the answer started; the events follow.
  void pump().catch((error: unknown) => request.log.error({ err: error }, 'live stream failed'));
  return true;
}
