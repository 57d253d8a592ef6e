// What happens after a help-widget message (events/events.ts, ADR 014).
import { Language } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { mailToEach, selectActiveAdminRecipients, sendMail } from '../mail';
import { acknowledgementMail, supportCopyMail } from './contact.mail';

export const contactMessageReceived = defineEvent({
  name: 'contact.message_received',
  when: 'someone sends a message from the help widget',
  payload: z.object({ email: z.string(), message: z.string(), language: Language }),
}).reactions([
  sendMail('a copy to every active admin, each in their language', async (trx, p) =>
    mailToEach(await selectActiveAdminRecipients(trx), (language) =>
      supportCopyMail(language, { email: p.email, message: p.message, senderLanguage: p.language }),
    ),
  ),
  sendMail('an acknowledgement to the sender', async (_trx, p) => [
    { ...(await acknowledgementMail(p.language)), to: p.email, language: p.language },
  ]),
]);
