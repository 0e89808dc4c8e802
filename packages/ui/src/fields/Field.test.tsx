import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Field } from './Field';

function Town({ hint, error }: { hint?: string; error?: string }) {
  return (
    <main>
      <Field label="Town" hint={hint} error={error}>
        {(control) => <input {...control} autoComplete="address-level2" />}
      </Field>
    </main>
  );
}

describe('Field', () => {
  it('names its control by the label, and without a hint or an error describes nothing and marks nothing invalid', () => {
    render(<Town />);
    const box = screen.getByRole('textbox', { name: 'Town' });
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the hint with the control', () => {
    render(<Town hint="Where the tour starts." />);
    const box = screen.getByRole('textbox', { name: 'Town' });
    expect(box).toHaveAccessibleDescription('Where the tour starts.');
    expect(box).not.toBeInvalid();
  });

  it('reads the hint then the error, marks the control invalid and announces the error', () => {
    render(<Town hint="Where the tour starts." error="Enter a town." />);
    const box = screen.getByRole('textbox', { name: 'Town' });
    expect(box).toHaveAccessibleDescription('Where the tour starts. Enter a town.');
    expect(box).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a town.');
  });

  it('reads the error alone when there is no hint', () => {
    render(<Town error="Enter a town." />);
    expect(screen.getByRole('textbox', { name: 'Town' })).toHaveAccessibleDescription('Enter a town.');
  });

  it('gives each field its own ids', () => {
    render(
      <main>
        <Field label="From" error="Too early.">
          {(control) => <input {...control} />}
        </Field>
        <Field label="To" error="Too late.">
          {(control) => <input {...control} />}
        </Field>
      </main>,
    );
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAccessibleDescription('Too early.');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription('Too late.');
  });

  it('passes axe, with a hint and an error', async () => {
    const { container } = render(<Town hint="Where the tour starts." error="Enter a town." />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
