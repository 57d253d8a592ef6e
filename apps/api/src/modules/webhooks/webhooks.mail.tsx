// The e-mail of an endpoint switched off after three days of failed deliveries (issue 36).
import { MailButton, mailTemplate, Paragraph } from '../mail';

export interface WebhookSwitchedOffData {
  name: string;
  url: string;
  settingsUrl: string;
}

export const webhookSwitchedOffMail = mailTemplate<WebhookSwitchedOffData>(
  'webhook_switched_off',
  (t, data) => ({
    subject: t('webhookSwitchedOff.subject', { name: data.name }),
    lead: t('webhookSwitchedOff.lead', { name: data.name }),
    body: (
      <>
        <Paragraph>{t('webhookSwitchedOff.url', { url: data.url })}</Paragraph>
        <Paragraph>{t('webhookSwitchedOff.fix')}</Paragraph>
        <MailButton href={data.settingsUrl}>{t('webhookSwitchedOff.link')}</MailButton>
      </>
    ),
  }),
);
