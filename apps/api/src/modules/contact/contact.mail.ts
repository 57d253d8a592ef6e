// The contact widget's e-mails: the support team's copy of the message, and the sender's acknowledgement
// (which never repeats the message, so the form cannot be used to send arbitrary text to any address).
import { type Language, replyWithinHours, supportHours } from '@photoedit/contracts';
import { htmlFrame, paragraph, quote, type RenderedMail } from '../mail';

const supportCopyText = {
  en: {
    subject: (email: string) => `Contact message from ${email}`,
    intro: (email: string, language: Language) =>
      `${email} wrote through the help widget (interface: ${language}):`,
    reply: `Reply to the sender within ${replyWithinHours} hours.`,
  },
  pl: {
    subject: (email: string) => `Wiadomość od ${email}`,
    intro: (email: string, language: Language) =>
      `${email} napisał(a) przez widżet pomocy (interfejs: ${language}):`,
    reply: `Odpowiedz nadawcy w ciągu ${replyWithinHours} godzin.`,
  },
} satisfies Record<Language, unknown>;

export function supportCopyMail(
  language: Language,
  data: { email: string; message: string; senderLanguage: Language },
): RenderedMail {
  const t = supportCopyText[language];
  const subject = t.subject(data.email);
  const intro = t.intro(data.email, data.senderLanguage);
  return {
    template: 'contact_message',
    subject,
    text: [intro, '', data.message, '', t.reply].join('\n'),
    html: htmlFrame(language, subject, [paragraph(intro), quote(data.message), paragraph(t.reply)].join('')),
  };
}

const acknowledgementText = {
  en: {
    subject: 'We received your message: PhotoEdit',
    thanks: 'Thank you for writing to PhotoEdit. We received your message.',
    reply: `We reply within ${replyWithinHours} hours during support hours (${supportHours.opens}–${supportHours.closes}); e-mail reaches us 24/7.`,
    ignore: 'If you did not write to us, you can ignore this e-mail.',
  },
  pl: {
    subject: 'Otrzymaliśmy Twoją wiadomość: PhotoEdit',
    thanks: 'Dziękujemy za wiadomość do PhotoEdit. Otrzymaliśmy ją.',
    reply: `Odpowiadamy w ciągu ${replyWithinHours} godzin w godzinach pracy wsparcia (9:00–18:00); e-mail dociera do nas 24/7.`,
    ignore: 'Jeśli to nie Ty do nas pisałeś(-aś), zignoruj tę wiadomość.',
  },
} satisfies Record<Language, unknown>;

export function acknowledgementMail(language: Language): RenderedMail {
  const t = acknowledgementText[language];
  return {
    template: 'contact_acknowledgement',
    subject: t.subject,
    text: [t.thanks, '', t.reply, '', t.ignore].join('\n'),
    html: htmlFrame(
      language,
      t.subject,
      [paragraph(t.thanks), paragraph(t.reply), paragraph(t.ignore)].join(''),
    ),
  };
}
