import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../button/Button';
import './keywordSearch.css';

export interface KeywordSearchProps {
  /** The search the page shows the results of (the address's `q`): the box follows it. */
  query?: string;
  /** Enter or the button: the words, trimmed (empty for "everything"). */
  onSearch: (query: string) => void;
  /** The landmark's name, which says what is searched. */
  name: string;
  label: string;
  placeholder?: string;
  hint?: ReactNode;
}

/**
 * A keyword search ("food tour Lisbon"): a search landmark with a labelled search box and a button,
 * so screen-reader users can jump to it; Enter or the button searches.
 */
export function KeywordSearch({ query = '', onSearch, name, label, placeholder, hint }: KeywordSearchProps) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState(query);
  // Back and Forward change the page's query: the box follows.
  useEffect(() => setText(query), [query]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is a landmark for every screen reader; <search> is not known to all of them yet
    <form role="search" aria-label={name} className="keyword-search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="keyword-search-row">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </div>
      {hint && (
        <span id={hintId} className="muted small">
          {hint}
        </span>
      )}
    </form>
  );
}
