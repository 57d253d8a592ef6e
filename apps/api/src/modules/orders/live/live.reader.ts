// The node's reader of order_events: one LISTEN connection on `order_events` (db/listen.ts, reconnecting) whose
// notifications only wake it; it then reads the new rows and hands each to `deliver`. Reading the table, not the
// payload, means events committed while the connection was down are read once it is back.
import type { Kysely } from 'kysely';
import { type Listening, type ListenSource, listen } from '../../../db/listen';
import type { DB } from '../../../db/tables';
import type { Logger } from '../../../logger';
import { newestEventId, type OrderEventRow, selectEventsAfter, selectEventsByIds } from './live.queries';

export const orderEventsChannel = 'order_events';

/**
 * Ids are taken at insert and visible at commit: a gap below the newest id read may still fill in (a transaction
 * that began earlier and commits later) or never (a rollback). Gaps are looked for again this long.
 */
export const lateCommitSeconds = 30;
/** A larger jump in ids is not a gap to watch (a sequence moved on, not transactions in flight). */
const maxGap = 1000n;
const readBatch = 1000;

export interface EventReader {
  /** Listens (once); resolves when listening. */
  start(): Promise<void>;
  /** The newest event id read so far: a new stream's resume point. */
  readonly cursor: string;
  stop(): Promise<void>;
}

export function createEventReader(deps: {
  db: Kysely<DB>;
  listenSource: ListenSource;
  logger: Logger;
  deliver: (row: OrderEventRow) => void;
}): EventReader {
  const gaps = new Map<bigint, number>();
  let cursor = '0';
  let listening: Promise<Listening> | undefined;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let stopped = false;

  const readNew = async () => {
    const now = Date.now();
    const late = gaps.size > 0 ? await selectEventsByIds(deps.db, [...gaps.keys()].map(String)) : [];
    const rows = await selectEventsAfter(deps.db, cursor, readBatch);
    for (const row of late) {
      gaps.delete(BigInt(row.id));
      deps.deliver(row);
    }
    let last = BigInt(cursor);
    for (const row of rows) {
      const id = BigInt(row.id);
      if (id - last > 1n && id - last <= maxGap)
        for (let gap = last + 1n; gap < id; gap++) gaps.set(gap, now);
      last = id;
      deps.deliver(row);
    }
    cursor = last.toString();
    for (const [id, at] of gaps) if (now - at > lateCommitSeconds * 1000) gaps.delete(id);
    return rows.length === readBatch;
  };

  // One read at a time, again while woken meanwhile. `reading` is cleared in the same step as the last check of
  // `readAgain`, so a wake-up can never fall between them and be lost.
  const readUntilQuiet = async () => {
    try {
      do {
        readAgain = false;
        try {
          if (await readNew()) readAgain = true;
        } catch (error) {
          deps.logger.warn({ err: error }, 'live: cannot read order events');
        }
      } while (readAgain && !stopped);
    } finally {
      reading = undefined;
    }
  };
  // Called by `listen` for every notification and after a reconnect.
  const wake = () => {
    if (reading) readAgain = true;
    else reading = readUntilQuiet();
  };

  return {
    get cursor() {
      return cursor;
    },
    async start() {
      listening ??= (async () => {
        // Everything before this point is history: a stream that wants it resumes with its lastEventId.
        const newest = await newestEventId(deps.db);
        if (BigInt(newest) > BigInt(cursor)) cursor = newest;
        const open = await listen(deps.listenSource, orderEventsChannel, wake, deps.logger);
        // What committed between reading the newest id and listening.
        wake();
        return open;
      })();
      try {
        await listening;
      } catch (error) {
        listening = undefined;
        throw error;
      }
    },
    async stop() {
      stopped = true;
      const current = listening;
      listening = undefined;
      await current?.then((open) => open.stop()).catch(() => undefined);
      await reading;
    },
  };
}
