import { openAuthDialog, openCreateFolderDialog } from '@gaido/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signIn } from '../test/render';
import { DialogHost } from './DialogHost';

function Page() {
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => openAuthDialog({ reason: 'booking' })}>
        Request booking
      </button>
      <button type="button" onClick={() => openCreateFolderDialog({ gemId: 'gem-1' })}>
        New folder
      </button>
      <DialogHost />
    </main>
  );
}

describe('the app-wide dialogs', () => {
  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])(
    'returns focus to the button that opened the sign-in dialog when it is closed with %s',
    async (_, close) => {
      const user = userEvent.setup();
      renderWithProviders(<Page />);
      await user.click(screen.getByRole('button', { name: 'Request booking' }));
      expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
      await close(user);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Request booking' })).toHaveFocus());
    },
  );

  it('returns focus to the button that opened the create-folder dialog when it is cancelled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'New folder' })).toHaveFocus());
  });

  it('closes the sign-in dialog when the traveller signs in in another tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    // Another tab's sign-in reaches this one through the shared session store.
    act(() => signIn());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
