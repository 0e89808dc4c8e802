import { formatTourDate } from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { ChoiceChips } from '@gaido/ui/chips';
import { Select } from '@gaido/ui/select';
import { useId } from 'react';
import { useTourFilters } from '../api/getTourFilters';
import { DURATION_OPTIONS, type FilterKey, hasActiveFilters, sortOptionsFor } from '../filters';

/** "Prices in other currencies are compared in EUR at 1 EUR = 1.08 USD (…, set 25 Nov 2026)." */
export function priceComparisonNote(comparison: {
  base: string;
  rates: Record<string, number>;
  asOf: string;
  source: string;
}): string {
  const others = Object.entries(comparison.rates)
    .filter(([currency]) => currency !== comparison.base)
    .map(([currency, rate]) => `1 ${comparison.base} = ${rate} ${currency}`);
  const asOf = formatTourDate(comparison.asOf, undefined, 'long');
  return `Prices in other currencies are compared in ${comparison.base} at ${others.join(', ')} (${comparison.source}, set ${asOf}). Each tour is paid in its own currency.`;
}

/** Filters and sort of a tours list; every change applies at once (the list keeps showing meanwhile). */
export function TourFiltersForm({
  params,
  onChange,
  onClear,
  cityId,
}: {
  /** On a city's page: that city's choices and counts, and its own default sort. */
  cityId?: string | undefined;
  params: URLSearchParams;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  const options = useTourFilters(cityId);
  const value = (key: FilterKey) => params.get(key) ?? '';
  const select = (key: FilterKey, label: string, choices: { value: string; label: string }[]) => (
    <Select label={label} value={value(key)} options={choices} onChange={(next) => onChange(key, next)} />
  );
  const input = (key: FilterKey, label: string, props: Record<string, string | number>) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={value(key)}
        onChange={(event) => onChange(key, event.target.value)}
        {...props}
      />
    </div>
  );
  return (
    <form className="tour-filters" aria-label="Filter tours" onSubmit={(event) => event.preventDefault()}>
      {select('category', 'Category', [
        { value: '', label: 'All categories' },
        ...(options.data?.categories ?? []).map((category) => ({
          value: category.slug,
          label: `${category.name} (${category.tourCount})`,
        })),
      ])}
      {select('language', 'Language', [
        { value: '', label: 'Any language' },
        ...(options.data?.languages ?? []).map((language) => ({
          value: language.name,
          label: language.name,
        })),
      ])}
      <ChoiceChips
        legend="Duration"
        value={value('duration')}
        choices={DURATION_OPTIONS}
        onChange={(next) => onChange('duration', next)}
      />
      {input('minPrice', 'Min price per person', { type: 'number', min: 0, step: 1, inputMode: 'numeric' })}
      {input('maxPrice', 'Max price per person', { type: 'number', min: 0, step: 1, inputMode: 'numeric' })}
      {select('currency', 'Currency', [
        { value: '', label: 'Any currency' },
        ...(options.data?.currencies ?? []).map((currency) => ({
          value: currency.currency,
          label: currency.currency,
        })),
      ])}
      {input('date', 'Date with free places', { type: 'date' })}
      {input('guests', 'Guests', { type: 'number', min: 1, max: 20, step: 1, inputMode: 'numeric' })}
      {select('sort', 'Sort by', sortOptionsFor(Boolean(cityId)))}
      {value('sort').startsWith('price') && options.data?.priceComparison && (
        <p className="muted small">{priceComparisonNote(options.data.priceComparison)}</p>
      )}
      {hasActiveFilters(params) && <Button onClick={onClear}>Clear filters</Button>}
    </form>
  );
}
