// Answers to the satisfaction survey (spec 1): a 0-10 score and an optional comment.

import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    score: smallint('score').notNull(),
    comment: text('comment'),
    // Visitors answer too; a signed-in answer keeps its user until the account is deleted.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The analytics id of the browser, to read an answer beside the visit's events.
    distinctId: text('distinct_id'),
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('survey_responses_score_range', sql`${t.score} between 0 and 10`),
    index('survey_responses_created_idx').on(t.createdAt),
  ],
);
