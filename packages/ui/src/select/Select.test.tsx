import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import { Select } from './Select';

const SORTS = [
  { value: '', label: 'City (A–Z)' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'rating', label: 'Top rated' },
];

function SortBy({ onChange = () => {}, error }: { onChange?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <main>
      <Select
        label="Sort by"
        value={value}
        options={SORTS}
        hint="Prices in other currencies are compared in EUR."
        error={error}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </main>
  );
}

describe('Select', () => {
  it('is a native select named by its label, its options in order, the current one chosen', () => {
    render(<SortBy />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'City (A–Z)',
      'Price: low to high',
      'Top rated',
    ]);
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Prices in other currencies are compared in EUR.');
  });

  it('is reached with Tab and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortBy onChange={onChange} />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Top rated');
    expect(onChange).toHaveBeenLastCalledWith('rating');
    expect(select).toHaveValue('rating');
  });

  it('announces an error and reads it after the hint', () => {
    render(<SortBy error="Choose how to sort." />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose how to sort.');
    expect(select).toHaveAccessibleDescription(
      'Prices in other currencies are compared in EUR. Choose how to sort.',
    );
  });

  it('passes axe', async () => {
    const { container } = render(<SortBy error="Choose how to sort." />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
