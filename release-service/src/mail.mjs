// Mail from the release service (the owners of a remote told that its rollout was aborted). Every mail
// is kept in the `mail` table; with an SMTP server (GAIDO_RELEASE_SMTP_URL) it is also delivered by
// nodemailer, as the API delivers its own (api/src/features/mail/mailer.ts). Without one it is kept as
// `dev`, listed by GET /v1/mail: this machine's mailbox.
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { rows } from './db.mjs';

/**
 * @param {import('drizzle-orm/pg-core').PgDatabase<any>} db
 * @param {{ smtpUrl?: string, from?: string, now?: () => Date,
 *   transport?: { sendMail: (mail: object) => Promise<unknown> } }} options
 */
export function createMailer(
  db,
  { smtpUrl, from = 'Gaido releases <releases@gaido.local>', now = () => new Date(), transport } = {},
) {
  const delivery = transport ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : null);
  return {
    /**
     * Keeps the mail and delivers it; a delivery failure is recorded on the mail, never thrown (the
     * change it reports is done already).
     * @param {{ kind: string, to: string[], subject: string, text: string, environment?: string,
     *   remote?: string, rollout?: string }} mail
     */
    async send(mail) {
      let status = delivery ? 'sent' : 'dev';
      let error = null;
      if (delivery && mail.to.length) {
        try {
          await delivery.sendMail({ from, to: mail.to.join(', '), subject: mail.subject, text: mail.text });
        } catch (failure) {
          status = 'failed';
          error = String(failure?.message ?? failure).slice(0, 300);
          console.error(`[release service] mail "${mail.subject}" not delivered: ${error}`);
        }
      }
      const [row] = await rows(
        db,
        sql`INSERT INTO mail (created_at, kind, recipients, subject, body, environment, remote, rollout, status, error)
            VALUES (${now().toISOString()}, ${mail.kind}, ${JSON.stringify(mail.to)}::jsonb, ${mail.subject}, ${mail.text},
                    ${mail.environment ?? null}, ${mail.remote ?? null}, ${mail.rollout ?? null}, ${status}, ${error})
            RETURNING id`,
      );
      return { id: row.id, status };
    },
  };
}

/** The newest mail first. */
export async function listMail(db, { limit = 50, remote } = {}) {
  const bounded = Math.min(Math.max(Number(limit) || 50, 1), 500);
  const list = await rows(
    db,
    sql`SELECT * FROM mail WHERE (${remote ?? null}::text IS NULL OR remote = ${remote ?? null})
        ORDER BY created_at DESC LIMIT ${bounded}`,
  );
  return list.map((row) => ({
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    kind: row.kind,
    to: row.recipients,
    subject: row.subject,
    text: row.body,
    environment: row.environment,
    remote: row.remote,
    rollout: row.rollout,
    status: row.status,
    ...(row.error ? { error: row.error } : {}),
  }));
}
