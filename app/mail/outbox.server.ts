import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { mailOutbox, type verificationPurposes } from '~/db/schema/accounts';
import { errorForLog, logger } from '~/logger.server';
import type { Mail, MailTransport } from './transport.server';

/** Stands in the stored text where the link goes; the link itself is made when the mail is sent. */
export const LINK_PLACEHOLDER = '[[link]]';

export type QueuedMail = Mail & { link?: { purpose: (typeof verificationPurposes)[number]; userId: string } };

export type OutboxRow = Pick<QueuedMail, 'to' | 'subject' | 'text' | 'link'> & {
  id: string;
  attempts: number;
};

/** Turns a claimed row into the mail to send (fills in the link). */
export type RenderMail = (db: Database, row: OutboxRow) => Promise<Mail>;

export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
// Longer than one sending attempt can take: a row whose sender died is picked up again after it.
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const STOP_WAIT_MS = 5_000;

/** 30 s, 1 min, 2 min, ... up to an hour: about two hours from the first try to the last. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

const afterMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/**
 * Puts a mail in the outbox; a running sender is woken to send it. Call it outside a transaction:
 * with the console transport it waits for the sender, which needs a connection of its own.
 */
export async function enqueueMail(db: Database, mail: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values({
    to_address: mail.to,
    subject: mail.subject,
    body_text: mail.text,
    link_purpose: mail.link?.purpose,
    user_id: mail.link?.userId,
  });
  await senderHolder.__vivaiMailSender?.nudge();
}

/**
 * Claims due rows for this sender. SKIP LOCKED and the lease make several server instances share
 * the outbox without sending a mail twice.
 */
export async function claimDueMails(db: Database, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sent_at),
        lte(mailOutbox.next_attempt_at, sql`now()`),
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
        or(isNull(mailOutbox.claimed_until), lt(mailOutbox.claimed_until, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.next_attempt_at))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ claimed_until: afterMs(CLAIM_LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to_address,
      subject: mailOutbox.subject,
      text: mailOutbox.body_text,
      purpose: mailOutbox.link_purpose,
      userId: mailOutbox.user_id,
      attempts: mailOutbox.attempts,
    });
  return rows.map(({ purpose, userId, ...row }) => ({
    ...row,
    link: purpose && userId ? { purpose, userId } : undefined,
  }));
}

/** One pass over the due mails: each is sent, or put back for a later try. */
export async function sendDueMails(
  db: Database,
  transport: MailTransport,
  render: RenderMail,
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  // One row at a time, so the lease of a claimed row never runs out behind a slow mail server.
  for (let n = 0; n < BATCH_SIZE; n++) {
    const [row] = await claimDueMails(db, 1);
    if (!row) break;
    try {
      await transport.send(await render(db, row));
      await db
        .update(mailOutbox)
        .set({ sent_at: sql`now()`, claimed_until: null, last_error: null })
        .where(eq(mailOutbox.id, row.id));
      counts.sent++;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 200);
      await db
        .update(mailOutbox)
        .set({
          next_attempt_at: afterMs(retryDelayMs(row.attempts)),
          claimed_until: null,
          last_error: reason,
        })
        .where(eq(mailOutbox.id, row.id));
      const final = row.attempts >= MAX_ATTEMPTS;
      logger[final ? 'error' : 'warn'](
        { mail: row.id, attempts: row.attempts, reason },
        final ? 'mail given up' : 'mail will be retried',
      );
      counts.failed++;
    }
  }
  return counts;
}

export type MailSender = { transport: MailTransport; nudge(): Promise<void>; stop(): Promise<void> };

const senderHolder = globalThis as typeof globalThis & { __vivaiMailSender?: MailSender };

/**
 * Sends the outbox in the background, every few seconds and whenever a mail is queued. With the
 * console transport a queued mail is printed before the request answers (nothing can hang there),
 * so the log lists mails in the order they were asked for.
 */
export function startMailSender(options: {
  db: Database;
  transport: MailTransport;
  render: RenderMail;
  intervalMs?: number;
}): MailSender {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let stopped = false;
  const run = () => (stopped ? undefined : sendDueMails(options.db, options.transport, options.render));
  // At most one pass runs and one waits: a pass that has not started yet will see every row queued so far.
  const pass = () => {
    if (waiting > 1) return tail;
    waiting++;
    tail = tail
      .then(run)
      .catch((error: unknown) => logger.error(errorForLog(error), 'mail sender pass failed'))
      .finally(() => waiting--);
    return tail;
  };
  const timer = setInterval(() => void pass(), options.intervalMs ?? 5_000);
  timer.unref();
  const sender: MailSender = {
    transport: options.transport,
    async nudge() {
      const done = pass();
      if (options.transport.kind === 'console') await done;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A mail server that hangs must not hold up a shutdown: its row is tried again after the lease.
      await Promise.race([tail, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      options.transport.close();
      if (senderHolder.__vivaiMailSender === sender) senderHolder.__vivaiMailSender = undefined;
    },
  };
  senderHolder.__vivaiMailSender = sender;
  return sender;
}

export async function stopMailSender(): Promise<void> {
  await senderHolder.__vivaiMailSender?.stop();
}
