// Favorites: folders and the gems saved in them, per user. Requests, responses and limits are the
// contracts' (@gaido/contracts, favorites).
import { favorites as contract } from '@gaido/contracts';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { singlePageMeta } from '../../http/pagination';
import { readJson, readParams } from '../../http/validate';
import { requireAuth } from '../accounts/auth-middleware';
import { cityExists } from '../cities/queries';
import { gemExists } from '../gems/queries';
import {
  countFolders,
  defaultFolder,
  deleteFolder,
  favoriteGemsInCity,
  favoriteStatus,
  findFolder,
  gemsInFolder,
  insertFolder,
  listFolders,
  removeFavorite,
  renameFolder,
  saveFavorite,
} from './queries';

const { MAX_FOLDERS_PER_USER } = contract;

const FOLDER_EXISTS = 'A folder with this name already exists';

export function favoriteRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  app.get('/folders', async (c) => {
    const folders = await listFolders(db, c.get('auth').userId);
    return c.json({ data: folders, meta: singlePageMeta(folders.length) });
  });

  app.post('/create-folder', async (c) => {
    const body = await readJson(c, contract.createFolder.body);
    const { userId } = c.get('auth');
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

  app.put('/update-folder', async (c) => {
    const body = await readJson(c, contract.updateFolder.body);
    const folder = await renameFolder(db, c.get('auth').userId, body.folderId, body.folderName).catch(
      (error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(FOLDER_EXISTS, 'folder_exists');
        throw error;
      },
    );
    if (!folder) throw notFound('Folder not found');
    return c.json({ data: folder });
  });

  app.delete('/delete-folder/:folderId', async (c) => {
    const { folderId } = readParams(c, contract.deleteFolder.params);
    const id = await deleteFolder(db, c.get('auth').userId, folderId);
    if (!id) throw notFound('Folder not found');
    return c.json({ data: { id } });
  });

  app.post('/', async (c) => {
    const body = await readJson(c, contract.addFavorite.body);
    const { userId } = c.get('auth');
    const gem = await gemExists(db, body.gemId.toLowerCase());
    if (!gem) throw notFound('Gem not found');
    const folder = body.folderId
      ? await findFolder(db, userId, body.folderId)
      : await defaultFolder(db, userId);
    if (!folder) throw notFound('Folder not found');
    const { created, addedAt } = await saveFavorite(db, userId, folder.id, gem.id);
    const data = { gemId: gem.id, folderId: folder.id, folderName: folder.name, cityId: gem.cityId, addedAt };
    // 201 when saved now, 200 when it already was: saving twice is harmless.
    return c.json({ data }, created ? 201 : 200);
  });

  app.delete('/unfav', async (c) => {
    const body = await readJson(c, contract.removeFavorite.body);
    const folderIds = await removeFavorite(db, c.get('auth').userId, body.gemId, body.folderId);
    // spec 7: the client searches the user's folders and retries on 'Not Found'.
    if (folderIds.length === 0) throw notFound('Not Found');
    return c.json({ data: { gemId: body.gemId, folderIds } });
  });

  app.get('/status/:gemId', async (c) => {
    const { gemId } = readParams(c, contract.favoriteStatus.params);
    const folderIds = await favoriteStatus(db, c.get('auth').userId, gemId);
    return c.json({
      data: {
        isFavorited: folderIds.length > 0,
        ...(folderIds[0] ? { folderId: folderIds[0] } : {}),
        folderIds,
      },
    });
  });

  app.get('/city/:cityId', async (c) => {
    const { cityId } = readParams(c, contract.favoritesInCity.params);
    const list = await favoriteGemsInCity(db, c.get('auth').userId, cityId);
    return c.json({ data: list, meta: singlePageMeta(list.length) });
  });

  app.get('/:folderId', async (c) => {
    const { folderId } = readParams(c, contract.folderGems.params);
    const { userId } = c.get('auth');
    const folder = await findFolder(db, userId, folderId);
    if (!folder) throw notFound('Folder not found');
    const list = await gemsInFolder(db, userId, folder.id);
    return c.json({ data: list, meta: singlePageMeta(list.length) });
  });

  return app;
}
