import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import { Dialog, DialogActions, type DialogProps } from './Dialog';
import { Sheet } from './Sheet';

type Kind = typeof Dialog;

/** A page with a button that opens the dialog, and a field that must stay out of reach while it is open. */
function Page({ Modal = Dialog, ...props }: Partial<DialogProps> & { Modal?: Kind }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <label>
        Behind <input />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Delete this folder?" {...props}>
        <label>
          Name <input />
        </label>
        <DialogActions>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="button">Delete folder</button>
        </DialogActions>
      </Modal>
    </main>
  );
}

async function openIt(user: ReturnType<typeof userEvent.setup>) {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  await user.keyboard('{Enter}');
  return opener;
}

describe.each([
  ['Dialog', Dialog, 'ui-dialog'],
  ['Sheet', Sheet, 'ui-sheet'],
] as const)('%s', (_, Modal, className) => {
  it('is named by its title, described by its description, and takes focus inside', async () => {
    const user = userEvent.setup();
    render(<Page Modal={Modal} description="It cannot be undone." />);
    await openIt(user);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this folder?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(dialog).toHaveClass(className);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('keeps Tab inside, in both directions', async () => {
    const user = userEvent.setup();
    render(<Page Modal={Modal} />);
    await openIt(user);
    await screen.findByRole('dialog');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete folder' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page Modal={Modal} />);
    const opener = await openIt(user);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its × button and by its own buttons, focus back on the opener each time', async () => {
    const user = userEvent.setup();
    render(<Page Modal={Modal} />);
    const opener = await openIt(user);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    await openIt(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('hides the page behind from screen readers and stops it scrolling while open', async () => {
    const user = userEvent.setup();
    render(<Page Modal={Modal} />);
    await openIt(user);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('textbox', { name: 'Behind' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Behind', hidden: true })).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('passes axe while open', async () => {
    const user = userEvent.setup();
    render(<Page Modal={Modal} description="It cannot be undone." />);
    await openIt(user);
    expect(await axeViolations(await screen.findByRole('dialog'))).toEqual([]);
  });
});

/** The opener hides itself while the dialog is open, as a deleted folder's button would. */
function Vanishing({ returnFocus }: { returnFocus: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1 tabIndex={-1}>Saved gems</h1>
      {!open && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Folder"
        returnFocus={returnFocus}
        fallbackFocus={() => screen.getByRole('heading', { name: 'Saved gems' })}
      />
    </>
  );
}

describe('Dialog options', () => {
  it('when not dismissible, stays open on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    render(<Page dismissible={false} />);
    await openIt(user);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const overlay = document.querySelector('.ui-dialog-overlay');
    if (overlay) await user.click(overlay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks as an alertdialog without a × when told to', async () => {
    const user = userEvent.setup();
    render(<Page role="alertdialog" closeLabel={null} />);
    await openIt(user);
    expect(await screen.findByRole('alertdialog', { name: 'Delete this folder?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('sends focus to the fallback when the opener left the page, and nowhere when told not to return it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Vanishing returnFocus />);
    await openIt(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Saved gems' })).toHaveFocus());
    unmount();

    render(<Vanishing returnFocus={false} />);
    await openIt(user);
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: 'Saved gems' })).not.toHaveFocus();
  });

  it('shows its title as a label, not a heading, when its content brings the heading', async () => {
    render(
      <main>
        <Sheet open onOpenChange={() => {}} title="Alfama Food Walk" titleAs="label">
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading">Book this tour</h2>
            <label>
              Guests <input />
            </label>
          </section>
        </Sheet>
      </main>,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    expect(within(sheet).getByText('Alfama Food Walk')).toBeVisible();
    expect(
      within(sheet)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Book this tour']);
    expect(await axeViolations(sheet)).toEqual([]);
  });

  it('puts focus first where it is told to', async () => {
    const user = userEvent.setup();
    render(<Page initialFocus={() => screen.getByRole('button', { name: 'Delete folder' })} />);
    await openIt(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete folder' })).toHaveFocus());
  });
});
