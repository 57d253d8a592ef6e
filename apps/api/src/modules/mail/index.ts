// The public face of the mail module: what other modules and the adapters may use (biome noRestrictedImports).

export { createMailDelivery } from './mail.delivery';
export { mailRetrySchedule, registerMailJobs } from './mail.jobs';
export {
  Code,
  MailButton,
  mailTemplate,
  Paragraph,
  Quote,
} from './mail.layout';
export { mailToEach, type OutgoingMail, sendMail } from './mail.outbox';
export { selectActiveAdminRecipients, selectMailbox } from './mail.queries';
export { accessCodeMail, designerApprovedMail, minutes } from './mail.templates';
export type { MailTransport } from './mail.transport';
export { devMailboxTransport, smtpTransport } from './mail.transport';
