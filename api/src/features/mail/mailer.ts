// Every mail goes to the outbox table first; with SMTP_URL it is then delivered by nodemailer
// (a failed delivery stays 'pending' and is retried by `deliverPending`), without SMTP it is
// marked 'dev' and only the dev mailbox shows it.
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { claimPendingMail, insertOutboxMail, markMailDeliveryFailed, markMailSent } from './queries';

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
      await markMailSent(db, id);
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
      // Logs the outbox id only: the body holds a token.
      console.error(`Mail ${id} (${mail.kind}) not delivered: ${reason}`);
      await markMailDeliveryFailed(db, id, reason, MAX_ATTEMPTS).catch(() => undefined);
    }
  }

  return {
    async send(mail) {
      const id = await insertOutboxMail(db, {
        toAddress: mail.to,
        kind: mail.kind,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        link: mail.link,
        status: transport ? 'pending' : 'dev',
      });
      // Not awaited: the answer must not wait for (or reveal anything through) SMTP timing.
      if (id && transport) void deliver(id, mail);
    },
    async deliverPending() {
      if (!transport) return;
      const claimed = await claimPendingMail(db);
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
