// One node's live streams (ADR 010): the reader (live.reader.ts) hands each new order event to the open streams
// allowed to see it; a stream that resumes (`lastEventId`) reads the missed events from the table, on any node.
import type { LiveEvent, OrderEventKind } from '@photoedit/contracts';
import { TRPCError, type TrackedEnvelope, tracked } from '@trpc/server';
import type { Kysely } from 'kysely';
import type { ListenSource } from '../../../db/listen';
import type { DB } from '../../../db/tables';
import { AppError } from '../../../errors';
import type { Logger } from '../../../logger';
import { createMemoryReturn, exposedGc } from '../../../memory-return';
import { type LiveViewer, orderEventVisibleTo } from '../../access';
import {
  type OrderEventRow,
  selectEventsAfter,
  selectOpenSessions,
  selectRecentEventsUpTo,
  sessionKey,
} from './live.queries';
import { createEventReader, lateCommitSeconds } from './live.reader';

/** Events waiting for one slow stream; beyond, the stream ends and the browser resumes from its last id. */
const maxQueued = 1000;

export interface LiveLimits {
  perUser: number;
  perNode: number;
  /** How often the sign-in sessions of the open streams are checked. */
  sessionCheckMs: number;
}

export interface StreamOptions {
  lastEventId?: string | null | undefined;
  /** The client went away (tRPC aborts the procedure). */
  signal?: AbortSignal | undefined;
  /** When the caller's access token expires: the stream ends then, and the client reconnects with a new one. */
  endsAt: Date;
  /** The sign-in session of the caller's token: the stream ends when it does (logout, deactivation). */
  sessionId: string;
}

export interface LiveHub {
  stream(viewer: LiveViewer, options: StreamOptions): AsyncGenerator<TrackedEnvelope<LiveEvent>>;
  /** Open streams on this node. */
  readonly streams: number;
  /** Ends every stream (asking clients to reconnect elsewhere) and stops listening: the server's stop. */
  stop(): Promise<void>;
}

interface Stream {
  viewer: LiveViewer;
  sessionId: string;
  push(event: OrderEventRow): void;
  end(reason: Error): void;
}

/**
 * The event of a row, one object for every stream that sends it: the SSE writer (trpc/sse-subscriptions.ts)
 * encodes it once for all of them.
 */
const envelopes = new WeakMap<OrderEventRow, TrackedEnvelope<LiveEvent>>();
function eventOf(row: OrderEventRow): TrackedEnvelope<LiveEvent> {
  let envelope = envelopes.get(row);
  if (!envelope) {
    envelope = tracked<LiveEvent>(row.id, { kind: row.kind as OrderEventKind, orderId: row.order_id });
    envelopes.set(row, envelope);
  }
  return envelope;
}

export const liveRefused = (message: string) =>
  new AppError('RATE_LIMITED', 'errors.RATE_LIMITED', { message });

/** The stream's sign-in session ended (logout, reuse of a spent token, deactivation): the client signs in again. */
const sessionEnded = () =>
  new AppError('UNAUTHENTICATED', 'errors.UNAUTHENTICATED', { message: 'The session ended.' });

/** A stream ended by this node, not by the client: retryable, so the browser reconnects (to any node). */
const closing = () => new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'This server is closing.' });

/**
 * A logout or a deactivation on any node ends the session in the database; each node looks every few seconds
 * whether its streams' sessions are still open, and ends the streams of those that are not.
 */
function watchSessions(
  streams: ReadonlySet<Stream>,
  deps: { db: Kysely<DB>; logger: Logger; limits: LiveLimits },
): NodeJS.Timeout {
  const checkSessions = async () => {
    // The streams as they were when asked about: one admitted while the query runs was not asked about, and is
    // left for the next check (ending it here ended a valid session's stream).
    const asked = [...streams];
    if (asked.length === 0) return;
    const open = await selectOpenSessions(
      deps.db,
      asked.map((each) => ({ userId: each.viewer.id, sessionId: each.sessionId })),
    );
    for (const each of asked)
      if (!open.has(sessionKey(each.viewer.id, each.sessionId))) each.end(sessionEnded());
  };
  const timer = setInterval(() => {
    checkSessions().catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'live: cannot check the sessions of open streams'),
    );
  }, deps.limits.sessionCheckMs);
  timer.unref();
  return timer;
}

/** Closed streams after which their memory is given back to the system at once (about 50 KiB each). */
const memoryReturnStreams = 1000;

