import { testQueryClient } from '@gaido/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderAlone, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordForm } from './NewPasswordForm';

// Saving is a mutation: the form runs under the page's query client, as in the app.
function render(ui: ReactElement) {
  return renderAlone(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);
}

describe('NewPasswordForm', () => {
  it('checks the length and the confirmation before saving', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(<NewPasswordForm submitLabel="Change password" save={save} describeError={() => 'failed'} />);
    await userEvent.type(screen.getByLabelText('New password'), '12345');
    await userEvent.type(screen.getByLabelText('Confirm new password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a valid password and shows how a failure reads, keeping what was typed', async () => {
    const save = vi.fn().mockRejectedValue(new Error('Token expired'));
    render(
      <NewPasswordForm
        submitLabel="Reset password"
        save={save}
        describeError={(error) => `${(error as Error).message}. Ask for a new link.`}
      />,
    );
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(save).toHaveBeenCalledWith('long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token expired. Ask for a new link.');
    expect(screen.getByLabelText('New password')).toHaveValue('long-enough');
  });
});
