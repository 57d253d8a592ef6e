// The contact widget's e-mails: the support team's copy of the message, and the sender's acknowledgement
// (which never repeats the message, so the form cannot be used to send arbitrary text to any address).
import { type Language, replyWithinHours, supportHours } from '@photoedit/contracts';
import { mailTemplate, Paragraph, Quote } from '../mail';

export interface ContactCopyData {
  email: string;
  message: string;
  senderLanguage: Language;
}

export const supportCopyMail = mailTemplate<ContactCopyData>('contact_message', (t, data) => ({
  subject: t('contactCopy.subject', { email: data.email }),
  lead: t('contactCopy.intro', { email: data.email, language: data.senderLanguage }),
  body: (
    <>
      <Quote>{data.message}</Quote>
      <Paragraph>{t('contactCopy.reply', { count: replyWithinHours })}</Paragraph>
    </>
  ),
}));

export const acknowledgementMail = mailTemplate('contact_acknowledgement', (t) => ({
  subject: t('contactAcknowledgement.subject'),
  lead: t('contactAcknowledgement.thanks'),
  body: (
    <>
      <Paragraph>
        {t('contactAcknowledgement.reply', {
          count: replyWithinHours,
          opens: supportHours.opens,
          closes: supportHours.closes,
        })}
      </Paragraph>
      <Paragraph>{t('contactAcknowledgement.ignore')}</Paragraph>
    </>
  ),
}));
