import { GAIDO_EVENTS } from '@gaido/shared';
import { LOCAL_FAVORITES_KEY } from '@gaido/shared/favorites';
import { aFolder } from '@gaido/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { listBody } from '../../test/fixtures';
import { API, collectToasts, renderPage, signIn } from '../../test/render';
import { server } from '../../test/server';
import { SaveGemControl } from './SaveGemControl';

const GEM_ID = '00000000-0000-4000-8000-0000000000aa';
const CITY_ID = '11111111-1111-4111-8111-111111111111';
const WEEKEND = aFolder({ id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Weekend' });

function favoritesApi(state: { saved: { folderId: string } | null }) {
  server.use(
    http.get(`${API}/gems/fav/status/:gemId`, () =>
      HttpResponse.json({
        data: state.saved
          ? { isFavorited: true, folderId: state.saved.folderId, folderIds: [state.saved.folderId] }
          : { isFavorited: false, folderIds: [] },
      }),
    ),
    http.get(`${API}/gems/fav/folders`, () => HttpResponse.json(listBody([WEEKEND]))),
    http.post(`${API}/gems/fav`, async ({ request }) => {
      const body = (await request.json()) as { gemId: string; folderId?: string };
      state.saved = { folderId: body.folderId ?? 'default-folder' };
      const saved = { ...state.saved, gemId: body.gemId, folderName: 'Weekend', cityId: CITY_ID };
      return HttpResponse.json({ data: { ...saved, addedAt: '2026-01-11T09:00:00.000Z' } }, { status: 201 });
    }),
  );
}

describe('SaveGemControl', () => {
  it('asks an anonymous visitor to sign in', async () => {
    const opened = vi.fn();
    window.addEventListener(GAIDO_EVENTS.openAuth, opened);
    renderPage(<SaveGemControl gemId={GEM_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(GAIDO_EVENTS.openAuth, opened);
  });

  it('saves a gem into a chosen folder and shows where it is saved', async () => {
    signIn();
    const state = { saved: null as { folderId: string } | null };
    favoritesApi(state);
    const toasts = collectToasts();
    renderPage(<SaveGemControl gemId={GEM_ID} cityId={CITY_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const picker = screen.getByRole('group', { name: 'Save to a folder' });
    // The API's default folder is offered while the user has no folder of that name.
    expect(await within(picker).findByRole('button', { name: 'Saved' })).toBeVisible();
    await userEvent.click(within(picker).getByRole('button', { name: 'Weekend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved in "Weekend"');
    expect(state.saved).toEqual({ folderId: WEEKEND.id });
    expect(toasts).toContainEqual(expect.objectContaining({ description: 'Saved to "Weekend".' }));
  });

  it('opens its folder panel from the keyboard, saves with Enter, and shows where the gem is', async () => {
    signIn();
    const state = { saved: null as { folderId: string } | null };
    favoritesApi(state);
    const user = userEvent.setup();
    renderPage(<SaveGemControl gemId={GEM_ID} cityId={CITY_ID} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(save).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Save to a folder' });
    await within(panel).findByRole('button', { name: 'Weekend' });
    // The folders follow Save: Tab goes into the panel, through the default folder to Weekend.
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Saved' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Weekend' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const where = await screen.findByRole('status');
    expect(where).toHaveTextContent('Saved in "Weekend"');
    expect(where).toHaveClass('saved-state');
    expect(screen.queryByRole('group', { name: 'Save to a folder' })).toBeNull();
    expect(state.saved).toEqual({ folderId: WEEKEND.id });
  });

  it('closes its folder panel with Escape and gives the focus back to Save, saving nothing', async () => {
    signIn();
    const state = { saved: null as { folderId: string } | null };
    favoritesApi(state);
    const user = userEvent.setup();
    renderPage(<SaveGemControl gemId={GEM_ID} cityId={CITY_ID} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const panel = screen.getByRole('group', { name: 'Save to a folder' });
    await within(panel).findByRole('button', { name: 'Weekend' });
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Saved' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Save to a folder' })).toBeNull();
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-expanded', 'false');
    expect(state.saved).toBeNull();
  });

  it('asks the host for the create-folder dialog with the gem and its city', async () => {
    signIn();
    favoritesApi({ saved: null });
    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(GAIDO_EVENTS.openCreateFolder, listener);
    renderPage(<SaveGemControl gemId={GEM_ID} cityId={CITY_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'New folder…' }));
    expect(requests).toEqual([{ gemId: GEM_ID, cityId: CITY_ID }]);
    window.removeEventListener(GAIDO_EVENTS.openCreateFolder, listener);
  });

  it('keeps the gem on this device when the favorites API fails, and shows it as saved', async () => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unavailable = () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
    server.use(
      http.get(`${API}/gems/fav/status/:gemId`, unavailable),
      http.get(`${API}/gems/fav/folders`, unavailable),
      http.post(`${API}/gems/fav`, unavailable),
    );
    const toasts = collectToasts();
    renderPage(<SaveGemControl gemId={GEM_ID} cityId={CITY_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(JSON.parse(localStorage.getItem(LOCAL_FAVORITES_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ gemId: GEM_ID, cityId: CITY_ID }),
    ]);
    expect(toasts).toContainEqual(
      expect.objectContaining({
        description: 'Saved on this device. It will be added to your account when the connection is back.',
      }),
    );
  });
});
