import { showToast, TOAST_TEXT } from '@gaido/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastArea } from './ToastArea';

// jsdom has no pointer capture; the toaster asks for it when a pointer goes down on a toast.
beforeAll(async () => {
  // The toaster loads on the first toast; loaded here once, so no test waits on a cold import.
  await import('./SonnerToasts');
  for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
    Object.defineProperty(HTMLElement.prototype, name, { value: () => undefined, configurable: true });
  }
});

async function renderWithToasts(...requests: Parameters<typeof showToast>[0][]) {
  render(<ToastArea />);
  await act(async () => {
    for (const request of requests) showToast(request);
  });
}

describe('the toast area (one system for every remote)', () => {
  it('shows a toast sent through @gaido/shared', async () => {
    await renderWithToasts({ description: TOAST_TEXT.passwordChanged });
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  });

  it('renders a folder name as text, never as HTML', async () => {
    const name = '<img src=x onerror="window.hacked=1">';
    await renderWithToasts({
      title: TOAST_TEXT.folderCreatedTitle,
      description: TOAST_TEXT.folderCreatedDescription(name),
    });
    const description = await screen.findByText(`Gem has been added to "${name}".`);
    expect(description.querySelector('img')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('keeps at most 3 toasts visible at once', async () => {
    await renderWithToasts(
      ...['one', 'two', 'three', 'four', 'five'].map((description) => ({ description })),
    );
    await screen.findByText('five');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);
  });

  it('styles a destructive toast apart from a plain one', async () => {
    await renderWithToasts({
      title: TOAST_TEXT.folderErrorTitle,
      description: TOAST_TEXT.folderErrorDescription,
      variant: 'destructive',
    });
    const toast = (await screen.findByText(TOAST_TEXT.folderErrorDescription)).closest('[data-sonner-toast]');
    expect(toast).toHaveClass('toast-destructive');
  });

  it('announces a toast sent while a modal dialog hides the rest of the page', async () => {
    render(
      <>
        <p>The page</p>
        <ToastArea />
        <Dialog.Root open>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Create new folder</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </>,
    );
    // The dialog hides the page from assistive technology, as a modal must.
    await waitFor(() =>
      expect(screen.queryByText('The page')?.closest('[aria-hidden="true"]')).not.toBeNull(),
    );
    await act(async () => {
      showToast({
        title: TOAST_TEXT.folderErrorTitle,
        description: 'Heard over the dialog',
        variant: 'destructive',
      });
    });
    const description = await screen.findByText('Heard over the dialog');
    expect(description.closest('[aria-hidden="true"]')).toBeNull();
    expect(description.closest('[aria-live]')).not.toBeNull();
    // What a screen reader is offered: the notifications region and the toast in it.
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(within(region).getByText('Heard over the dialog')).toBeInTheDocument();
  });

  it('is 356 px wide', async () => {
    await renderWithToasts({ description: 'Saved' });
    await screen.findByText('Saved');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.style.width).toBe('356px');
  });

  it('closes a toast with its close button', async () => {
    await renderWithToasts({ description: 'Closable' });
    const toast = (await screen.findByText('Closable')).closest('[data-sonner-toast]') as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(screen.queryByText('Closable')).toBeNull());
  });

  it('removes a toast swiped to the right, and keeps one swiped to the left', async () => {
    await renderWithToasts({ description: 'Swipe me' }, { description: 'Stay' });
    const swipe = async (text: string, dx: number) => {
      const toast = (await screen.findByText(text)).closest('[data-sonner-toast]') as HTMLElement;
      fireEvent.pointerDown(toast, { clientX: 100, clientY: 10, pointerId: 1, button: 0 });
      fireEvent.pointerMove(toast, { clientX: 100 + dx / 2, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(toast, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(toast, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
      return toast;
    };
    const left = await swipe('Stay', -200);
    expect(left).toHaveAttribute('data-swipe-out', 'false');
    const right = await swipe('Swipe me', 200);
    await waitFor(() => expect(right).toHaveAttribute('data-swipe-out', 'true'));
  });

  it('keeps a toast 4 s by default, then removes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderWithToasts({ description: 'Brief' });
      await screen.findByText('Brief');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3500);
      });
      expect(screen.getByText('Brief')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1500);
      });
      await waitFor(() => expect(screen.queryByText('Brief')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
