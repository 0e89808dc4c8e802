import { HttpResponse, http } from 'msw';
import {
  answers,
  FOLDER,
  failureCases,
  failures,
  quietFavoritesTests,
  type Recorded,
  record,
} from '../../test/favoritesApiKit';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { readLocalFavorites } from '../localFavorites';
import { deleteFolder } from './deleteFolder';

quietFavoritesTests();

describe('deleteFolder (spec 7, 8)', () => {
  it('deletes a folder with DELETE /gems/fav/delete-folder/{folderId}', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.delete(`${API}/gems/fav/delete-folder/${FOLDER}`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(answers.deleted(FOLDER));
      }),
    );
    await expect(deleteFolder(FOLDER)).resolves.toBe(true);
    expect(log).toHaveLength(1);
  });

  it.each(failureCases)(
    'deletes the local entry and its favorites on %s, true because it was found',
    async (_way, failure) => {
      signIn();
      localStorage.setItem(
        'gaido_folders',
        JSON.stringify([
          { id: FOLDER, name: 'A' },
          { id: 'local_2', name: 'B' },
        ]),
      );
      localStorage.setItem(
        'gaido_favorites',
        JSON.stringify([
          { gemId: 'g1', folderId: FOLDER },
          { gemId: 'g2', folderId: 'local_2' },
        ]),
      );
      server.use(http.delete(`${API}/gems/fav/delete-folder/${FOLDER}`, failure));
      await expect(deleteFolder(FOLDER)).resolves.toBe(true);
      expect(JSON.parse(localStorage.getItem('gaido_folders') ?? '[]')).toEqual([
        { id: 'local_2', name: 'B' },
      ]);
      expect(readLocalFavorites()).toEqual([{ gemId: 'g2', folderId: 'local_2' }]);
    },
  );

  it('returns false when the delete fails and there is no local entry', async () => {
    signIn();
    server.use(http.delete(`${API}/gems/fav/delete-folder/${FOLDER}`, failures['a network failure']));
    await expect(deleteFolder(FOLDER)).resolves.toBe(false);
  });
});
