// One node's live channel (ADR 010): one LISTEN connection on `order_events` (db/listen.ts, reconnecting), a
// reader that turns notifications into the new rows of order_events, and the open streams it fans them out to.
// A notification only wakes the reader: it reads the table, so events committed while the connection was down
// are read after it is back, and a stream that resumes (`lastEventId`) reads the same table on any node.
import type { LiveEvent, OrderEventKind } from '@photoedit/contracts';
import { TRPCError, type TrackedEnvelope, tracked } from '@trpc/server';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { type Listening, listen } from '../../../db/listen';
import type { DB } from '../../../db/tables';
import { AppError } from '../../../errors';
import type { Logger } from '../../../logger';
import { newestEventId, type OrderEventRow, selectEventsAfter } from './live.queries';
import { canSee, type Viewer } from './live.visibility';

export const orderEventsChannel = 'order_events';

/** Ids committed out of order are looked for this far back (see selectEventsAfter). */
const lateCommitSeconds = 30;
const readBatch = 1000;
/** Events waiting for one slow stream; beyond, the stream ends and the browser resumes from its last id. */
const maxQueued = 1000;

export interface LiveLimits {
  perUser: number;
  perNode: number;
}

export interface StreamOptions {
  lastEventId?: string | null | undefined;
  /** The client went away (tRPC aborts the procedure). */
  signal?: AbortSignal | undefined;
  /** When the caller's access token expires: the stream ends then, and the client reconnects with a new one. */
  endsAt: Date;
}

export interface LiveHub {
  stream(viewer: Viewer, options: StreamOptions): AsyncGenerator<TrackedEnvelope<LiveEvent>>;
  /** Open streams on this node. */
  readonly streams: number;
  /** Ends every stream (asking clients to reconnect elsewhere) and stops listening: the server's stop. */
  stop(): Promise<void>;
}

interface Stream {
  viewer: Viewer;
  push(event: OrderEventRow): void;
  end(reason: Error): void;
}

const eventOf = (row: OrderEventRow) =>
  tracked<LiveEvent>(row.id, { kind: row.kind as OrderEventKind, orderId: row.order_id });

export const liveRefused = (message: string) =>
  new AppError('RATE_LIMITED', 'errors.RATE_LIMITED', { message });

/** A stream ended by this node, not by the client: retryable, so the browser reconnects (to any node). */
const closing = () => new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'This server is closing.' });

export function createLiveHub(deps: { db: Kysely<DB>; pool: pg.Pool; logger: Logger; limits: LiveLimits }) {
  const streams = new Set<Stream>();
  const perUser = new Map<string, number>();
  const seen = new Map<string, number>();
  let cursor = '0';
  let listening: Promise<Listening> | undefined;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let stopped = false;

  const readNew = async () => {
    const rows = await selectEventsAfter(deps.db, cursor, lateCommitSeconds, readBatch);
    const now = Date.now();
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.set(row.id, now);
      if (BigInt(row.id) > BigInt(cursor)) cursor = row.id;
      for (const stream of streams) if (canSee(stream.viewer, row)) stream.push(row);
    }
    // Forget ids old enough that the window above no longer returns them.
    for (const [id, at] of seen) if (now - at > 2 * lateCommitSeconds * 1000) seen.delete(id);
    return rows.length === readBatch;
  };

  // Called by `listen` for every notification and after a reconnect; one read at a time, again if woken meanwhile.
  const wake = () => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = (async () => {
      do {
        readAgain = false;
        try {
          if (await readNew()) readAgain = true;
        } catch (error) {
          deps.logger.warn({ err: error }, 'live: cannot read order events');
        }
      } while (readAgain && !stopped);
    })().finally(() => {
      reading = undefined;
    });
  };

  const startListening = async () => {
    listening ??= (async () => {
      const open = await listen(deps.pool, orderEventsChannel, wake, deps.logger);
      // Everything before this point is history: a stream that wants it resumes with its lastEventId.
      const newest = await newestEventId(deps.db);
      if (BigInt(newest) > BigInt(cursor)) cursor = newest;
      return open;
    })();
    try {
      await listening;
    } catch (error) {
      listening = undefined;
      throw error;
    }
  };

  const admit = (stream: Stream) => {
    if (stopped) throw closing();
    if (streams.size >= deps.limits.perNode) throw liveRefused('Too many live connections on this server.');
    const count = perUser.get(stream.viewer.id) ?? 0;
    if (count >= deps.limits.perUser) throw liveRefused('Too many live connections for this account.');
    perUser.set(stream.viewer.id, count + 1);
    streams.add(stream);
  };
  const release = (stream: Stream) => {
    if (!streams.delete(stream)) return;
    const count = (perUser.get(stream.viewer.id) ?? 1) - 1;
    if (count > 0) perUser.set(stream.viewer.id, count);
    else perUser.delete(stream.viewer.id);
  };

  async function* stream(viewer: Viewer, options: StreamOptions) {
    const queue: OrderEventRow[] = [];
    let ended: Error | 'aborted' | undefined;
    let notify: (() => void) | undefined;
    const poke = () => notify?.();
    const self: Stream = {
      viewer,
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
      await startListening();
      const sent = new Set<string>();
      if (options.lastEventId) {
        for (const row of await selectEventsAfter(deps.db, options.lastEventId, lateCommitSeconds, 10_000)) {
          if (!canSee(viewer, row)) continue;
          sent.add(row.id);
          yield eventOf(row);
        }
      } else {
        // The resume point of a new stream: what this node has read so far.
        yield tracked<LiveEvent>(cursor, { kind: 'ready', orderId: null });
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
      for (const open of streams) open.end(closing());
      const current = listening;
      listening = undefined;
      await current?.then((open) => open.stop()).catch(() => undefined);
      await reading;
    },
  } satisfies LiveHub;
}
