// What happens after the account changes of the users module (events/events.ts, ADR 014).
import { Language } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { designerApprovedMail, sendMail } from '../mail';

export const designerApproved = defineEvent({
  name: 'users.designer_approved',
  when: 'an admin approves a designer',
  payload: z.object({ email: z.string(), language: Language, name: z.string(), link: z.url() }),
}).reactions([
  sendMail('"you can start" with a link to the designer app, to the designer', async (_trx, p) => [
    {
      ...(await designerApprovedMail(p.language, { name: p.name, link: p.link })),
      to: p.email,
      language: p.language,
    },
  ]),
]);
