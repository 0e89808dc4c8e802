// Every mail goes to the outbox table first; with SMTP_URL it is then delivered by nodemailer
// (a failed delivery stays 'pending' and is retried by `deliverPending`), without SMTP it is
// marked 'dev' and only the dev mailbox shows it.
//
// Two ways in: `send` (account mail) writes the row and tries delivery at once; `queue` writes the
// row inside the caller's transaction (booking, payment, cancellation), so the mail exists if and
// only if what it reports was committed, on any instance and across a crash; the caller then asks
// for `deliverPending` after the answer, and the retry interval of every instance picks up the rest.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import type { Logger } from '../../observability/logger';
import {
  claimPendingMail,
  insertOutboxMail,
  markMailDeliveryFailed,
  markMailSent,
  type OutboxValues,
  outboxValues,
} from './queries';

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
  /** Writes the mail in `tx` (the transaction of the change it reports), due for `deliverPending`. */
  queue(tx: Database, mail: OutgoingMail): Promise<void>;
  /**
   * `queue` as a part of the caller's own statement (a data-modifying CTE of the change the mail
   * reports, `outboxInsert` in mail/queries.ts): the values of that insert's placeholders. Due for
   * `deliverPending` like `queue`'s.
   */
  queueInStatement(mail: OutgoingMail): OutboxValues;
  /** Retries pending deliveries (at start and on an interval when SMTP is configured). */
  deliverPending(): Promise<void>;
}

const MAX_ATTEMPTS = 5;

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** A nodemailer transport instead of SMTP_URL's (tests use one that fails on demand). */
  transport?: Pick<Transporter, 'sendMail'>;
  /** Where delivery failures are logged (default: the console). */
  logger?: Logger;
}

export function createMailer(db: Database, options: MailerOptions): Mailer {
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);

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
      await markMailSent(db, id);
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
      // Logs the outbox id only: the body holds a token.
      if (options.logger) options.logger.error({ mailId: id, kind: mail.kind, reason }, 'mail not delivered');
      else console.error(`Mail ${id} (${mail.kind}) not delivered: ${reason}`);
      await markMailDeliveryFailed(db, id, reason, MAX_ATTEMPTS).catch(() => undefined);
    }
  }

  const outboxRow = (mail: OutgoingMail) => ({
    toAddress: mail.to,
    kind: mail.kind,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    link: mail.link,
    status: transport ? ('pending' as const) : ('dev' as const),
  });

  return {
    async send(mail) {
      const id = await insertOutboxMail(db, outboxRow(mail));
      // Not awaited: the answer must not wait for (or reveal anything through) SMTP timing.
      if (id && transport) void deliver(id, mail);
    },
    async queue(tx, mail) {
      await insertOutboxMail(tx, outboxRow(mail), 'now');
    },
    queueInStatement(mail) {
      return outboxValues(outboxRow(mail));
    },
    async deliverPending() {
      if (!transport) return;
      // UPDATE … RETURNING gives no order: send in the order the changes happened, so a retried
      // batch never delivers a booking's receipt before the mail that it was requested.
      const claimed = (await claimPendingMail(db)).sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      );
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
