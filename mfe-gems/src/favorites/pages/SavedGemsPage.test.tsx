import { clearSession, GAIDO_EVENTS } from '@gaido/shared';
import { type FavoriteFolder, folderQueryOptions } from '@gaido/shared/favorites';
import type { Gem } from '@gaido/shared/gems';
import { aCity, aFolder, aSavedGem } from '@gaido/shared/testing';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { food, listBody, makeGem } from '../../test/fixtures';
import { API, collectToasts, renderPage, signIn, testQueryClient } from '../../test/render';
import { server } from '../../test/server';
import SavedGemsPage, { prefetch } from './SavedGemsPage';

// The map itself (WebGL) is covered by GemsMap.test.tsx and e2e/journeys/see-saved-gems-on-a-map.spec.ts:
// here a stand-in says what it was given.
const mapCalls = vi.hoisted(() => ({ props: [] as { label: string; gems: { name: string }[] }[] }));
vi.mock('../../map/components/GemsMap', () => ({
  GemsMap: (props: { label: string; gems: { name: string }[] }) => {
    mapCalls.props.push(props);
    return (
      <section aria-label={props.label} data-testid="stand-in-map">
        {props.gems.map((gem) => gem.name).join(', ')}
      </section>
    );
  },
}));

const LISBON = aCity({ id: '11111111-1111-4111-8111-111111111111', latitude: 38.72, longitude: -9.14 });

