// Every mail goes to the outbox table first; with SMTP_URL it is then delivered by nodemailer
// (a failed delivery stays 'pending' and is retried by `deliverPending`), without SMTP it is
// marked 'dev' and only the dev mailbox shows it.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/mail';

export interface OutgoingMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Retries pending deliveries (at start and on an interval when SMTP is configured). */
  deliverPending(): Promise<void>;
}

const MAX_ATTEMPTS = 5;

export function createMailer(db: Database, options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function deliver(id: string, mail: OutgoingMail) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
      // Logs the outbox id only: the body holds a token.
      console.error(`Mail ${id} (${mail.kind}) not delivered: ${reason}`);
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: reason,
          status: sql`case when ${outbox.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
          nextAttemptAt: sql`now() + interval '5 minutes' * (${outbox.attempts} + 1)`,
        })
        .where(eq(outbox.id, id))
        .catch(() => undefined);
    }
  }

  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          toAddress: mail.to,
          kind: mail.kind,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          link: mail.link,
          status: transport ? 'pending' : 'dev',
          // The immediate delivery below owns the row for a minute before a retry may claim it.
          nextAttemptAt: sql`now() + interval '1 minute'`,
        })
        .returning({ id: outbox.id });
      // Not awaited: the answer must not wait for (or reveal anything through) SMTP timing.
      if (row && transport) void deliver(row.id, mail);
    },
    async deliverPending() {
      if (!transport) return;
      const claimed = await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
        .where(
          inArray(
            outbox.id,
            sql`(select id from ${outbox} where status = 'pending' and next_attempt_at <= now() order by next_attempt_at limit 20 for update skip locked)`,
          ),
        )
        .returning();
      for (const row of claimed) {
        await deliver(row.id, {
          to: row.toAddress,
          kind: row.kind,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          link: row.link,
        });
      }
    },
  };
}

/** The newest mail in the outbox (to one address, or to all), newest first. */
export function recentMail(db: Database, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.toAddress, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
