import { apiRequest, type City, queryKeys } from '@gaido/shared';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Accent- and case-insensitive, so "Sao" finds São Paulo. */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function matchCities(cities: City[], query: string, limit = 6): City[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [];
  return cities
    .filter((city) => normalizeForSearch(`${city.name} ${city.country}`).includes(needle))
    .slice(0, limit);
}

/** A combobox (WAI-ARIA 1.2 pattern): suggestions as you type, arrows to move, Enter to go. */
export function CitySearch() {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const inputId = useId();
  const cities = useQuery({
    queryKey: queryKeys.cities.all,
    queryFn: () => apiRequest<City[]>('/cities'),
  });
  const suggestions = useMemo(() => matchCities(cities.data ?? [], query), [cities.data, query]);
  const open = suggestions.length > 0;

  function go(city: City | undefined) {
    if (!city) return;
    navigate(`/tours/${city.slug}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(suggestions[active]);
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  }

  return (
    <div className="city-search">
      <label htmlFor={inputId}>Search a city</label>
      <input
        id={inputId}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        placeholder="Lisbon, Kyoto, Mexico City…"
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {cities.isError && <p className="field-error">Cities could not be loaded. Try again in a moment.</p>}
      <div id={listId} role="listbox" aria-label="Cities" className="suggestions" hidden={!open}>
        {suggestions.map((city, index) => (
          <div
            key={city.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            onMouseDown={(event) => {
              event.preventDefault();
              go(city);
            }}
          >
            {city.name}, <span className="muted">{city.country}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
