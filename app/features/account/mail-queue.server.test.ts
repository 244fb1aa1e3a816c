import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '~/db/schema/accounts';
import { sendDueMails, startMailSender } from '~/mail/outbox.server';
import { smtpTransport } from '~/mail/transport.server';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import { TEST_ORIGIN } from '../../../tests/support/mailbox';
import { startSmtpServer } from '../../../tests/support/smtp';
import { registerAccount, requestPasswordReset } from './accounts.server';
import { upsertConfirmedAccount } from './create-account.server';
import { renderLinkMail } from './mail.server';

const from = 'Vivai <no-reply@vivai.test>';
const context = { locale: 'en' as const, ip: '10.40.0.1' };

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(testDatabases())('mail queued in the outbox on $name', ({ open }) => {
  const suite = databaseForSuite(open);

  const outboxRow = async (to: string) => {
    const [row] = await suite.db
      .select({ attempts: mailOutbox.attempts, sentAt: mailOutbox.sent_at, error: mailOutbox.last_error })
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, to));
    return row;
  };

  it('answers a reset request while the mail server hangs, and sends the mail on a later try', async () => {
    const email = 'patient.user@example.com';
    await upsertConfirmedAccount(suite.db, {
      email,
      password: 'Healthy-Day-2026',
      firstName: 'P',
      lastName: 'U',
      type: 'user',
    });
    const silent = await startSmtpServer('silent');
    // A whole minute per try: if the request waited for the mail server, it would not answer within the test.
    const sender = startMailSender({
      db: suite.db,
      transport: smtpTransport(silent.url, from, 60_000),
      render: renderLinkMail(TEST_ORIGIN),
    });
    const known = await requestPasswordReset(suite.db, email, context);
    const unknown = await requestPasswordReset(suite.db, 'nobody.here@example.com', context);
    expect(known).toEqual({ ok: true });
    expect(unknown).toEqual(known);
    await until(() => silent.connections() > 0);
    expect((await outboxRow(email))?.sentAt).toBeNull();

    // The server finally drops the connection: that try fails and the mail waits for the next one.
    await silent.close();
    await sender.stop();
    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.error).toBeTruthy();

    const working = await startSmtpServer('accept');
    const transport = smtpTransport(working.url, from);
    const render = renderLinkMail(TEST_ORIGIN);
    expect(await sendDueMails(suite.db, transport, render)).toEqual({ sent: 0, failed: 0 });
    // Time passes until the retry is due.
    await suite.db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.to_address, email));
    expect(await sendDueMails(suite.db, transport, render)).toEqual({ sent: 1, failed: 0 });
    expect(await outboxRow(email)).toMatchObject({ attempts: 2, error: null });
    expect((await outboxRow(email))?.sentAt).toBeInstanceOf(Date);
    expect(working.received).toHaveLength(1);
    expect(working.received[0]).toContain(`${TEST_ORIGIN}/auth/reset-password?token=`);
    transport.close();
    await working.close();
  });

  it('registers without waiting for a mail server that hangs', async () => {
    const silent = await startSmtpServer('silent');
    const sender = startMailSender({
      db: suite.db,
      transport: smtpTransport(silent.url, from, 60_000),
      render: renderLinkMail(TEST_ORIGIN),
    });
    const result = await registerAccount(
      suite.db,
      { firstName: 'N', lastName: 'W', email: 'new.member@example.com', password: 'Healthy-Day-2026' },
      context,
    );
    expect(result.ok).toBe(true);
    expect((await outboxRow('new.member@example.com'))?.sentAt).toBeNull();
    await silent.close();
    await sender.stop();
  });
});
