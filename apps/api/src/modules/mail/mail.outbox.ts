// The outbox: mail is a row written in the same transaction as the change that caused it; the delivery
// job (mail.delivery.ts) sends it later. If the transaction rolls back, the mail never existed.
import type { Language } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';
import { oncePerLanguage, type RenderedMail } from './mail.layout';

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

/**
 * The same mail to each recipient (every admin, say), each in their own language: rendered once per language,
 * however many recipients share it.
 */
export async function enqueueMailToEach(
  db: Executor,
  recipients: readonly { email: string; preferred_language: Language }[],
  render: (language: Language) => Promise<RenderedMail>,
  now: Date,
): Promise<void> {
  const renderedIn = oncePerLanguage(render);
  for (const recipient of recipients) {
    const language = recipient.preferred_language;
    await enqueueMail(db, { ...(await renderedIn(language)), to: recipient.email, language }, now);
  }
}
