import type { Database } from '~/db/client.server';
import { getConfig, mailLinkOrigin } from '~/config.server';
import { translate } from '~/i18n/translate.server';
import type { LocaleCode } from '~/i18n/locales';
import { logger } from '~/logger.server';
import {
  enqueueMail,
  LINK_PLACEHOLDER,
  startMailSender,
  type MailSender,
  type RenderMail,
} from '~/mail/outbox.server';
import { configuredTransport } from '~/mail/transport.server';
import { BUDGETS, limitKeys, spend } from './rate-limit.server';
import { createVerification, type Purpose } from './verification.server';

const LINKS: Record<Purpose, { path: string; subject: string; body: string }> = {
  confirm_email: {
    path: '/auth/confirm',
    subject: 'auth:mail.confirm_subject',
    body: 'auth:mail.confirm_body',
  },
  reset_password: {
    path: '/auth/reset-password',
    subject: 'auth:mail.reset_subject',
    body: 'auth:mail.reset_body',
  },
};

/**
 * Queues a confirm or reset mail, unless that address has had its share of mail this hour. The
 * stored text holds a placeholder: the link's token is made when the mail is sent, so the outbox
 * never holds a usable link.
 */
export async function queueLinkMail(
  db: Database,
  mail: { to: string; userId: string; purpose: Purpose; locale: LocaleCode },
): Promise<void> {
  if (!(await spend(db, limitKeys.account('mail-to', mail.to), BUDGETS.mailsPerRecipient))) return;
  const texts = LINKS[mail.purpose];
  await enqueueMail(db, {
    to: mail.to,
    subject: translate(mail.locale, texts.subject),
    text: translate(mail.locale, texts.body, { link: LINK_PLACEHOLDER }),
    link: { purpose: mail.purpose, userId: mail.userId },
  });
}

/** Makes the link of a queued mail, on the configured origin only; a new link ends the older ones. */
export function renderLinkMail(origin: string): RenderMail {
  return async (db, row) => {
    if (!row.link) return row;
    const token = await createVerification(db, row.link.userId, row.link.purpose);
    const link = `${origin}${LINKS[row.link.purpose].path}?token=${token}`;
    return { to: row.to, subject: row.subject, text: row.text.replace(LINK_PLACEHOLDER, link) };
  };
}

export function startAccountMailSender(db: Database): MailSender {
  const config = getConfig();
  const transport = configuredTransport(config);
  if (transport.kind === 'console') {
    logger.warn(
      'No SMTP_URL: mails, with their links, are printed to this log (the embedded console mailer)',
    );
  }
  return startMailSender({ db, transport, render: renderLinkMail(mailLinkOrigin(config)) });
}