/** Gives the memory of a burst of closed streams back to the system (ADR 013). */
const streamsMemoryReturn = (deps: { logger: Logger; gc?: Parameters<typeof createMemoryReturn>[0]['gc'] }) =>
  createMemoryReturn({
    threshold: memoryReturnStreams,
    quietMs: 1000,
    gc: 'gc' in deps ? deps.gc : exposedGc(),
    onCollected: ({ released, ms }) =>
      deps.logger.info({ released, ms: Math.round(ms) }, 'live: memory of closed streams given back'),
  });

export function createLiveHub(deps: {
  db: Kysely<DB>;
  listenSource: ListenSource;
  logger: Logger;
  limits: LiveLimits;
  /** `gc` of `node --expose-gc`, for tests to stand in; by default the process's own, when exposed. */
  gc?: Parameters<typeof createMemoryReturn>[0]['gc'];
}) {
  const streams = new Set<Stream>();
  const memory = streamsMemoryReturn(deps);
  const perUser = new Map<string, number>();
  let stopped = false;
  const sessionTimer = watchSessions(streams, deps);
  const reader = createEventReader({
    ...deps,
    deliver: (row) => {
      for (const stream of streams) if (orderEventVisibleTo(stream.viewer, row)) stream.push(row);
    },
  });

  const admit = (stream: Stream) => {
    if (stopped) throw closing();
    if (streams.size >= deps.limits.perNode) throw liveRefused('Too many live connections on this server.');
    const count = perUser.get(stream.viewer.id) ?? 0;
    if (count >= deps.limits.perUser) throw liveRefused('Too many live connections for this account.');
    perUser.set(stream.viewer.id, count + 1);
    streams.add(stream);
    memory.track(streams.size);
  };
  const release = (stream: Stream) => {
    if (!streams.delete(stream)) return;
    const count = (perUser.get(stream.viewer.id) ?? 1) - 1;
    if (count > 0) perUser.set(stream.viewer.id, count);
    else perUser.delete(stream.viewer.id);
    memory.track(streams.size);
  };

  async function* stream(viewer: LiveViewer, options: StreamOptions) {
    const queue: OrderEventRow[] = [];
    let ended: Error | 'aborted' | undefined;
    let notify: (() => void) | undefined;
    const poke = () => notify?.();
    const self: Stream = {
      viewer,
      sessionId: options.sessionId,
      push: (row) => {
        if (queue.length >= maxQueued) ended ??= closing();
        else queue.push(row);
        poke();
      },
      end: (reason) => {
        ended ??= reason;
        poke();
      },
    };
    admit(self);
    const onAbort = () => {
      ended ??= 'aborted';
      poke();
    };
    options.signal?.addEventListener('abort', onAbort);
    const expiry = setTimeout(
      () =>
        self.end(
          new AppError('UNAUTHENTICATED', 'errors.UNAUTHENTICATED', { message: 'The access token expired.' }),
        ),
      Math.max(0, options.endsAt.getTime() - Date.now()),
    );
    try {
      await reader.start();
      const sent = new Set<string>();
      if (options.lastEventId) {
        const missed = [
          ...(await selectRecentEventsUpTo(deps.db, options.lastEventId, lateCommitSeconds)),
          ...(await selectEventsAfter(deps.db, options.lastEventId, 10_000)),
        ];
        for (const row of missed) {
          if (!orderEventVisibleTo(viewer, row)) continue;
          sent.add(row.id);
          yield eventOf(row);
        }
      } else {
        // The resume point of a new stream: what this node has read so far.
        yield tracked<LiveEvent>(reader.cursor, { kind: 'ready', orderId: null });
      }
      while (true) {
        const row = queue.shift();
        if (row) {
          if (!sent.has(row.id)) yield eventOf(row);
          continue;
        }
        if (ended === 'aborted' || options.signal?.aborted) return;
        if (ended) throw ended;
        await new Promise<void>((resolve) => {
          notify = resolve;
        });
        notify = undefined;
      }
    } finally {
      clearTimeout(expiry);
      options.signal?.removeEventListener('abort', onAbort);
      release(self);
    }
  }

  return {
    stream,
    get streams() {
      return streams.size;
    },
    async stop() {
      stopped = true;
      clearInterval(sessionTimer);
      memory.stop();
      for (const open of streams) open.end(closing());
      await reader.stop();
    },
  } satisfies LiveHub;
}
