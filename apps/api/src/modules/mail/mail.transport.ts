// Where mail goes: an SMTP server (SMTP_URL), or, without one, the development mailbox (marked sent, printed on the
// log, listed at /dev/mailbox).
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';

export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailFile[];
}

export interface MailTransport {
  kind: 'smtp' | 'dev_mailbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** nodemailer waits 2 minutes to connect and 10 minutes on a silent socket by default: far too long here. */
export function smtpTransport(url: string, options: { timeoutMs: number }): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Development: nothing leaves the machine; the console line carries the text (access codes, links). */
export function devMailboxTransport(logger: Logger, publicOrigin: string): MailTransport {
  return {
    kind: 'dev_mailbox',
    send: async (message) => {
      logger.info(
        { mail: { to: message.to, subject: message.subject }, mailbox: `${publicOrigin}/dev/mailbox` },
        `dev mailbox: mail to ${message.to}: ${message.subject}\n${message.text}${(message.attachments ?? []).map((file) => `\n[attached: ${file.filename}]`).join('')}`,
      );
    },
    close: () => {},
  };
}
