// The public face of the mail module: what other modules and the adapters may use (biome noRestrictedImports).

export { createMailDelivery } from './mail.delivery';
export { registerDevMailRoutes } from './mail.dev';
export {
  Code,
  MailButton,
  mailTemplate,
  Paragraph,
  Quote,
} from './mail.layout';
export { enqueueMail, enqueueMailToEach } from './mail.outbox';
export { accessCodeMail, designerApprovedMail, minutes } from './mail.templates';
export type { MailTransport } from './mail.transport';
export { devMailboxTransport, smtpTransport } from './mail.transport';
