import { formatTourDate, formatTourTime, type SlotSuggestion } from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { useEffect, useRef } from 'react';

/** "No longer available", said clearly, with the nearest free departures one click away. */
export function SlotUnavailableNotice({
  message,
  alternatives,
  timezone,
  onChoose,
}: {
  message: string;
  alternatives: SlotSuggestion[];
  timezone: string;
  onChoose: (suggestion: SlotSuggestion) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="slot-unavailable" role="alert">
      <h3 ref={heading} tabIndex={-1}>
        This time is no longer available
      </h3>
      <p>{message}</p>
      {alternatives.length > 0 ? (
        <>
          <p>The nearest free times:</p>
          <ul className="suggestions-list">
            {alternatives.map((suggestion) => (
              <li key={`${suggestion.date} ${suggestion.time}`}>
                <Button onClick={() => onChoose(suggestion)}>
                  {formatTourDate(suggestion.date, undefined, 'short')},{' '}
                  {formatTourTime(suggestion.startsAt, timezone)} · {suggestion.remaining}{' '}
                  {suggestion.remaining === 1 ? 'place' : 'places'} left
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Pick another date in the calendar.</p>
      )}
    </div>
  );
}
