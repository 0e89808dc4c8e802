// Favorites and folders. Every function takes the user id and filters by it: a folder or
// favorite of someone else is indistinguishable from one that does not exist.
import { favorites as contract } from '@gaido/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { users } from '../../db/schema/accounts';
import { gems } from '../../db/schema/catalogue';
import { favoriteFolders, favorites } from '../../db/schema/favorites';
import { sessionIsActive } from '../accounts/queries';
import { findGemsByIds, type GemJson } from '../gems/queries';

const { DEFAULT_FOLDER_NAME } = contract;

export async function listFolders(db: Database, userId: string) {
  return db
    .select({
      id: favoriteFolders.id,
      name: favoriteFolders.name,
      gemCount: count(favorites.id),
      cityId: favoriteFolders.cityId,
      createdAt: favoriteFolders.createdAt,
    })
    .from(favoriteFolders)
    .leftJoin(favorites, eq(favorites.folderId, favoriteFolders.id))
    .where(eq(favoriteFolders.userId, userId))
    .groupBy(favoriteFolders.id)
    .orderBy(asc(favoriteFolders.createdAt), asc(favoriteFolders.id));
}

export async function findFolder(db: Database, userId: string, folderId: string) {
  const [folder] = await db
    .select({ id: favoriteFolders.id, name: favoriteFolders.name, cityId: favoriteFolders.cityId })
    .from(favoriteFolders)
    .where(and(eq(favoriteFolders.id, folderId), eq(favoriteFolders.userId, userId)))
    .limit(1);
  return folder ?? null;
}

export async function countFolders(db: Database, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(favoriteFolders)
    .where(eq(favoriteFolders.userId, userId));
  return row?.value ?? 0;
}

/** Inserts a folder; null when the user already has one with that name (any case). */
export async function insertFolder(db: Database, userId: string, name: string, cityId: string | null) {
  const [folder] = await db
    .insert(favoriteFolders)
    .values({ userId, name, cityId })
    .onConflictDoNothing()
    .returning({ id: favoriteFolders.id, name: favoriteFolders.name, cityId: favoriteFolders.cityId });
  return folder ?? null;
}

/** Renames the user's folder; null when there is none. Throws the unique violation of a taken name. */
export async function renameFolder(db: Database, userId: string, folderId: string, name: string) {
  const [folder] = await db
    .update(favoriteFolders)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(favoriteFolders.id, folderId), eq(favoriteFolders.userId, userId)))
    .returning({ id: favoriteFolders.id, name: favoriteFolders.name, cityId: favoriteFolders.cityId });
  return folder ?? null;
}

/**
 * A delete that checks the request's session in its own statement: the traveller's row, whether their
 * session is open, and the `removed` column of each row the delete (run only when it is) removed. No
 * row: no such traveller, whose session cannot be open either. Placeholders: `userId`, `sessionId`
 * and those of `conditions`.
 */
function deleteInOpenSession(
  db: Database,
  name: string,
  table: PgTable,
  conditions: (SQL | undefined)[],
  removed: AnyPgColumn<{ data: string; notNull: true }>,
) {
  const sessionActive = sessionIsActive(sql.placeholder('userId'), sql.placeholder('sessionId'));
  const deleted = db.$with('removed').as(
    db
      .delete(table)
      .where(and(...conditions, sessionActive))
      .returning({ removed }),
  );
  return db
    .with(deleted)
    .select({ sessionActive, removed: deleted.removed })
    .from(users)
    .leftJoin(deleted, sql`true`)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
}

const folderDelete = preparedPer((db) =>
  deleteInOpenSession(
    db,
    'folder_delete',
    favoriteFolders,
    [
      eq(favoriteFolders.id, sql.placeholder('folderId')),
      eq(favoriteFolders.userId, sql.placeholder('userId')),
    ],
    favoriteFolders.id,
  ),
);

/** The session a delete checks in its own statement, reported to `confirm` before the delete's answer. */
export interface SessionCheck {
  userId: string;
  sessionId: string;
  confirm: (active: boolean) => void;
}

/**
 * Deletes the user's folder and, by cascade, its favorites, only when the session is open (reported to
 * `confirm`); its id, or null when there is none.
 */
export async function deleteFolder(db: Database, session: SessionCheck, folderId: string) {
  const { userId, sessionId } = session;
  const [row] = await folderDelete(db).execute({ userId, sessionId, folderId });
  session.confirm(row?.sessionActive ?? false);
  return row?.removed ?? null;
}

const savedFolder = preparedPer((db) =>
  db
    .select({ id: favoriteFolders.id, name: favoriteFolders.name, cityId: favoriteFolders.cityId })
    .from(favoriteFolders)
    .where(
      and(
        eq(favoriteFolders.userId, sql.placeholder('userId')),
        sql`lower(${favoriteFolders.name}) = lower(${DEFAULT_FOLDER_NAME})`,
      ),
    )
    .limit(1)
    .prepare('saved_folder'),
);

/**
 * The user's "Saved" folder, created on first use (safe under concurrent requests: of two first saves,
 * one inserts it and the other finds it). Looked up first: it exists on every save but the first.
 */
export async function defaultFolder(db: Database, userId: string) {
  const [found] = await savedFolder(db).execute({ userId });
  if (found) return found;
  const created = await insertFolder(db, userId, DEFAULT_FOLDER_NAME, null);
  if (created) return created;
  const [existing] = await savedFolder(db).execute({ userId });
  if (!existing) throw new Error('default folder neither inserted nor found');
  return existing;
}

