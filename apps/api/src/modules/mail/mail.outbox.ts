// The outbox: mail is a row written in the same transaction as the change that caused it, by an event's
// `sendMail` reaction (events/events.ts, ADR 014); the delivery (mail.delivery.ts) sends it later. The row's
// statement notifies `mail_outbox`, delivered on commit: delivery wakes at once, and a rollback leaves no mail
// and no wake-up.
import type { Language } from '@photoedit/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB, Executor } from '../../db/tables';
import type { Reaction } from '../../events/events';
import { oncePerLanguage, type RenderedMail } from './mail.layout';

/** A file a mail carries, named by what it is and made when the mail is sent (an invoice's PDF). */
export interface MailAttachmentRef {
  kind: 'invoice';
  id: string;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  language: Language;
  /** Never sent after this (e.g. the code's expiry). */
  expiresAt?: Date;
  attachments?: MailAttachmentRef[];
}

export async function enqueueMail(db: Executor, mail: OutgoingMail, now: Date): Promise<string> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: mail.template,
      language: mail.language,
      created_at: now,
      next_attempt_at: now,
      expires_at: mail.expiresAt ?? null,
      attachments: JSON.stringify(mail.attachments ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`SELECT pg_notify('mail_outbox', '')`.execute(db);
  return row.id;
}

/**
 * The same mail to each recipient (every admin, say), each in their own language: rendered once per language,
 * however many recipients share it.
 */
export async function mailToEach(
  recipients: readonly { email: string; preferred_language: Language }[],
  render: (language: Language) => Promise<RenderedMail>,
): Promise<OutgoingMail[]> {
  const renderedIn = oncePerLanguage(render);
  const mails: OutgoingMail[] = [];
  for (const recipient of recipients) {
    const language = recipient.preferred_language;
    mails.push({ ...(await renderedIn(language)), to: recipient.email, language });
  }
  return mails;
}

/** A reaction that writes the mails `compose` renders (none when it returns an empty list) to the outbox. */
export function sendMail<Payload>(
  does: string,
  compose: (trx: Transaction<DB>, payload: Payload, now: Date) => Promise<OutgoingMail[]>,
): Reaction<Payload> {
  return {
    kind: 'mail',
    does: `mail: ${does}`,
    record: async ({ trx, now }, payload) => {
      for (const mail of await compose(trx, payload, now)) await enqueueMail(trx, mail, now);
    },
  };
}
