import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import { type CityOption, CitySearch, type CitySearchStatus } from './CitySearch';

const CITIES: CityOption[] = [
  { id: '1', name: 'Lisbon', country: 'Portugal' },
  { id: '2', name: 'Porto', country: 'Portugal' },
  { id: '3', name: 'Kraków', country: 'Poland' },
];

/** A search over CITIES as an app would wire it: the text in state, the matches computed from it. */
function Harness({
  onChoose,
  status = 'done',
}: {
  onChoose: (city: CityOption) => void;
  status?: CitySearchStatus;
}) {
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const options = needle
    ? CITIES.filter((city) => `${city.name} ${city.country}`.toLowerCase().includes(needle))
    : [];
  return (
    <CitySearch
      text={text}
      onTextChange={setText}
      options={options}
      status={status}
      onChoose={onChoose}
      ownCityId="3"
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search a city' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const selected = () =>
  screen.queryAllByRole('option', { selected: true }).map((option) => option.textContent);

describe('CitySearch', () => {
  it('suggests the cities for the text, with their country and note', async () => {
    const user = userEvent.setup();
    render(<Harness onChoose={() => {}} />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.type(input(), 'po');
    expect(optionNames()).toEqual(['Lisbon, Portugal', 'Porto, Portugal', 'Kraków, Poland · your city']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Cities' })).toBeVisible();
  });

  it('highlights nothing until an arrow key, then moves and wraps with the arrows', async () => {
    const user = userEvent.setup();
    render(<Harness onChoose={() => {}} />);
    await user.type(input(), 'po');
    expect(selected()).toEqual([]);
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Lisbon, Portugal']);
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual(['Kraków, Poland · your city']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['Lisbon, Portugal']);
  });

  it('chooses the highlighted city with Enter, or the first when none is highlighted', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Harness onChoose={(city) => chosen.push(city.name)} />);
    await user.type(input(), 'po{Enter}');
    await user.clear(input());
    await user.type(input(), 'po{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Lisbon', 'Porto']);
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    render(<Harness onChoose={() => {}} />);
    await user.type(input(), 'po{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('po');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(selected()).toEqual(['Lisbon, Portugal']);
    await user.keyboard('{Escape}{Escape}');
    expect(input()).toHaveValue('');
  });

  it('chooses a city with the pointer, keeping the focus in the box', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Harness onChoose={(city) => chosen.push(city.name)} />);
    await user.type(input(), 'kra');
    await user.click(screen.getByRole('option', { name: /Kraków/ }));
    expect(chosen).toEqual(['Kraków']);
    expect(input()).toHaveFocus();
  });

  it('says when no city matches, and when cities could not be loaded', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness onChoose={() => {}} />);
    await user.type(input(), 'atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No city matches “atlantis”.');
    rerender(<Harness onChoose={() => {}} status="loading" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Harness onChoose={() => {}} status="error" />);
    expect(screen.getByText('Cities could not be loaded. Try again in a moment.')).toBeInTheDocument();
  });

  it('passes axe, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness onChoose={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
    await user.type(input(), 'po{ArrowDown}');
    expect(await axeViolations(container)).toEqual([]);
  });
});
