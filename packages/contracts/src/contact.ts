// The contact/help widget (SPEC §1, §3 "Contact message", §5, §8): a message by e-mail to the support team.
import { z } from 'zod';
import { validationMessageKeys } from './auth';
import { Language } from './enums';
import { requiredText } from './text';

export const contactRules = { messageMaxLength: 5000, emailMaxLength: 254 } as const;

/** Translation keys (namespace `common`) of the contact form's refusals. */
export const contactMessageKeys = {
  /** SPEC §5 'Please fill in all fields.' */
  fieldsRequired: 'errors.contact.fieldsRequired',
  messageTooLong: 'errors.contact.messageTooLong',
} as const;

/**
 * `contact.send` (public): both fields are required ('Please fill in all fields.'); the e-mail must be valid.
 * The language is the interface language, used for the acknowledgement e-mail.
 */
export const ContactMessageInput = z.object({
  email: z
    .string({ error: contactMessageKeys.fieldsRequired })
    .trim()
    .min(1, contactMessageKeys.fieldsRequired)
    .max(contactRules.emailMaxLength, validationMessageKeys.emailTooLong)
    .pipe(z.email({ error: validationMessageKeys.emailInvalid })),
  message: requiredText(
    contactMessageKeys.fieldsRequired,
    contactRules.messageMaxLength,
    contactMessageKeys.messageTooLong,
    { multiline: true },
  ),
  language: Language,
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;

export const ContactMessageOutput = z.object({ received: z.literal(true) });
export type ContactMessageOutput = z.infer<typeof ContactMessageOutput>;

/** The widget's chat channel: the company's Facebook Messenger conversation. */
export const messengerChatUrl = 'https://m.me/photoedit';
