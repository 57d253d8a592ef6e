// contact.send: the message is stored, the support team (every active admin) gets a copy and the sender an
// acknowledgement, all in one transaction: no message without its mail, no mail without its message.
import type { ContactMessageInput, ContactMessageOutput } from '@photoedit/contracts';
import type { z } from 'zod';
import { enqueueMail, enqueueMailToEach } from '../mail';
import type { PlainServiceDeps } from '../service-deps';
import { selectActiveAdminRecipients } from '../users';
import { acknowledgementMail, supportCopyMail } from './contact.mail';
import { insertContactMessage } from './contact.queries';

export type ContactDeps = PlainServiceDeps;

type ParsedContactMessage = z.output<typeof ContactMessageInput>;

export async function sendContactMessage(
  deps: ContactDeps,
  input: ParsedContactMessage,
  userId: string | null,
): Promise<ContactMessageOutput> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, {
      email: input.email,
      message: input.message,
      language: input.language,
      userId,
      createdAt: now,
    });
    await enqueueMailToEach(
      trx,
      await selectActiveAdminRecipients(trx),
      (language) =>
        supportCopyMail(language, {
          email: input.email,
          message: input.message,
          senderLanguage: input.language,
        }),
      now,
    );
    await enqueueMail(
      trx,
      { ...(await acknowledgementMail(input.language)), to: input.email, language: input.language },
      now,
    );
  });
  return { received: true };
}
