import type { Database } from '~/db/client.server';
import { renderLinkMail } from '~/features/account/mail.server';
import { sendDueMails } from '~/mail/outbox.server';
import type { Mail, MailTransport } from '~/mail/transport.server';

export const TEST_ORIGIN = 'https://vivai.example';

/** A transport that keeps what it is given, with the same interface as the real ones. */
export function testMailbox() {
  const sent: Mail[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      sent.push(mail);
    },
    close() {},
  };
  const deliver = (db: Database) => sendDueMails(db, transport, renderLinkMail(TEST_ORIGIN));
  return {
    sent,
    deliver,
    /** Sends what is due, then gives the token of the newest link mailed to an address. */
    async lastToken(db: Database, to: string): Promise<string> {
      await deliver(db);
      const mail = sent.findLast((candidate) => candidate.to === to);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('no link mailed');
      return token;
    },
  };
}
