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
import { updateFolder } from './updateFolder';

quietFavoritesTests();

describe('updateFolder (spec 7, 8)', () => {
  it('renames a folder with PUT { folderId, folderName }', async () => {
    signIn();
    const log: Recorded[] = [];
    server.use(
      http.put(`${API}/gems/fav/update-folder`, async ({ request }) => {
        await record(log)(request);
        return HttpResponse.json(answers.renamed(FOLDER, 'New name'));
      }),
    );
    await expect(updateFolder({ folderId: FOLDER, name: ' New name ' })).resolves.toBe(true);
    expect(log[0]?.body).toEqual({ folderId: FOLDER, folderName: 'New name' });
  });

  it.each(failureCases)('renames the local entry on %s, true because it was found', async (_way, failure) => {
    signIn();
    localStorage.setItem('gaido_folders', JSON.stringify([{ id: FOLDER, name: 'Old' }]));
    server.use(http.put(`${API}/gems/fav/update-folder`, failure));
    await expect(updateFolder({ folderId: FOLDER, name: 'New' })).resolves.toBe(true);
    expect(JSON.parse(localStorage.getItem('gaido_folders') ?? '[]')).toEqual([{ id: FOLDER, name: 'New' }]);
  });

  it('returns false when the rename fails and there is no local entry', async () => {
    signIn();
    server.use(http.put(`${API}/gems/fav/update-folder`, failures['a server error']));
    await expect(updateFolder({ folderId: FOLDER, name: 'New' })).resolves.toBe(false);
  });

  it('renames a local_ folder without calling the API', async () => {
    signIn();
    localStorage.setItem('gaido_folders', JSON.stringify([{ id: 'local_1', name: 'Old' }]));
    await expect(updateFolder({ folderId: 'local_1', name: 'New' })).resolves.toBe(true);
  });
});
