import { sql } from 'kysely';
import pLimit from 'p-limit';
import { type ListenSource, listen } from '../../db/listen';
import type { Logger } from '../../logger';
import type { PlainServiceDeps } from '../service-deps';
import type { MailTransport } from './mail.transport';

export const mailMaxAttempts = 8;
/** 30 s, 1 min, 2 min, … capped at 1 h. */
export const mailBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
/** A row left 'sending' this long (a node died mid-send) is taken up again. */
const staleSendingMs = 5 * 60_000;
const batchSize = 20;

export interface DeliveryDeps extends PlainServiceDeps {
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** Mail sent at once (default 4). */
  concurrency?: number;
}

/** Mail past its `expires_at` is not sent: it is closed as failed, with the reason. */
async function dropExpiredMail(deps: DeliveryDeps, now: Date): Promise<number> {
  const dropped = await deps.db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: 'expired before it could be sent; not sent' })
    .where((w) =>
      w.or([
        w('status', '=', 'pending'),
        w.and([w('status', '=', 'sending'), w('updated_at', '<', new Date(now.getTime() - staleSendingMs))]),
      ]),
    )
    .where('expires_at', '<=', now)
    .returning('id')
    .execute();
  if (dropped.length > 0) {
    deps.logger.warn({ mailIds: dropped.map((row) => row.id) }, 'mail expired before it could be sent');
  }
  return dropped.length;
}

/** One pass over the due mail; returns how many were sent. */
export async function deliverDueMail(deps: DeliveryDeps): Promise<{ sent: number; failed: number }> {
  const now = deps.now();
  await dropExpiredMail(deps, now);
  const claimed = await deps.db
    .updateTable('mail_outbox')
    .set({ status: 'sending', attempts: sql`attempts + 1`, updated_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', now)]),
            w.and([
              w('status', '=', 'sending'),
              w('updated_at', '<', new Date(now.getTime() - staleSendingMs)),
            ]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'to_address', 'subject', 'text', 'html', 'attempts'])
    .execute();

  let sent = 0;
  let failed = 0;
  const limit = pLimit(deps.concurrency ?? 4);
  await Promise.all(
    claimed.map((mail) =>
      limit(async () => {
        if ((await sendOne(deps, mail)) === 'sent') sent++;
        else failed++;
      }),
    ),
  );
  return { sent, failed };
}

type ClaimedMail = {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
};

async function sendOne(deps: DeliveryDeps, mail: ClaimedMail): Promise<'sent' | 'failed'> {
  try {
    await deps.transport.send({
      from: deps.from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await deps.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: deps.now(), transport: deps.transport.kind, last_error: null })
      .where('id', '=', mail.id)
      .execute();
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = mail.attempts >= mailMaxAttempts;
    await deps.db
      .updateTable('mail_outbox')
      .set({
        status: permanent ? 'failed' : 'pending',
        last_error: message.slice(0, 1000),
        next_attempt_at: new Date(deps.now().getTime() + mailBackoffMs(mail.attempts)),
      })
      .where('id', '=', mail.id)
      .execute();
    deps.logger[permanent ? 'error' : 'warn'](
      { mailId: mail.id, attempts: mail.attempts, err: error },
      permanent ? 'mail delivery failed permanently' : 'mail delivery failed; will retry',
    );
    return 'failed';
  }
}

export interface MailDelivery {
  /** A delivery pass: joins the one running (and runs once more after it). The retry job calls this. */
  run(): Promise<void>;
  /** Listens for new mail on this node and sends what is already due. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const mailChannel = 'mail_outbox';

/** One pass at a time per process; a wake-up during a pass runs another after it. */
export function createMailDelivery(deps: DeliveryDeps & { listenSource: ListenSource }): MailDelivery {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let listening: { stop(): Promise<void> } | undefined;

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const { sent, failed } = await deliverDueMail(deps);
          if (sent + failed === batchSize) again = true;
        } catch (error) {
          deps.logger.error({ err: error }, 'mail delivery pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const wake = () => {
    void run();
  };

  return {
    run,
    start: async () => {
      if (!stopped) return;
      stopped = false;
      listening = await listen(deps.listenSource, mailChannel, wake, deps.logger);
      wake();
    },
    stop: async () => {
      stopped = true;
      await listening?.stop();
      listening = undefined;
      await running;
      deps.transport.close();
    },
  };
}
