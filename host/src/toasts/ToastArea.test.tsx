import { showToast, TOAST_TEXT } from '@gaido/shared';
import { act, render, screen } from '@testing-library/react';
import { ToastArea } from './ToastArea';

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
});
