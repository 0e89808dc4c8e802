import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCitySearch } from '../api/searchCities';

/** A combobox (ARIA 1.2 pattern): type part of a city or country, pick one, see its tours. */
export function CitySearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const cities = useCitySearch(debounced);
  const results = (cities.data ?? []).slice(0, 8);
  const expanded = open && debounced.trim().length > 0 && results.length > 0;
  const listId = `${id}-cities`;

  function go(index: number) {
    const city = results[index];
    if (!city) return;
    setOpen(false);
    setText(city.name);
    navigate(city.slug ? `/tours/${city.slug}` : `/tours/city/${city.id}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(results.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      go(Math.max(active, 0));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="city-search">
      <label htmlFor={`${id}-input`}>Search a city</label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Lisbon, Kyoto, Mexico…"
        value={text}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <div id={listId} role="listbox" aria-label="Cities" className="suggestions" hidden={!expanded}>
        {results.map((city, index) => (
          <div
            key={city.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            onMouseDown={(event) => {
              // Keep focus in the input: its blur would close the list before the click lands.
              event.preventDefault();
              go(index);
            }}
            onMouseMove={() => setActive(index)}
          >
            {city.name}
            {city.country ? `, ${city.country}` : ''}
          </div>
        ))}
      </div>
      {open && debounced.trim() && cities.isSuccess && results.length === 0 && (
        <p className="muted small" role="status">
          No city matches “{debounced.trim()}”.
        </p>
      )}
    </div>
  );
}
