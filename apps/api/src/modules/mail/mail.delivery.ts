import { sql } from 'kysely';
import { type ListenSource, listen } from '../../db/listen';
import type { Logger } from '../../logger';
import type { PlainServiceDeps } from '../service-deps';
import type { MailAttachmentRef } from './mail.outbox';
import type { MailFile, MailTransport } from './mail.transport';

export const mailMaxAttempts = 8;
/** 30 s, 1 min, 2 min, … capped at 1 h. */
export const mailBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
/** A row left 'sending' this long (a node died mid-send) is taken up again. */
const staleSendingMs = 5 * 60_000;
/** `updated_at` is the database's clock (a trigger sets it), so staleness is measured on that clock too. */
const staleSendingBefore = sql<Date>`now() - make_interval(secs => ${staleSendingMs / 1000})`;
/** How long a stop waits for mail being sent (the node's whole stop budget is 7 s). */
const stopWaitMs = 2_000;

export interface DeliveryDeps extends PlainServiceDeps {
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** Mail sent at once (default 4). */
  concurrency?: number;
  /** Makes a mail's attached file (an invoice's PDF); null when it no longer exists (the mail goes without it). */
  attachment?: (ref: MailAttachmentRef) => Promise<MailFile | null>;
}

/** Mail past its `expires_at` is not sent: it is closed as failed, with the reason. */
async function dropExpiredMail(deps: DeliveryDeps, now: Date): Promise<number> {
  const dropped = await deps.db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: 'expired before it could be sent; not sent' })
    .where((w) =>
      w.or([
        w('status', '=', 'pending'),
        w.and([w('status', '=', 'sending'), w('updated_at', '<', staleSendingBefore)]),
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

/** Takes the next due mail (or one left 'sending' by a node that died), marking it 'sending'. */
async function claimNextMail(deps: DeliveryDeps): Promise<ClaimedMail | undefined> {
  const now = deps.now();
  return deps.db
    .updateTable('mail_outbox')
    .set({ status: 'sending', attempts: sql`attempts + 1`, updated_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', now)]),
            w.and([w('status', '=', 'sending'), w('updated_at', '<', staleSendingBefore)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'to_address', 'subject', 'text', 'html', 'attempts', 'attachments'])
    .executeTakeFirst();
}

/**
 * Up to `concurrency` workers, each taking one mail at a time until none is due. A message a server holds
 * (up to the SMTP timeout) occupies one worker; the others go on taking new mail, so an access code written
 * meanwhile is not queued behind it. A worker that took a mail starts a sibling, so a burst fans out.
 */
function mailWorkers(deps: DeliveryDeps, isStopped: () => boolean) {
  const concurrency = deps.concurrency ?? 4;
  const running = new Set<Promise<void>>();
  let generation = 0;
  let sent = 0;
  let failed = 0;
  const spawn = () => {
    if (running.size >= concurrency || isStopped()) return;
    const worker: Promise<void> = work().finally(() => running.delete(worker));
    running.add(worker);
  };
  const work = async () => {
    try {
      while (!isStopped()) {
        const seen = generation;
        const mail = await claimNextMail(deps);
        if (!mail) {
          // A wake while this claim ran may have written mail the claim did not see.
          if (seen === generation) return;
          continue;
        }
        spawn();
        if ((await sendOne(deps, mail)) === 'sent') sent++;
        else failed++;
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'mail delivery pass failed');
    }
  };
  return {
    wake() {
      generation++;
      spawn();
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
    counts: () => ({ sent, failed }),
  };
}

/** Sends everything due now and waits until it is done; returns how many were sent and how many failed. */
export async function deliverDueMail(deps: DeliveryDeps): Promise<{ sent: number; failed: number }> {
  await dropExpiredMail(deps, deps.now());
  const workers = mailWorkers(deps, () => false);
  workers.wake();
  await workers.idle();
  return workers.counts();
}

type ClaimedMail = {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  attachments: unknown;
};

async function attachedFiles(deps: DeliveryDeps, mail: ClaimedMail): Promise<MailFile[] | undefined> {
  const refs = Array.isArray(mail.attachments) ? (mail.attachments as MailAttachmentRef[]) : [];
  if (refs.length === 0 || !deps.attachment) return undefined;
  const files = await Promise.all(refs.map((ref) => deps.attachment?.(ref) ?? null));
  return files.filter((file): file is MailFile => file !== null);
}

async function sendOne(deps: DeliveryDeps, mail: ClaimedMail): Promise<'sent' | 'failed'> {
  try {
    const attachments = await attachedFiles(deps, mail);
    await deps.transport.send({
      from: deps.from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(attachments ? { attachments } : {}),
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
  /** Sends what is due (the retry job calls this each minute); resolves when the workers are idle. */
  run(): Promise<void>;
  /** Listens for new mail on this node and sends what is already due. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const mailChannel = 'mail_outbox';

/** One set of workers per process; a wake-up while they run makes them look again. */
export function createMailDelivery(deps: DeliveryDeps & { listenSource: ListenSource }): MailDelivery {
  let stopped = true;
  let listening: { stop(): Promise<void> } | undefined;
  const workers = mailWorkers(deps, () => stopped);

  const run = async (): Promise<void> => {
    if (stopped) return;
    try {
      await dropExpiredMail(deps, deps.now());
    } catch (error) {
      deps.logger.error({ err: error }, 'mail delivery pass failed');
    }
    workers.wake();
    await workers.idle();
  };
  const wake = () => {
    if (!stopped) workers.wake();
  };

  return {
    run,
    start: async () => {
      if (!stopped) return;
      stopped = false;
      listening = await listen(deps.listenSource, mailChannel, wake, deps.logger);
      void run();
    },
    stop: async () => {
      stopped = true;
      await listening?.stop();
      listening = undefined;
      // A message a silent server holds is not waited for past the stop budget: its row stays 'sending' and is
      // taken up again by any node once stale.
      let bounded: NodeJS.Timeout | undefined;
      await Promise.race([
        workers.idle(),
        new Promise<void>((resolve) => {
          bounded = setTimeout(resolve, stopWaitMs);
        }),
      ]);
      clearTimeout(bounded);
      deps.transport.close();
    },
  };
}
