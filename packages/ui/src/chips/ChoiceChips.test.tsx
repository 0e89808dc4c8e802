import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import { ChoiceChips } from './ChoiceChips';

const LENGTHS = [
  { value: '', label: 'Any length' },
  { value: 'short', label: 'Up to 2 hours' },
  { value: 'medium', label: '2 to 3 hours' },
  { value: 'long', label: 'More than 3 hours' },
];

function Duration({
  onChange = () => {},
  initial = '',
}: {
  onChange?: (value: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <main>
      <ChoiceChips
        legend="Duration"
        value={value}
        choices={LENGTHS}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">After</button>
    </main>
  );
}

describe('ChoiceChips', () => {
  it('is a named group of radios, one per chip, named by its words, the current one checked', () => {
    render(<Duration initial="medium" />);
    const group = screen.getByRole('group', { name: 'Duration' });
    expect(group).toBeVisible();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '',
      'short',
      'medium',
      'long',
    ]);
    expect(screen.getByRole('radio', { name: '2 to 3 hours' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any length' })).not.toBeChecked();
  });

  it('is one Tab stop: Tab reaches the checked chip, the arrow keys move and choose, Tab leaves', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Duration onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Any length' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Up to 2 hours' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Up to 2 hours' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('short');
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('chooses a chip on a press of its words', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Duration onChange={onChange} />);
    await user.click(screen.getByText('More than 3 hours'));
    expect(onChange).toHaveBeenLastCalledWith('long');
    expect(screen.getByRole('radio', { name: 'More than 3 hours' })).toBeChecked();
  });

  it('passes axe', async () => {
    const { container } = render(<Duration initial="short" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