const gemWithSavedFolder = preparedPer((db) =>
  db
    .select({
      gemId: gems.id,
      cityId: gems.cityId,
      folderId: favoriteFolders.id,
      folderName: favoriteFolders.name,
      folderCityId: favoriteFolders.cityId,
      // The request's session, checked in this read rather than in a statement before it.
      sessionActive: sessionIsActive(sql.placeholder('userId'), sql.placeholder('sessionId')),
    })
    .from(gems)
    .leftJoin(
      favoriteFolders,
      and(
        eq(favoriteFolders.userId, sql.placeholder('userId')),
        sql`lower(${favoriteFolders.name}) = lower(${DEFAULT_FOLDER_NAME})`,
      ),
    )
    .where(eq(gems.id, sql.placeholder('gemId')))
    .limit(1)
    .prepare('gem_with_saved_folder'),
);

/**
 * A save without a folder: the gem (null when there is none), the user's "Saved" folder and whether the
 * session is open, in one read, reported to `confirmSession` before anything is written; the folder is
 * created when the user has none yet (its first save).
 */
export async function gemAndDefaultFolder(db: Database, session: SessionCheck, gemId: string) {
  const { userId, sessionId } = session;
  const [row] = await gemWithSavedFolder(db).execute({ userId, sessionId, gemId });
  if (!row) return null;
  session.confirm(row.sessionActive);
  const gem = { id: row.gemId, cityId: row.cityId };
  const folder =
    row.folderId !== null && row.folderName !== null
      ? { id: row.folderId, name: row.folderName, cityId: row.folderCityId }
      : await defaultFolder(db, userId);
  return { gem, folder };
}

export type FavoriteGem = GemJson & { folderId: string; folderIds: string[]; addedAt: string };

/** Gems with where they are saved, newest first, one entry per gem. */
async function favoriteGems(
  db: Database,
  userId: string,
  where: ReturnType<typeof and>,
): Promise<FavoriteGem[]> {
  const rows = await db
    .select({ gemId: favorites.gemId, folderId: favorites.folderId, addedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(gems, eq(gems.id, favorites.gemId))
    .where(and(eq(favorites.userId, userId), where))
    .orderBy(desc(favorites.createdAt), asc(favorites.id));
  const byGem = new Map<string, { folderIds: string[]; addedAt: Date }>();
  for (const row of rows) {
    const entry = byGem.get(row.gemId);
    if (entry) entry.folderIds.push(row.folderId);
    else byGem.set(row.gemId, { folderIds: [row.folderId], addedAt: row.addedAt });
  }
  const gemsById = await findGemsByIds(db, [...byGem.keys()]);
  const result: FavoriteGem[] = [];
  for (const [gemId, entry] of byGem) {
    const gem = gemsById.get(gemId);
    if (gem) {
      result.push({
        ...gem,
        folderId: entry.folderIds[0]!,
        folderIds: entry.folderIds,
        addedAt: entry.addedAt.toISOString(),
      });
    }
  }
  return result;
}

export function gemsInFolder(db: Database, userId: string, folderId: string) {
  return favoriteGems(db, userId, eq(favorites.folderId, folderId));
}

export function favoriteGemsInCity(db: Database, userId: string, cityId: string) {
  return favoriteGems(db, userId, eq(gems.cityId, cityId));
}

export async function favoriteStatus(db: Database, userId: string, gemId: string) {
  const rows = await db
    .select({ folderId: favorites.folderId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.gemId, gemId)))
    .orderBy(desc(favorites.createdAt));
  return rows.map((row) => row.folderId);
}

const insertFavorite = preparedPer((db) =>
  db
    .insert(favorites)
    .values({
      userId: sql.placeholder('userId'),
      folderId: sql.placeholder('folderId'),
      gemId: sql.placeholder('gemId'),
    })
    .onConflictDoNothing()
    .returning({ createdAt: favorites.createdAt })
    .prepare('favorite_save'),
);

/** Saves the gem in the folder; `created` is false when it already was there (then `addedAt` is when it was). */
export async function saveFavorite(db: Database, userId: string, folderId: string, gemId: string) {
  const [inserted] = await insertFavorite(db).execute({ userId, folderId, gemId });
  if (inserted) return { created: true, addedAt: inserted.createdAt };
  const [existing] = await db
    .select({ createdAt: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.folderId, folderId), eq(favorites.gemId, gemId)))
    .limit(1);
  return { created: false, addedAt: existing?.createdAt ?? new Date() };
}

function favoriteRemoval(db: Database, inOneFolder: boolean) {
  return deleteInOpenSession(
    db,
    inOneFolder ? 'favorite_remove_from_folder' : 'favorite_remove',
    favorites,
    [
      eq(favorites.userId, sql.placeholder('userId')),
      eq(favorites.gemId, sql.placeholder('gemId')),
      inOneFolder ? eq(favorites.folderId, sql.placeholder('folderId')) : undefined,
    ],
    favorites.folderId,
  );
}
const removeFromEveryFolder = preparedPer((db) => favoriteRemoval(db, false));
const removeFromFolder = preparedPer((db) => favoriteRemoval(db, true));

/**
 * Removes the user's favorites of the gem (in one folder, or in all), only when the session is open
 * (reported to `confirm`, as the folder's delete above); the folders it left.
 */
export async function removeFavorite(
  db: Database,
  session: SessionCheck,
  gemId: string,
  folderId?: string | null,
) {
  const { userId, sessionId } = session;
  const rows = folderId
    ? await removeFromFolder(db).execute({ userId, sessionId, gemId, folderId })
    : await removeFromEveryFolder(db).execute({ userId, sessionId, gemId });
  session.confirm(rows[0]?.sessionActive ?? false);
  return rows.flatMap((row) => (row.removed === null ? [] : [row.removed]));
}
