import type { City } from '@gaido/shared';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCities } from './home/api/cities';
import { matchCities } from './home/citySearchMatch';

/**
 * The home page's city search: works without an account, suggests cities as you type and
 * goes to the chosen city's tours. A combobox with a listbox popup (WAI-ARIA 1.2): arrows move
 * through the suggestions, Enter goes, Escape closes the list (and clears the text when it is
 * already closed). The user's own city comes first. No suggestion is highlighted until an arrow key
 * moves to one, so the first ArrowDown lands on the first city; Enter with none highlighted goes to
 * the best match.
 */
export function CitySearch({ preferredCity = null }: { preferredCity?: City | null }) {
  const [query, setQuery] = useState('');
  /** The highlighted suggestion; -1 = none. */
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const inputId = useId();
  const hintId = useId();
  const cities = useCities();
  const suggestions = useMemo(
    () => matchCities(cities.data ?? [], query, preferredCity ? { preferredId: preferredCity.id } : {}),
    [cities.data, query, preferredCity],
  );
  const open = suggestions.length > 0 && !dismissed;
  const noMatch = cities.isSuccess && query.trim() !== '' && suggestions.length === 0;

  function go(city: City | undefined) {
    if (!city) return;
    navigate(city.slug ? `/tours/${city.slug}` : `/tours/city/${city.id}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setDismissed(true);
      else setQuery('');
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        index < 0
          ? step > 0
            ? 0
            : suggestions.length - 1
          : (index + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      go(suggestions[active] ?? suggestions[0]);
    }
  }

  return (
    <div className="city-search">
      <label htmlFor={inputId}>Search a city</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Lisbon, Kyoto, Mexico City…"
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setDismissed(false);
        }}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        Type a city or country, then use the arrow keys and Enter to choose.
      </span>
      {cities.isError && <p className="field-error">Cities could not be loaded. Try again in a moment.</p>}
      {noMatch && (
        <p className="muted" role="status">
          No city matches “{query.trim()}”.
        </p>
      )}
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
              // Keep focus in the input: the blur would close the list before the click lands.
              event.preventDefault();
              go(city);
            }}
            onMouseMove={() => setActive(index)}
          >
            {city.name}, <span className="muted">{city.country}</span>
            {city.id === preferredCity?.id && <span className="city-badge"> · your city</span>}
          </div>
        ))}
      </div>
    </div>
  );
}
