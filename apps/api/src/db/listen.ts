// LISTEN on a PostgreSQL channel over one connection held from the pool, reconnecting (1 s, 2 s, … 30 s) when it
// drops. `onNotify` runs for every notification and again after each reconnect, because notifications sent
// while the connection was down are lost: the caller's handler must look at the database, not the payload.
import type pg from 'pg';
import type { Logger } from '../logger';

export interface Listening {
  stop(): Promise<void>;
}

const maxRetryMs = 30_000;

export async function listen(
  pool: pg.Pool,
  channel: string,
  onNotify: () => void,
  logger: Logger,
): Promise<Listening> {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopClient: () => Promise<void> = async () => {};

  const connect = async (): Promise<void> => {
    const connection = await pool.connect();
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
      scheduleReconnect();
    };
    const notified = (message: pg.Notification) => {
      if (message.channel === channel) onNotify();
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
  return {
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const connection = client;
      client = undefined;
      if (connection) await stopClient();
    },
  };
}
