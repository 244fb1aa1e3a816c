import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '~/config.server';
import type { Database } from '~/db/client.server';
import { mailOutbox } from '~/db/schema/accounts';
import { logger } from '~/logger.server';

export type Mail = { to: string; subject: string; text: string };

let transport: Transporter | undefined;

function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Every mail goes to the outbox table. Without SMTP_URL it also goes to the log (the embedded
 * default, so a developer can follow a confirm link); with SMTP_URL it is sent and marked sent.
 */
export async function sendMail(db: Database, mail: Mail): Promise<void> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to_address: mail.to, subject: mail.subject, body_text: mail.text })
    .returning({ id: mailOutbox.id });
  const config = getConfig();
  if (!config.SMTP_URL) {
    logger.info({ to: maskAddress(mail.to), subject: mail.subject }, 'mail written to the outbox');
    console.log(`\n--- mail to ${maskAddress(mail.to)}: ${mail.subject}\n${mail.text}\n---\n`);
    return;
  }
  transport ??= nodemailer.createTransport(config.SMTP_URL);
  await transport.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  if (row) {
    await db.update(mailOutbox).set({ sent_at: new Date() }).where(eq(mailOutbox.id, row.id));
  }
}
