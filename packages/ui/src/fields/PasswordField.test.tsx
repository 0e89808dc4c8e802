import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Harness(props: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <form>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={value}
        onChange={setValue}
        {...props}
      />
    </form>
  );
}

const box = () => screen.getByLabelText('Password');

describe('PasswordField', () => {
  it('hides what is typed until Show, and hides it again with Hide, keeping the value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'tagus river');
    expect(box()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(box()).toHaveAttribute('type', 'text');
    expect(box()).toHaveValue('tagus river');
    expect(box()).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(box()).toHaveAttribute('type', 'password');
  });

  it('is one Tab stop for the box and one for the button, and Space or Enter on the button never submits', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <PasswordField label="Password" autoComplete="current-password" value="" onChange={() => {}} />
      </form>,
    );
    await user.tab();
    expect(box()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(box()).toHaveAttribute('type', 'text');
    await user.keyboard('{Enter}');
    expect(box()).toHaveAttribute('type', 'password');
    expect(submitted).toBe(0);
  });

  it('reads the hint and the error with the box, and marks it invalid', () => {
    render(<Harness hint="At least 6 characters." error="Password must be at least 6 characters" />);
    expect(box()).toHaveAccessibleDescription(
      'At least 6 characters. Password must be at least 6 characters',
    );
    expect(box()).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
  });

  it('passes axe, hidden and shown', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness hint="At least 6 characters." />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
