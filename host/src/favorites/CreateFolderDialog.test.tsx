import * as favorites from '@gaido/contracts/favorites';
import { anAnswer } from '@gaido/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, renderWithProviders, signIn } from '../test/render';
import { server } from '../test/setup';
import CreateFolderDialog, { canCreateFolder } from './CreateFolderDialog';

const GEM_ID = '1f0e2d3c-4b5a-4697-8877-665544332211';
const FOLDER_ID = '2a2b2c2d-3e3f-4a4b-8c8d-9e9fa0a1a2a3';
const CITY_ID = '3b3c3d3e-4f4a-4b4c-8d8e-9f9a0b1c2d3e';

/** The 201 of creating a folder named `name`, as the contract describes it. */
function createdFolder(name: string) {
  return anAnswer(favorites.createFolder, 201, { data: { id: FOLDER_ID, name, cityId: null, gemCount: 0 } });
}

/** The 201 of saving the gem in the new folder. */
const SAVED = anAnswer(favorites.addFavorite, 201, {
  data: {
    gemId: GEM_ID,
    folderId: FOLDER_ID,
    folderName: 'Night out',
    cityId: CITY_ID,
    addedAt: '2026-01-11T09:00:00.000Z',
  },
});

function collectToasts() {
  const toasts: unknown[] = [];
  const listener = (event: Event) => toasts.push((event as CustomEvent).detail);
  window.addEventListener('gaido:toast', listener);
  return { toasts, stop: () => window.removeEventListener('gaido:toast', listener) };
}

describe('canCreateFolder (spec 5)', () => {
  it.each([
    ['', 'gem', false, false],
    ['   ', 'gem', false, false],
    ['Lisbon eats', undefined, false, false],
    ['Lisbon eats', 'gem', true, false],
    ['  Lisbon eats ', 'gem', false, true],
  ])('name %j, gem %j, pending %j -> %j', (name, gem, pending, expected) => {
    expect(canCreateFolder(name, gem, pending)).toBe(expected);
  });
});

describe('CreateFolderDialog', () => {
  it('autofocuses the name field, keeps Create & Save disabled until a name is typed', async () => {
    signIn();
    renderWithProviders(<CreateFolderDialog request={{ gemId: GEM_ID }} onClose={vi.fn()} />);
    const input = screen.getByPlaceholderText('Folder name');
    expect(input).toHaveFocus();
    const create = screen.getByRole('button', { name: 'Create & Save' });
    expect(create).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(create).toBeDisabled();
    await userEvent.type(input, 'Night out');
    expect(create).toBeEnabled();
  });

  it('cannot be dismissed by Escape or a click outside; Cancel closes it', async () => {
    signIn();
    const onClose = vi.fn();
    renderWithProviders(<CreateFolderDialog request={{ gemId: GEM_ID }} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    // Radix listens for pointerdown outside the content (the body has pointer-events: none meanwhile).
    fireEvent.pointerDown(document.body);
    fireEvent.focusIn(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('creates the folder on Enter, saves the gem into it, toasts the folder name and closes', async () => {
    signIn();
    const saved: unknown[] = [];
    server.use(
      http.post(`${API}/gems/fav/create-folder`, async ({ request }) => {
        const body = (await request.json()) as { folderName: string };
        return HttpResponse.json(createdFolder(body.folderName), { status: 201 });
      }),
      http.post(`${API}/gems/fav`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(SAVED, { status: 201 });
      }),
    );
    const { toasts, stop } = collectToasts();
    const onClose = vi.fn();
    renderWithProviders(<CreateFolderDialog request={{ gemId: GEM_ID }} onClose={onClose} />);
    await userEvent.type(screen.getByPlaceholderText('Folder name'), '  <b>Night</b> out {Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual([{ gemId: GEM_ID, folderId: FOLDER_ID }]);
    expect(toasts).toContainEqual(
      expect.objectContaining({
        title: 'Folder created',
        description: 'Gem has been added to "<b>Night</b> out".',
      }),
    );
    stop();
  });

  it('shows the destructive error toast and stays open when creation fails', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 400 }),
      ),
    );
    const { toasts, stop } = collectToasts();
    const onClose = vi.fn();
    renderWithProviders(<CreateFolderDialog request={{ gemId: GEM_ID }} onClose={onClose} />);
    await userEvent.type(screen.getByPlaceholderText('Folder name'), 'Coffee');
    await userEvent.click(screen.getByRole('button', { name: 'Create & Save' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          title: 'Error',
          description: 'Failed to create folder. Please try again.',
          variant: 'destructive',
        }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText('Folder name')).toHaveValue('Coffee');
    stop();
  });

  it("says the server's reason when the name is taken, and stays open to change it", async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () =>
        HttpResponse.json(
          { code: 'folder_exists', message: 'A folder with this name already exists' },
          { status: 409 },
        ),
      ),
    );
    const { toasts, stop } = collectToasts();
    const onClose = vi.fn();
    renderWithProviders(<CreateFolderDialog request={{ gemId: GEM_ID }} onClose={onClose} />);
    await userEvent.type(screen.getByPlaceholderText('Folder name'), 'Coffee{Enter}');
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          title: 'Error',
          description: 'A folder with this name already exists',
          variant: 'destructive',
        }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    stop();
  });

  it('never announces success when the gem could be saved neither on the server nor on the device', async () => {
    signIn();
    server.use(
      http.post(`${API}/gems/fav/create-folder`, () =>
        HttpResponse.json(createdFolder('Coffee'), { status: 201 }),
      ),
      http.post(`${API}/gems/fav`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    // The device cannot keep it either.
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { toasts, stop } = collectToasts();
    const onClose = vi.fn();
    renderWithProviders(<CreateFolderDialog request={{ gemId: GEM_ID }} onClose={onClose} />);
    await userEvent.type(screen.getByPlaceholderText('Folder name'), 'Coffee{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 20_000 });
    setItem.mockRestore();
    expect(toasts).not.toContainEqual(expect.objectContaining({ title: 'Folder created' }));
    expect(toasts).toContainEqual(
      expect.objectContaining({
        title: 'Gem not saved',
        description:
          'The folder "Coffee" was created, but the gem could not be saved in it. Please try saving it again.',
        variant: 'destructive',
      }),
    );
    stop();
  }, 30_000);

  it("reads 'Creating…' on the button while the folder is being created", async () => {
    signIn();
    let release: () => void = () => undefined;
    server.use(
      http.post(`${API}/gems/fav/create-folder`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    renderWithProviders(<CreateFolderDialog request={{ gemId: GEM_ID }} onClose={vi.fn()} />);
    await userEvent.type(screen.getByPlaceholderText('Folder name'), 'Coffee{Enter}');
    const creating = await screen.findByRole('button', { name: 'Creating…' });
    expect(creating).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Create & Save' })).toBeEnabled();
  });
});
