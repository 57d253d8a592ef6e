// What happens after the sign-in changes of the auth module (events/events.ts, ADR 014).
import { Language } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { accessCodeMail, sendMail } from '../mail';

export const accessCodeRequested = defineEvent({
  name: 'auth.access_code_requested',
  when: 'a known, active client asks for a sign-in code',
  payload: z.object({
    email: z.string(),
    language: Language,
    code: z.string().regex(/^\d{6}$/),
    link: z.url(),
    expiresAt: z.date(),
  }),
}).reactions([
  sendMail(
    'the code and a sign-in link to the client; never sent once the code has expired',
    async (_trx, p) => [
      {
        ...(await accessCodeMail(p.language, { code: p.code, link: p.link })),
        to: p.email,
        language: p.language,
        expiresAt: p.expiresAt,
      },
    ],
  ),
]);
