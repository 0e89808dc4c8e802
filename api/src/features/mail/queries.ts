// The outbox's statements. The mailer decides when to deliver, retry and give up; these only
// read and write the rows.
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/mail';

/**
 * Queues one mail; `status` is 'pending' when it will be delivered, 'dev' when it will not.
 * `due`: 'later' when the caller delivers it at once (that delivery owns the row for a minute
 * before a retry may claim it), 'now' when the next `claimPendingMail` should take it.
 */
export interface OutboxRow {
  toAddress: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  link: string | null;
  status: 'pending' | 'dev';
}

export async function insertOutboxMail(
  db: Database,
  mail: OutboxRow,
  due: 'now' | 'later' = 'later',
): Promise<string | null> {
  const [row] = await db
    .insert(outbox)
    .values({
      ...mail,
      nextAttemptAt: due === 'now' ? sql`now()` : sql`now() + interval '1 minute'`,
    })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/**
 * The insert of one mail due now, to run inside the statement of the change it reports (a
 * data-modifying CTE), so that it costs no statement of its own. With `from` (a CTE of that
 * statement), one mail for each of its rows: none when the change wrote nothing. The mail's fields
 * are placeholders, so the statement can be prepared: `outboxValues` fills them.
 */
export function outboxInsert(from?: SQL): SQL {
  const field = (name: keyof OutboxRow) => sql.placeholder(`mail_${name}`);
  return sql`insert into outbox (to_address, kind, subject, text_body, html_body, link, status, next_attempt_at)
    select ${field('toAddress')}::text, ${field('kind')}::text, ${field('subject')}::text,
      ${field('textBody')}::text, ${field('htmlBody')}::text, ${field('link')}::text, ${field('status')}::text,
      now()${from ? sql` from ${from}` : sql``}`;
}

/** The values of `outboxInsert`'s placeholders for one mail. */
export type OutboxValues = Record<`mail_${keyof OutboxRow}`, string | null>;

export function outboxValues(mail: OutboxRow): OutboxValues {
  return {
    mail_toAddress: mail.toAddress,
    mail_kind: mail.kind,
    mail_subject: mail.subject,
    mail_textBody: mail.textBody,
    mail_htmlBody: mail.htmlBody,
    mail_link: mail.link,
    mail_status: mail.status,
  };
}

export async function markMailSent(db: Database, id: string) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

/** Counts a failed attempt: retried later with a growing delay, 'failed' after `maxAttempts`. */
export async function markMailDeliveryFailed(db: Database, id: string, reason: string, maxAttempts: number) {
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: reason,
      status: sql`case when ${outbox.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
      nextAttemptAt: sql`now() + interval '5 minutes' * (${outbox.attempts} + 1)`,
    })
    .where(eq(outbox.id, id));
}

/**
 * Claims up to 20 due pending mails for five minutes. `FOR UPDATE SKIP LOCKED`: several API
 * instances retrying at once each claim different rows.
 */
export function claimPendingMail(db: Database) {
  return db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
    .where(
      inArray(
        outbox.id,
        sql`(select id from ${outbox} where status = 'pending' and next_attempt_at <= now() order by next_attempt_at limit 20 for update skip locked)`,
      ),
    )
    .returning();
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
