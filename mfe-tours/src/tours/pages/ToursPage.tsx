import type { PagePrefetch } from '@gaido/shared';
import { Button } from '@gaido/ui/button';
import { KeywordSearch } from '@gaido/ui/keyword-search';
import { LoadingState } from '@gaido/ui/states';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { prefetchTours, type TourFilters, useTours } from '../api/getTours';
import { CitySearch } from '../components/CitySearch';
import { TourFiltersForm } from '../components/TourFiltersForm';
import { LoadError, Pager, ToursGrid } from '../components/ToursGrid';
import {
  activeFilterCount,
  CITY_DEFAULT_SORT,
  type FilterKey,
  filtersFromParams,
  withFilter,
} from '../filters';
import '../tours.css';

const RESULTS_PER_PAGE = 24;

/** The list's filters: the address's, a city's when on a city page, and the page size. */
function listFilters(params: URLSearchParams, city?: TourFilters): TourFilters {
  const filters = { ...filtersFromParams(params), ...city, limit: RESULTS_PER_PAGE };
  // A city's tours open best first.
  if (city && !filters.sort) filters.sort = CITY_DEFAULT_SORT;
  return filters;
}

/** The host calls this with the opened route as soon as this module has loaded. */
export const prefetch: PagePrefetch = ({ searchParams, queryClient }) =>
  prefetchTours(queryClient, listFilters(searchParams));

/** /tours: every city's tours, with filters, sort and a city search. */
export default function ToursPage() {
  return (
    <section aria-labelledby="tours-title">
      <h1 id="tours-title">Tours</h1>
      <CitySearch />
      <FilteredTours emptyText="No tours match these filters." />
    </section>
  );
}

/** The filter form and the results, driven by the URL's search params; shared with the city pages. */
export function FilteredTours({
  city,
  emptyText,
}: {
  city?: { cityId?: string | undefined; citySlug?: string | undefined };
  emptyText: string;
}) {
  const [params, setParams] = useSearchParams();
  const filters = listFilters(params, city);
  const tours = useTours(filters);
  const change = (key: FilterKey, value: string) =>
    setParams(withFilter(params, key, value), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeFilterCount(params);
  const total = tours.data?.meta.totalRecords;
  const query = params.get('q')?.trim() ?? '';
  // A new search is a new page of history (Back returns to the previous one), unlike a filter change.
  const search = (text: string) => setParams(withFilter(params, 'q', text));
  return (
    <div className="tours-layout">
      <div className="tour-filters-aside">
        <TourFiltersForm cityId={city?.cityId} params={params} onChange={change} onClear={clear} />
      </div>
      <div className="tours-results">
        <KeywordSearch
          name="Tours"
          label="Search tours"
          placeholder="Food tour Lisbon, street art, Kyoto…"
          query={query}
          onSearch={search}
        />
        <p className="filters-button-row">
          <Button aria-haspopup="dialog" aria-expanded={sheetOpen} onClick={() => setSheetOpen(true)}>
            Filters{active > 0 ? ` (${active})` : ''}
          </Button>
        </p>
        {sheetOpen && (
          <FilterSheet onClose={() => setSheetOpen(false)} total={total}>
            <TourFiltersForm cityId={city?.cityId} params={params} onChange={change} onClear={clear} />
          </FilterSheet>
        )}
        {tours.isPending ? (
          <LoadingState label="Loading tours…" />
        ) : tours.isError ? (
          <LoadError onRetry={() => void tours.refetch()} />
        ) : (
          <>
            <p className="muted" role="status">
              {resultsSummary(tours.data.meta.totalRecords, query)}
            </p>
            <ToursGrid
              tours={tours.data.data}
              emptyText={query ? `No tours match “${query}”. Try fewer words or another city.` : emptyText}
              headingLevel={2}
            />
            <Pager
              page={filters.page ?? 1}
              totalPages={tours.data.meta.totalPages}
              onChange={(page) => setParams(withFilter(params, 'page', String(page)))}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** "3 tours match “food tour Lisbon”", or without a search "42 tours with local guides". */
export function resultsSummary(total: number, query: string): string {
  const tours = `${total} ${total === 1 ? 'tour' : 'tours'}`;
  return query ? `${tours} ${total === 1 ? 'matches' : 'match'} “${query}”` : `${tours} with local guides`;
}

/**
 * On a phone the results come first and the filters wait behind one button, in a sheet (a modal
 * <dialog>: focus stays inside, Escape closes it). Every change applies at once, as beside the list.
 */
function FilterSheet({
  total,
  onClose,
  children,
}: {
  total: number | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog ref={ref} className="filter-sheet" aria-labelledby={titleId} onClose={onClose}>
      <div className="filter-sheet-header">
        <h2 id={titleId}>Filters</h2>
        <Button onClick={onClose}>Close</Button>
      </div>
      {children}
      <Button variant="primary" className="filter-sheet-done" onClick={onClose}>
        {total === undefined ? 'Show tours' : `Show ${total} ${total === 1 ? 'tour' : 'tours'}`}
      </Button>
    </dialog>
  );
}
