import { type FormEvent, useEffect, useId, useState } from 'react';

/**
 * The keyword box of a tours list ("food tour Lisbon"): shows the search the list answers (the
 * address's `q`) and starts a new one on Enter or "Search". A search landmark, so screen-reader
 * users can jump to it.
 */
export function KeywordSearch({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const id = useId();
  const [text, setText] = useState(query);
  // Back and Forward change the address's query: the box follows.
  useEffect(() => setText(query), [query]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
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
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>
    </form>
  );
}
