import type { City } from '@gaido/shared';
import { aCity, aList } from '@gaido/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { API, renderWithProviders } from '../test/render';
import { server } from '../test/setup';
import { CitySearch } from './CitySearch';

const city = (id: string, name: string, country: string, slug: string): City =>
  aCity({ id: `00000000-0000-4000-8000-00000000000${id}`, name, country, slug });
const CITIES = [
  city('1', 'Lisbon', 'Portugal', 'lisbon'),
  city('2', 'Porto', 'Portugal', 'porto'),
  city('3', 'São Paulo', 'Brazil', 'sao-paulo'),
  city('4', 'Kraków', 'Poland', 'krakow'),
  city('5', 'Rome', 'Italy', 'rome'),
  city('6', 'Tbilisi', 'Georgia', 'tbilisi'),
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSearch(preferredCity: City | null = null) {
  server.use(http.get(`${API}/cities`, () => HttpResponse.json(aList(CITIES))));
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<CitySearch preferredCity={preferredCity} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search a city' });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the city search on the home page', () => {
  it('suggests cities as you type, by name or country, ignoring accents and case', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(input(), 'sao');
    await vi.waitFor(() => expect(options()).toEqual(['São Paulo, Brazil']));
    await user.clear(input());
    await user.type(input(), 'PORTUGAL');
    expect(options()).toEqual(['Lisbon, Portugal', 'Porto, Portugal']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes to the city’s tours with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(input(), 'po');
    await vi.waitFor(() => expect(options()).toHaveLength(3));
    // "Porto" starts with the text; Kraków (Poland) and Lisbon (Portugal) only contain it.
    expect(options()).toEqual(['Porto, Portugal', 'Kraków, Poland', 'Lisbon, Portugal']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const [, second] = screen.getAllByRole('option');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/tours/krakow');
  });

  it('highlights no suggestion until an arrow key moves to one: the first ArrowDown is the first city', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(input(), 'lis');
    await vi.waitFor(() => expect(options()).toEqual(['Lisbon, Portugal', 'Tbilisi, Georgia']));
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
    ]);
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Lisbon, Portugal' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/tours/lisbon');
  });

  it('goes to the best match on Enter when no suggestion is highlighted', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(input(), 'lis');
    await vi.waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/tours/lisbon');
  });

  it('goes to the city’s tours on a click', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(input(), 'rom');
    await user.click(await screen.findByRole('option', { name: /Rome/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/tours/rome');
  });

  it('puts the user’s own city first', async () => {
    const user = userEvent.setup();
    renderSearch(CITIES[1] ?? null);
    await user.type(input(), 'portugal');
    await vi.waitFor(() => expect(options()).toEqual(['Porto, Portugal · your city', 'Lisbon, Portugal']));
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(input(), 'lis');
    await vi.waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('lis');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('says when no city matches', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(input(), 'atlantis');
    expect(await screen.findByRole('status')).toHaveTextContent('No city matches “atlantis”.');
  });
});
