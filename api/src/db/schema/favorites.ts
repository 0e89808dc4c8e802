// Favorite folders and the gems saved in them (spec 3 "Favourite", "Favorite folder").
// Every row belongs to one user; every query filters by that user.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cities, gems } from './catalogue';

export const favoriteFolders = pgTable(
  'favorite_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Folder names are unique per user, ignoring case ("Lisbon" and "lisbon" are the same folder).
  (t) => [uniqueIndex('favorite_folders_user_name_unique').on(t.userId, sql`lower(${t.name})`)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => favoriteFolders.id, { onDelete: 'cascade' }),
    gemId: uuid('gem_id')
      .notNull()
      .references(() => gems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_folder_gem_unique').on(t.folderId, t.gemId),
    index('favorites_user_gem_idx').on(t.userId, t.gemId),
  ],
);
