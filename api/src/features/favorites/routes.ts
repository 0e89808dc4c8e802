// Favorites: folders and the gems saved in them, per user. Requests, responses and limits are the
// contracts' (@gaido/contracts, favorites).
import { favorites as contract } from '@gaido/contracts';
import type { Context } from 'hono';
import type { AppDeps, AppEnv, AuthContext } from '../../http/app-env';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { singlePageMeta } from '../../http/pagination';
import { checksSessionInRead, contractRoutes } from '../../http/route';
import { confirmSession, ensureSessionChecked } from '../accounts/auth-middleware';
import { cityExists } from '../cities/queries';
import { gemExists } from '../gems/queries';
import {
  countFolders,
  deleteFolder,
  favoriteGemsInCity,
  favoriteStatus,
  findFolder,
  gemAndDefaultFolder,
  gemsInFolder,
  insertFolder,
  listFolders,
  removeFavorite,
  renameFolder,
  type SessionCheck,
  saveFavorite,
} from './queries';

const { MAX_FOLDERS_PER_USER } = contract;

const FOLDER_EXISTS = 'A folder with this name already exists';

/** The request's session, for a statement that checks it and reports it to `confirmSession`. */
function sessionOf(c: Context<AppEnv>, auth: AuthContext): SessionCheck {
  return { userId: auth.userId, sessionId: auth.sessionId, confirm: (active) => confirmSession(c, active) };
}

export function favoriteRoutes(deps: AppDeps) {
  const { db } = deps;
  const { app, mount } = contractRoutes(deps);

  mount(contract.listFolders, async (c, { auth }) => {
    const folders = await listFolders(db, auth.userId);
    return c.json({ data: folders, meta: singlePageMeta(folders.length) });
  });

  mount(contract.createFolder, async (c, { body, auth }) => {
    const { userId } = auth;
    const cityId = body.cityId?.toLowerCase() ?? null;
    if (cityId && !(await cityExists(db, cityId))) {
      throw badRequest('City not found', 'validation_error', [{ path: 'cityId', message: 'City not found' }]);
    }
    if ((await countFolders(db, userId)) >= MAX_FOLDERS_PER_USER) {
      throw conflict(`You can have at most ${MAX_FOLDERS_PER_USER} folders`, 'folder_limit');
    }
    const folder = await insertFolder(db, userId, body.folderName, cityId);
    if (!folder) throw conflict(FOLDER_EXISTS, 'folder_exists');
    return c.json({ data: { ...folder, gemCount: 0 } }, 201);
  });

  mount(contract.updateFolder, async (c, { body, auth }) => {
    const folder = await renameFolder(db, auth.userId, body.folderId, body.folderName).catch(
      (error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(FOLDER_EXISTS, 'folder_exists');
        throw error;
      },
    );
    if (!folder) throw notFound('Folder not found');
    return c.json({ data: folder });
  });

  // The session is checked in the delete's own statement, which deletes nothing for a closed one.
  mount(
    contract.deleteFolder,
    checksSessionInRead(async (c, { params: { folderId }, auth }) => {
      const id = await deleteFolder(db, sessionOf(c, auth), folderId);
      if (!id) throw notFound('Folder not found');
      return c.json({ data: { id } });
    }),
  );

  mount(
    contract.addFavorite,
    checksSessionInRead(async (c, { body, auth }) => {
      const { userId } = auth;
      const gemId = body.gemId.toLowerCase();
      // Into "Saved" (most saves): the gem, the folder and the session in one read. Into a folder named
      // by the request: the session's own check first, before anything is written.
      if (body.folderId) await ensureSessionChecked(deps, c);
      const found = body.folderId
        ? { gem: await gemExists(db, gemId), folder: null }
        : await gemAndDefaultFolder(db, sessionOf(c, auth), gemId);
      const gem = found?.gem;
      if (!gem) throw notFound('Gem not found');
      const folder = found.folder ?? (body.folderId ? await findFolder(db, userId, body.folderId) : null);
      if (!folder) throw notFound('Folder not found');
      const { created, addedAt } = await saveFavorite(db, userId, folder.id, gem.id);
      const data = {
        gemId: gem.id,
        folderId: folder.id,
        folderName: folder.name,
        cityId: gem.cityId,
        addedAt,
      };
      // 201 when saved now, 200 when it already was: saving twice is harmless.
      return c.json({ data }, created ? 201 : 200);
    }),
  );

  mount(
    contract.removeFavorite,
    checksSessionInRead(async (c, { body, auth }) => {
      const folderIds = await removeFavorite(db, sessionOf(c, auth), body.gemId, body.folderId);
      // spec 7: the client searches the user's folders and retries on 'Not Found'.
      if (folderIds.length === 0) throw notFound('Not Found');
      return c.json({ data: { gemId: body.gemId, folderIds } });
    }),
  );

  mount(contract.favoriteStatus, async (c, { params: { gemId }, auth }) => {
    const folderIds = await favoriteStatus(db, auth.userId, gemId);
    return c.json({
      data: {
        isFavorited: folderIds.length > 0,
        ...(folderIds[0] ? { folderId: folderIds[0] } : {}),
        folderIds,
      },
    });
  });

  mount(contract.favoritesInCity, async (c, { params: { cityId }, auth }) => {
    const list = await favoriteGemsInCity(db, auth.userId, cityId);
    return c.json({ data: list, meta: singlePageMeta(list.length) });
  });

  mount(contract.folderGems, async (c, { params: { folderId }, auth }) => {
    const { userId } = auth;
    const folder = await findFolder(db, userId, folderId);
    if (!folder) throw notFound('Folder not found');
    const list = await gemsInFolder(db, userId, folder.id);
    return c.json({ data: list, meta: singlePageMeta(list.length) });
  });

  return app;
}