const WEEKEND = { id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Weekend in Lisbon', gemCount: 2 };
const RAINY = { id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Rainy days', gemCount: 0 };

interface FavoritesState {
  folders: FavoriteFolder[];
  gems: Record<string, Gem[]>;
}

/** The folders as GET /gems/fav/folders lists them (the contract's shape). */
function listedFolders(folders: FavoriteFolder[]) {
  return listBody(
    folders.map(({ id, name, gemCount = 0, cityId = null }) => aFolder({ id, name, gemCount, cityId })),
  );
}

/** A folder's gems as GET /gems/fav/{folderId} lists them: each gem, with where and when it was saved. */
function savedGems(folderId: string, gems: Gem[]) {
  return listBody(gems.map((gem) => aSavedGem({ ...gem, folderId, folderIds: [folderId] })));
}

/** An in-memory favorites API (api/README.md "Favorites") that the handlers read and change. */
function useFavoritesApi(state: FavoritesState) {
  server.use(
    http.get(`${API}/cities`, () => HttpResponse.json(listBody([LISBON]))),
    http.get(`${API}/cities/:id`, () => HttpResponse.json({ data: { ...LISBON, neighbourhoods: [] } })),
    http.get(`${API}/cities/:id/land`, () =>
      HttpResponse.json({
        data: {
          bbox: [-9.6, 38.4, -8.6, 39],
          land: { type: 'MultiPolygon', coordinates: [] },
          attribution: '© OpenStreetMap contributors',
        },
      }),
    ),
    http.get(`${API}/gems/fav/folders`, () => HttpResponse.json(listedFolders(state.folders))),
    http.get(`${API}/gems/fav/:folderId`, ({ params }) =>
      HttpResponse.json(savedGems(String(params.folderId), state.gems[String(params.folderId)] ?? [])),
    ),
    http.put(`${API}/gems/fav/update-folder`, async ({ request }) => {
      const body = (await request.json()) as { folderId: string; folderName: string };
      state.folders = state.folders.map((f) =>
        f.id === body.folderId ? { ...f, name: body.folderName } : f,
      );
      return HttpResponse.json({ data: { id: body.folderId, name: body.folderName, cityId: null } });
    }),
    http.delete(`${API}/gems/fav/delete-folder/:folderId`, ({ params }) => {
      state.folders = state.folders.filter((f) => f.id !== params.folderId);
      return HttpResponse.json({ data: { id: params.folderId } });
    }),
  );
}

function favoritesState(): FavoritesState {
  return {
    folders: [WEEKEND, RAINY],
    gems: {
      [WEEKEND.id]: [makeGem({ name: 'Tasca do Chico', features: [food()] }), makeGem({ name: 'Miradouro' })],
    },
  };
}

describe('SavedGemsPage', () => {
  describe('a folder on a map', () => {
    beforeEach(() => {
      mapCalls.props.length = 0;
    });

    it('names the folder’s city and shows its gems on a map beside the list', async () => {
      signIn();
      useFavoritesApi(favoritesState());
      renderPage(<SavedGemsPage />, { route: '/saved-gems' });
      expect(await screen.findByText('Lisbon')).toBeVisible();
      const map = await screen.findByRole('region', { name: 'Map of the gems in Weekend in Lisbon, Lisbon' });
      expect(map).toHaveTextContent('Miradouro, Tasca do Chico');
      // The list stays the way to every gem.
      const list = screen.getByRole('list', { name: 'Gems in Weekend in Lisbon' });
      expect(within(list).getByRole('link', { name: 'Tasca do Chico' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/gems\//),
      );
    });

    it('switches between the list and the map with a pressed button (a phone shows one at a time)', async () => {
      signIn();
      useFavoritesApi(favoritesState());
      renderPage(<SavedGemsPage />, { route: '/saved-gems' });
      const toggle = await screen.findByRole('group', { name: 'Show the folder as' });
      const listButton = within(toggle).getByRole('button', { name: 'List' });
      const mapButton = within(toggle).getByRole('button', { name: 'Map' });
      expect(listButton).toHaveAttribute('aria-pressed', 'true');
      expect(mapButton).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(mapButton);
      expect(mapButton).toHaveAttribute('aria-pressed', 'true');
      expect(listButton).toHaveAttribute('aria-pressed', 'false');
      expect(toggle.parentElement).toHaveAttribute('data-view', 'map');
    });

    it('shows no map for an empty folder, and says so', async () => {
      signIn();
      const state = favoritesState();
      state.folders = [RAINY, WEEKEND];
      useFavoritesApi(state);
      renderPage(<SavedGemsPage />, { route: '/saved-gems' });
      expect(await screen.findByText('No gems in this folder yet.')).toBeVisible();
      expect(screen.queryByRole('region', { name: /^Map of/ })).toBeNull();
      expect(screen.queryByRole('group', { name: 'Show the folder as' })).toBeNull();
      expect(mapCalls.props).toHaveLength(0);
    });

    it('says so instead of a map when no gem of the folder has a place on earth', async () => {
      signIn();
      const state = favoritesState();
      state.gems[WEEKEND.id] = [makeGem({ name: 'Somewhere', latitude: 123, longitude: 200 })];
      useFavoritesApi(state);
      renderPage(<SavedGemsPage />, { route: '/saved-gems' });
      expect(await screen.findByText('These gems have no location to show on a map.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Somewhere' })).toBeVisible();
      expect(mapCalls.props).toHaveLength(0);
    });
  });

  it('asks an anonymous visitor to sign in and opens the auth dialog', async () => {
    const opened = vi.fn();
    window.addEventListener(GAIDO_EVENTS.openAuth, opened);
    renderPage(<SavedGemsPage />, { route: '/saved-gems' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your saved gems' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(GAIDO_EVENTS.openAuth, opened);
  });

  it('lists the signed-in user’s folders with their gem counts', async () => {
    signIn();
    useFavoritesApi(favoritesState());
    renderPage(<SavedGemsPage />, { route: '/saved-gems' });
    const folders = await screen.findByRole('navigation', { name: 'Folders' });
    expect(within(folders).getByRole('link', { name: /Weekend in Lisbon\s*2 gems/ })).toBeVisible();
    expect(within(folders).getByRole('link', { name: /Rainy days\s*0 gems/ })).toBeVisible();
  });

  it('offers ways to find gems when the user has no folder yet', async () => {
    signIn();
    useFavoritesApi({ folders: [], gems: {} });
    renderPage(<SavedGemsPage />, { route: '/saved-gems' });
    expect(await screen.findByRole('heading', { name: 'No saved gems yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find gems in the travel guides' })).toHaveAttribute(
      'href',
      '/travel-guides',
    );
  });

  it('opens on the first folder rather than an empty pane, and Back to all folders shows the list alone', async () => {
    signIn();
    useFavoritesApi(favoritesState());
    renderPage(<SavedGemsPage />, { route: '/saved-gems' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Weekend in Lisbon' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Gems in Weekend in Lisbon' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to all folders' }));
    expect(await screen.findByText('Choose a folder to see its gems.')).toBeVisible();
  });

  it('opens a folder and shows its gems linking to their pages', async () => {
    signIn();
    useFavoritesApi(favoritesState());
    renderPage(<SavedGemsPage />, { route: '/saved-gems' });
    await userEvent.click(await screen.findByRole('link', { name: /Weekend in Lisbon/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Weekend in Lisbon' })).toBeVisible();
    const gems = await screen.findByRole('list', { name: 'Gems in Weekend in Lisbon' });
    expect(within(gems).getByRole('link', { name: 'Tasca do Chico' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/gems\//),
    );
    expect(within(gems).getByText('Places to eat')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(`?folder=${WEEKEND.id}`);
  });

  it('refetches a folder’s gems when the window regains focus, but not the folder list (spec 9)', async () => {
    signIn();
    const state = favoritesState();
    const calls = { folders: 0, gems: 0 };
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/gems/fav/folders')) calls.folders += 1;
      else if (path.endsWith(`/gems/fav/${WEEKEND.id}`)) calls.gems += 1;
    });
    useFavoritesApi(state);
    renderPage(<SavedGemsPage />, { route: `/saved-gems?folder=${WEEKEND.id}` });
    await screen.findByRole('link', { name: 'Tasca do Chico' });
    expect(calls).toEqual({ folders: 1, gems: 1 });
    state.gems[WEEKEND.id] = [
      ...(state.gems[WEEKEND.id] ?? []),
      makeGem({ name: 'Added on another device' }),
    ];
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByRole('link', { name: 'Added on another device' })).toBeVisible();
    expect(calls).toEqual({ folders: 1, gems: 2 });
    server.events.removeAllListeners();
    focusManager.setFocused(undefined);
  });

  it('renders a folder name as text, never as HTML', async () => {
    signIn();
    const name = '<img src=x onerror="alert(1)"> Tapas';
    useFavoritesApi({ folders: [{ id: WEEKEND.id, name, gemCount: 0 }], gems: {} });
    const { container } = renderPage(<SavedGemsPage />, { route: `/saved-gems?folder=${WEEKEND.id}` });
    expect(await screen.findByRole('heading', { level: 2, name })).toBeVisible();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('renames a folder through the inline form and confirms with a toast', async () => {
    signIn();
    const state = favoritesState();
    useFavoritesApi(state);
    const toasts = collectToasts();
    renderPage(<SavedGemsPage />, { route: `/saved-gems?folder=${WEEKEND.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename folder' }));
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a folder name.');
    await userEvent.type(input, 'rainy DAYS');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You already have a folder with this name.');
    await userEvent.clear(input);
    await userEvent.type(input, '  Lisbon with kids ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lisbon with kids' })).toBeVisible();
    expect(state.folders[0]?.name).toBe('Lisbon with kids');
    expect(toasts).toContainEqual(
      expect.objectContaining({ title: 'Folder renamed', description: 'Renamed to "Lisbon with kids".' }),
    );
  });

  it('deletes a folder only after the user confirms in a dialog', async () => {
    signIn();
    const state = favoritesState();
    useFavoritesApi(state);
    const toasts = collectToasts();
    renderPage(<SavedGemsPage />, { route: `/saved-gems?folder=${WEEKEND.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete folder' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this folder?' });
    expect(dialog).toHaveTextContent('"Weekend in Lisbon" and the 2 gems saved in it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(state.folders).toHaveLength(2);
    // Cancelled: focus is back on the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete folder' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Delete folder' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this folder?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Weekend in Lisbon/ })).not.toBeInTheDocument(),
    );
    expect(state.folders.map((f) => f.name)).toEqual(['Rainy days']);
    // The refetched list may drop the folder a moment before the deletion's own answer is handled.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/saved-gems$/));
    // The folder's page is gone: focus lands on the page heading, not on the document body.
    expect(screen.getByRole('heading', { level: 1, name: 'Saved gems' })).toHaveFocus();
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Folder deleted' }));
  });

  it('removes a gem at once, before the server answers', async () => {
    signIn();
    const state = favoritesState();
    useFavoritesApi(state);
    server.use(
      http.delete(`${API}/gems/fav/unfav`, async ({ request }) => {
        const body = (await request.json()) as { gemId: string; folderId: string };
        await delay(200);
        state.gems[body.folderId] = (state.gems[body.folderId] ?? []).filter((g) => g.id !== body.gemId);
        state.folders = state.folders.map((f) => (f.id === body.folderId ? { ...f, gemCount: 1 } : f));
        return HttpResponse.json({ data: { gemId: body.gemId, folderIds: [body.folderId] } });
      }),
    );
    renderPage(<SavedGemsPage />, { route: `/saved-gems?folder=${WEEKEND.id}` });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Tasca do Chico from Weekend in Lisbon' }),
    );
    // Optimistic: gone from the list and the count before the DELETE has answered.
    expect(screen.queryByRole('link', { name: 'Tasca do Chico' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Weekend in Lisbon\s*1 gem$/ })).toBeVisible();
    await waitFor(() => expect(state.gems[WEEKEND.id]).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Miradouro' })).toBeVisible();
  });

  it('rolls back the removal when the API fails and the device cannot keep it either', async () => {
    signIn();
    useFavoritesApi(favoritesState());
    server.use(
      http.delete(`${API}/gems/fav/unfav`, async () => {
        await delay(100);
        return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      }),
    );
    const toasts = collectToasts();
    renderPage(<SavedGemsPage />, { route: `/saved-gems?folder=${WEEKEND.id}` });
    const remove = await screen.findByRole('button', {
      name: 'Remove Tasca do Chico from Weekend in Lisbon',
    });
    // The shared service would keep the removal on this device; here storage is full too.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(remove);
    expect(screen.queryByRole('link', { name: 'Tasca do Chico' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tasca do Chico' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"Tasca do Chico" could not be removed. Please try again.',
    );
    expect(screen.getByRole('link', { name: /Weekend in Lisbon\s*2 gems/ })).toBeVisible();
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Error', variant: 'destructive' }));
  });

  describe("the page's prefetch (the host calls it as soon as this module has loaded)", () => {
    const route = () => ({ params: {}, searchParams: new URLSearchParams(), queryClient: testQueryClient() });

    /** Every GET /gems/fav/folders, as the access token it carried. */
    function countFolderRequests(state: FavoritesState) {
      const requests: string[] = [];
      server.use(
        http.get(`${API}/gems/fav/folders`, ({ request }) => {
          requests.push(request.headers.get('authorization') ?? 'anonymous');
          return HttpResponse.json(listedFolders(state.folders));
        }),
      );
      return requests;
    }

    it('asks for the folders once: the page joins the request', async () => {
      signIn();
      const requests = countFolderRequests(favoritesState());
      const opened = route();
      prefetch(opened);
      await vi.waitFor(() => expect(requests).toHaveLength(1));
      renderPage(<SavedGemsPage />, { route: '/saved-gems', queryClient: opened.queryClient });
      expect(await screen.findByRole('link', { name: /Weekend in Lisbon/ })).toBeVisible();
      expect(requests).toEqual(['Bearer access-1']);
    });

    it('asks for nothing when nobody is signed in', async () => {
      clearSession();
      const requests = countFolderRequests(favoritesState());
      const opened = route();
      prefetch(opened);
      // Nothing asked of the query client either (the folders call itself asks nothing without a user).
      expect(opened.queryClient.getQueryState(folderQueryOptions().queryKey)).toBeUndefined();
      renderPage(<SavedGemsPage />, { route: '/saved-gems', queryClient: opened.queryClient });
      expect(screen.getByRole('heading', { name: 'Sign in to see your saved gems' })).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests).toEqual([]);
    });
  });
});
