import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The home page's keyword search ("food tour Lisbon"): as on the travel sites travellers know, it
 * opens the tours list with the search applied and still in its box (`/tours?q=…`), where the
 * results, an empty result or a failure are shown. Without words it opens every tour.
 */
export function TourSearch() {
  const id = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/tours?${new URLSearchParams({ q: query })}` : '/tours');
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is a landmark for every screen reader; <search> is not known to all of them yet
    <form role="search" aria-label="Tours" className="keyword-search" onSubmit={submit}>
      <label htmlFor={id}>Search tours</label>
      <div className="keyword-search-row">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder="Food tour Lisbon, street art, Kyoto…"
          aria-describedby={hintId}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>
      <span id={hintId} className="muted small">
        What you want to do and where: a theme, a neighbourhood, a city.
      </span>
    </form>
  );
}
