// Every mail the API sends is first written here (transactional outbox): SMTP delivery
// happens after, and the dev mailbox reads this table when there is no SMTP.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxStatuses = ['pending', 'sent', 'failed', 'dev'] as const;

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    link: text('link'),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // When a worker may (re)try delivery; a claim pushes it forward so instances never collide.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_to_idx').on(t.toAddress, t.createdAt),
    index('outbox_status_idx').on(t.status, t.nextAttemptAt),
  ],
);
