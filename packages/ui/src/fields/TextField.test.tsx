import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import { TextField, type TextFieldProps } from './TextField';

function Harness(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <TextField label="Email" type="email" autoComplete="email" value={value} onChange={setValue} {...props} />
  );
}

describe('TextField', () => {
  it('is a labelled box that reports what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeInvalid();
  });

  it('reads its hint and its error with the box, and marks it invalid', () => {
    render(<Harness hint="The one you signed up with." error="Please enter a valid email" />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAccessibleDescription('The one you signed up with. Please enter a valid email');
    expect(box).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email');
  });

  it('passes axe, with and without an error', async () => {
    const { container, rerender } = render(<Harness />);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<Harness error="Please enter a valid email" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
