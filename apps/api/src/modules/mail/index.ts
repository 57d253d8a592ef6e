// The public face of the mail module: what other modules and the adapters may use (biome noRestrictedImports).

export { createMailDelivery } from './mail.delivery';
export { registerDevMailRoutes } from './mail.dev';
export { enqueueMail } from './mail.outbox';
export type { RenderedMail } from './mail.templates';
export {
  accessCodeMail,
  button,
  designerApprovedMail,
  escapeHtml,
  htmlFrame,
  paragraph,
  quote,
} from './mail.templates';
export type { MailTransport } from './mail.transport';
export { devMailboxTransport, smtpTransport } from './mail.transport';
