// LISTEN on a PostgreSQL channel over one connection held from the listen pool, reconnecting (1 s, 2 s, … 30 s)
// when it drops. `onNotify` runs for every notification and again after each reconnect, because notifications sent
// while the connection was down are lost: the caller's handler must look at the database, not the payload.
//
// A LISTEN can also succeed and never deliver: behind a transaction-mode pooler the session that listened is
// handed to someone else. So the node sends itself a heartbeat NOTIFY through the main pool (the path every other
// notification takes) and, while a heartbeat goes unheard or the connection is down, calls `onNotify` every few
// seconds instead (polling), says so in the log, /api/ready and the metrics, and stops once heartbeats arrive.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../logger';

export interface Listening {
  stop(): Promise<void>;
}

export type ListenState = 'listening' | 'polling';

/** Each listening channel's state on this node: for /api/ready and the metrics. */
export class ListenStates {
  private readonly states = new Map<symbol, { channel: string; state: ListenState }>();

  set(key: symbol, channel: string, state: ListenState): void {
    this.states.set(key, { channel, state });
  }

  delete(key: symbol): void {
    this.states.delete(key);
  }

  /** 'polling' when any channel is read by polling (its LISTEN is down or does not deliver). */
  get summary(): 'ok' | 'polling' {
    for (const { state } of this.states.values()) if (state === 'polling') return 'polling';
    return 'ok';
  }

  /** Channels by state (a channel listened to twice counts twice). */
  counts(): { channel: string; state: ListenState }[] {
    return [...this.states.values()];
  }
}

export interface ListenSource {
  /** Where LISTEN connections come from: LISTEN_DATABASE_URL's own pool, else the main one. */
  listenPool: pg.Pool;
  /** Where the heartbeat is sent from. */
  pool: pg.Pool;
  listenStates: ListenStates;
  listenTiming: ListenTiming;
}

export interface ListenTiming {
  /** How often a heartbeat is sent; one not heard by the next is missed. */
  heartbeatMs: number;
  /** How often `onNotify` runs while the channel is read by polling. */
  pollMs: number;
}

export const defaultListenTiming: ListenTiming = { heartbeatMs: 5000, pollMs: 3000 };

const maxRetryMs = 30_000;
const heartbeatPrefix = 'heartbeat:';

/**
 * Calls `onNotify` every pollMs while LISTEN does not deliver: a heartbeat went unheard by the next (`beat`), or
 * the connection was lost (`start`); a heard heartbeat (`heard`) ends it.
 */
function pollingFallback(
  source: ListenSource,
  channel: string,
  onNotify: () => void,
  logger: Logger,
  key: symbol,
) {
  let heard = true;
  let pollTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const start = (reason: string) => {
    if (pollTimer || stopped) return;
    logger.warn(
      { channel, reason, pollMs: source.listenTiming.pollMs },
      'LISTEN is not delivering; polling instead',
    );
    source.listenStates.set(key, channel, 'polling');
    pollTimer = setInterval(onNotify, source.listenTiming.pollMs);
    pollTimer.unref();
  };
  return {
    start,
    beat: () => {
      if (!heard) start('a heartbeat notification did not arrive');
      heard = false;
    },
    heard: () => {
      heard = true;
      if (!pollTimer) return;
      clearInterval(pollTimer);
      pollTimer = undefined;
      source.listenStates.set(key, channel, 'listening');
      logger.info({ channel }, 'LISTEN delivers again; polling stopped');
    },
    stop: () => {
      stopped = true;
      if (pollTimer) clearInterval(pollTimer);
    },
  };
}

export async function listen(
  source: ListenSource,
  channel: string,
  onNotify: () => void,
  logger: Logger,
): Promise<Listening> {
  const { listenPool, listenStates, listenTiming } = source;
  const key = Symbol(channel);
  const heartbeat = `${heartbeatPrefix}${randomUUID()}`;
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopClient: () => Promise<void> = async () => {};
  const fallback = pollingFallback(source, channel, onNotify, logger, key);
  const connect = async (): Promise<void> => {
    const connection = await listenPool.connect();
    let released = false;
    const release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      connection.removeListener('notification', notified);
      connection.release(error);
    };
    const drop = (error: Error) => {
      const wasListening = client === connection;
      if (wasListening) client = undefined;
      release(error);
      if (!wasListening || stopped) return;
      logger.warn({ channel, reason: error.message }, 'LISTEN connection lost; reconnecting');
      fallback.start('the LISTEN connection was lost');
      scheduleReconnect();
    };
    const notified = (message: pg.Notification) => {
      if (message.channel !== channel) return;
      if (message.payload === heartbeat) fallback.heard();
      else if (!message.payload?.startsWith(heartbeatPrefix)) onNotify();
    };
    // Listeners first: an 'error' on a checked-out client without one would end the process.
    connection.on('error', drop);
    connection.once('end', () => drop(new Error('connection ended')));
    connection.on('notification', notified);
    try {
      await connection.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      release(error instanceof Error ? error : true);
      throw error;
    }
    client = connection;
    retryMs = 1000;
    stopClient = async () => {
      try {
        await connection.query('UNLISTEN *');
        release();
      } catch (error) {
        release(error instanceof Error ? error : true);
      }
    };
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      if (stopped) return;
      try {
        await connect();
        onNotify();
      } catch (error) {
        logger.warn({ channel, err: error, retryMs }, 'LISTEN reconnect failed; trying again');
        retryMs = Math.min(retryMs * 2, maxRetryMs);
        scheduleReconnect();
      }
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  listenStates.set(key, channel, 'listening');
  const sendHeartbeat = () => {
    fallback.beat();
    source.pool.query('SELECT pg_notify($1, $2)', [channel, heartbeat]).catch(() => {
      // The database is away: the missed heartbeat switches to polling, which reports the reads' failures.
    });
  };
  sendHeartbeat();
  const heartbeatTimer = setInterval(sendHeartbeat, listenTiming.heartbeatMs);
  heartbeatTimer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(heartbeatTimer);
      fallback.stop();
      if (retryTimer) clearTimeout(retryTimer);
      listenStates.delete(key);
      const connection = client;
      client = undefined;
      if (connection) await stopClient();
    },
  };
}
