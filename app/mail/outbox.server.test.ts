import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '~/db/schema/accounts';
import { databaseForSuite, testDatabases } from '../../tests/support/databases';
import { enqueueMail, MAX_ATTEMPTS, retryDelayMs, sendDueMails, type RenderMail } from './outbox.server';
import { consoleTransport, type Mail, type MailTransport } from './transport.server';

const asIs: RenderMail = async (_db, row) => row;

function keeping(sent: Mail[]): MailTransport {
  return {
    kind: 'smtp',
    async send(mail) {
      sent.push(mail);
    },
    close() {},
  };
}

describe.each(testDatabases())('the outbox on $name', ({ open }) => {
  const suite = databaseForSuite(open);

  it('is shared by several senders without sending a mail twice', async () => {
    for (let i = 0; i < 30; i++) {
      await enqueueMail(suite.db, { to: `reader${i}@example.com`, subject: 'Hello', text: 'Plain text' });
    }
    const sent: Mail[][] = [[], [], [], []];
    await Promise.all(sent.map((box) => sendDueMails(suite.db, keeping(box), asIs)));
    const all = sent.flat().map((mail) => mail.to);
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(await sendDueMails(suite.db, keeping([]), asIs)).toEqual({ sent: 0, failed: 0 });
  });

  it('waits longer after every failed try and gives up after the last', async () => {
    await suite.db.delete(mailOutbox);
    await enqueueMail(suite.db, { to: 'bounce@example.com', subject: 'Hello', text: 'Plain text' });
    const refusing: MailTransport = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('421 try again later')),
      close() {},
    };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sendDueMails(suite.db, refusing, asIs)).toEqual({ sent: 0, failed: 1 });
      const [row] = await suite.db
        .select({
          attempts: mailOutbox.attempts,
          wait: sql<number>`extract(epoch from ${mailOutbox.next_attempt_at} - now())`.mapWith(Number),
          error: mailOutbox.last_error,
        })
        .from(mailOutbox);
      expect(row).toMatchObject({ attempts: attempt, error: '421 try again later' });
      waits.push(row?.wait ?? 0);
      // Time passes until the next try is due.
      await suite.db.update(mailOutbox).set({ next_attempt_at: new Date(Date.now() - 1000) });
    }
    expect(waits[0]).toBeCloseTo(retryDelayMs(1) / 1000, 0);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(await sendDueMails(suite.db, refusing, asIs)).toEqual({ sent: 0, failed: 0 });
    const [row] = await suite.db
      .select({ sentAt: mailOutbox.sent_at })
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'bounce@example.com'));
    expect(row?.sentAt).toBeNull();
  });
});

describe('the console mailer', () => {
  it('prints a mail to the log under a `--- mail to ` line with the address masked', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await consoleTransport.send({ to: 'maya@vivai.test', subject: 'Confirm', text: 'Open https://x/y' });
    expect(log).toHaveBeenCalledWith('\n--- mail to m***@vivai.test: Confirm\nOpen https://x/y\n---\n');
    log.mockRestore();
  });
});
