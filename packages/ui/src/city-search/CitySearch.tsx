import { type KeyboardEvent, useId, useState } from 'react';
import './citySearch.css';

/** A city the search can suggest: the app's own city objects fit as they are. */
export interface CityOption {
  id: string;
  name: string;
  country?: string | null | undefined;
}

/**
 * Where the suggestions for the text in the box stand: `loading` while they are being found (the text
 * changed, or a request is out), `error` when they could not be, `done` when `options` answer the text.
 */
export type CitySearchStatus = 'loading' | 'error' | 'done';

export interface CitySearchProps<City extends CityOption> {
  /** The text in the box; the app finds the cities for it. */
  text: string;
  onTextChange: (text: string) => void;
  /** The cities for `text`, best first. */
  options: readonly City[];
  status: CitySearchStatus;
  onChoose: (city: City) => void;
  /** The city shown with "your city" beside it. */
  ownCityId?: string | null | undefined;
  label?: string;
  placeholder?: string;
}

/**
 * The city search: type part of a city or country, choose a suggestion. A combobox with a listbox
 * popup (WAI-ARIA 1.2): the arrows move through the suggestions (wrapping), Enter chooses, Escape closes
 * the list (and clears the text when it is already closed). No suggestion is highlighted until an arrow
 * moves to one, so the first ArrowDown lands on the first city; Enter with none highlighted chooses the
 * first. Where the suggestions come from (a list in memory, the API) is the app's: this is the widget.
 */
export function CitySearch<City extends CityOption>({
  text,
  onTextChange,
  options,
  status,
  onChoose,
  ownCityId,
  label = 'Search a city',
  placeholder = 'Lisbon, Kyoto, Mexico City…',
}: CitySearchProps<City>) {
  /** The highlighted suggestion; -1 = none. */
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const listId = useId();
  const inputId = useId();
  const hintId = useId();
  const searched = text.trim();
  const open = searched !== '' && options.length > 0 && !dismissed;
  const noMatch = status === 'done' && searched !== '' && options.length === 0;

  function choose(city: City | undefined) {
    if (!city) return;
    setDismissed(true);
    onChoose(city);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setDismissed(true);
      else onTextChange('');
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (searched === '' || options.length === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setDismissed(false);
        setActive(down ? 0 : options.length - 1);
        return;
      }
      setActive((index) =>
        index < 0
          ? down
            ? 0
            : options.length - 1
          : (index + (down ? 1 : -1) + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(options[active] ?? options[0]);
    }
  }

  return (
    <div className="city-search">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          onTextChange(event.target.value);
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
      {status === 'error' && (
        <p className="field-error">Cities could not be loaded. Try again in a moment.</p>
      )}
      {noMatch && (
        <p className="muted" role="status">
          No city matches “{searched}”.
        </p>
      )}
      <div id={listId} role="listbox" aria-label="Cities" className="suggestions" hidden={!open}>
        {options.map((city, index) => (
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
              choose(city);
            }}
            onMouseMove={() => setActive(index)}
          >
            {city.name}
            {city.country && (
              <>
                , <span className="muted">{city.country}</span>
              </>
            )}
            {city.id === ownCityId && <span className="city-note"> · your city</span>}
          </div>
        ))}
      </div>
    </div>
  );
}
