// Onboarding answers (spec 3 "Onboarding submission"): one row per user, upserted.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cities } from './catalogue';

export const userOnboarding = pgTable('user_onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appUsagePurpose: text('app_usage_purpose').notNull(),
  preferredCity: text('preferred_city').notNull(),
  preferredCountry: text('preferred_country'),
  cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
  whenTripPlanned: text('when_trip_planned').notNull(),
  referredBy: text('referred_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
