import type { OnboardingCity } from '@gaido/shared';
import { useOnboardingCities } from '@gaido/shared/onboarding';
import { useEffect, useId, useState } from 'react';
import type { QuizAnswers } from '../quizModel';

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function CityStep({
  answers,
  onChange,
}: {
  answers: QuizAnswers;
  onChange: (patch: Partial<QuizAnswers>) => void;
}) {
  const [query, setQuery] = useState(answers.preferredCity ?? '');
  const term = useDebounced(query.trim(), 250);
  const inputId = useId();
  const resultsId = useId();
  const results = useOnboardingCities(term, { enabled: term.length >= 2 });
  const cities: OnboardingCity[] = results.data ?? [];
  return (
    <fieldset className="quiz-step quiz-city">
      <legend>Where are you going?</legend>
      <label htmlFor={inputId}>City</label>
      <input
        id={inputId}
        type="text"
        value={query}
        autoComplete="off"
        aria-describedby={resultsId}
        placeholder="Start typing a city"
        onChange={(event) => setQuery(event.target.value)}
      />
      <div id={resultsId} aria-live="polite" className="city-results">
        {term.length < 2 ? (
          <p className="muted">Type at least two letters.</p>
        ) : results.isPending ? (
          <p className="muted">Searching…</p>
        ) : results.isError ? (
          <p className="field-error">The city search is unavailable. Try again in a moment.</p>
        ) : cities.length === 0 ? (
          <p className="muted">No city matches “{term}”.</p>
        ) : (
          <div role="radiogroup" aria-label="Matching cities" className="choice-cards">
            {cities.map((city) => (
              <label key={city.id} className="choice-card">
                <input
                  type="radio"
                  name="city"
                  value={city.id}
                  checked={answers.cityId === city.id}
                  onChange={() =>
                    onChange({ cityId: city.id, preferredCity: city.name, preferredCountry: city.country })
                  }
                />
                <span>
                  {city.name}
                  <span className="visually-hidden">, </span>
                  <span className="choice-card-detail">{city.country}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </div>
    </fieldset>
  );
}
