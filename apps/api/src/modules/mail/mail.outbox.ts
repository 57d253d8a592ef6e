// The outbox: mail is a row written in the same transaction as the change that caused it; the delivery
// job (mail.delivery.ts) sends it later. If the transaction rolls back, the mail never existed.
import type { Language } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import type { RenderedMail } from './mail.layout';

export async function enqueueMail(
  db: Executor,
  mail: RenderedMail & {
    to: string;
    language: Language /** Never sent after this (e.g. the code's expiry). */;
    expiresAt?: Date;
  },
  now: Date,
): Promise<string> {
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
