// contact.send: the message is stored, the support team (every active admin) gets a copy and the sender an
// acknowledgement, all in one transaction: no message without its mail, no mail without its message.
import type { ContactMessageInput, ContactMessageOutput } from '@photoedit/contracts';
import type { z } from 'zod';
import { emit } from '../../events/events';
import type { PlainServiceDeps } from '../service-deps';
import { contactMessageReceived } from './contact.events';
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
    await emit({ trx, now }, contactMessageReceived, {
      email: input.email,
      message: input.message,
      language: input.language,
    });
  });
  return { received: true };
}
