import nodemailer from 'nodemailer';
import type { Config } from '~/config.server';

export type Mail = { to: string; subject: string; text: string };

/** Where a finished mail goes: an SMTP server, or the log (the embedded default). */
export type MailTransport = { kind: 'smtp' | 'console'; send(mail: Mail): Promise<void>; close(): void };

// A mail server that stops answering costs one sending attempt this long, never a request.
export const SMTP_TIMEOUT_MS = 20_000;

export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Prints each mail to the log for local use; the browser tests read the `--- mail to ` lines. */
export const consoleTransport: MailTransport = {
  kind: 'console',
  async send(mail) {
    console.log(`\n--- mail to ${maskAddress(mail.to)}: ${mail.subject}\n${mail.text}\n---\n`);
  },
  close() {},
};

export function smtpTransport(url: string, from: string, timeoutMs = SMTP_TIMEOUT_MS): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

export function configuredTransport(config: Config): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : consoleTransport;
}
