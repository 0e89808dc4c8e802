// GET /gems?cityId (spec 7): every gem of a city, page 1 then the rest in parallel (shared
// getGemsByCity: each page read as its contract describes it), shown as the pages arrive when they
// take a while: the gems so far are on the map while the others are still on their way (10,000 gems
// are 34 pages of 300).
import { queryKeys } from '@gaido/shared';
import { type GemSummary, getGemsByCity } from '@gaido/shared/gems';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { mapProbe } from '../mapProbe';

export interface CityGems {
  gems: GemSummary[];
  /** False while further pages are still coming: `gems` is what has arrived so far. */
  complete: boolean;
}

/**
 * While a city's pages arrive the map gets nothing during the fetch's first PROGRESS_INTERVAL_MS: a
 * city whose gems are all in by then is drawn once, complete. After that it gets the gems so far (at
 * most PROGRESS_MAX_GEMS of them), then again each time they have doubled, at most once a second,
 * while it shows fewer than PROGRESS_MAX_GEMS: each update re-sorts every gem and hands every point
 * to the map's worker again. Updating every second made a 50,000-gem city idle after 17-29 s instead
 * of ~6 s (the main thread did little but redraw), and every 250 ms cost a 10,000-gem city ~0.5 s;
 * drawing the first page at once, then all 10,000 gems 0.5 s later, cost it ~0.3 s against drawing
 * them once (scripts/bench-map.mjs, 2-core machine).
 */
export const PROGRESS_INTERVAL_MS = 1000;
export const PROGRESS_GROWTH = 2;
export const PROGRESS_MAX_GEMS = 5000;

export function cityGemsQueryKey(cityId: string) {
  return [...queryKeys.gems.byCity(cityId), 'as-they-come'] as const;
}

/** An early fetch older than this is not taken over: the page fetches afresh. */
export const EARLY_FETCH_MAX_AGE_MS = 30_000;

interface EarlyCityGems {
  cityId: string;
  startedAt: number;
  controller: AbortController;
  /** The gems so far, and who wants to hear of more (the query that took the fetch over). */
  latest: GemSummary[] | null;
  onProgress: ((gems: GemSummary[]) => void) | null;
  gems: Promise<GemSummary[]>;
}

let early: EarlyCityGems | null = null;

/**
 * Starts fetching a city's gems before React renders the map page: the page's module calls it when it
 * runs, which the host does for the opened page while it renders its shell (~0.1-0.2 s before
 * the page's own effects). The page's query takes the fetch over, once, for the same city.
 */
export function fetchCityGemsEarly(cityId: string): void {
  if (early) return;
  const controller = new AbortController();
  const entry: EarlyCityGems = {
    cityId,
    startedAt: performance.now(),
    controller,
    latest: null,
    onProgress: null,
    gems: Promise.resolve([]),
  };
  entry.gems = getGemsByCity(cityId, {
    signal: controller.signal,
    onProgress: ({ gems }) => {
      entry.latest = gems;
      entry.onProgress?.(gems);
    },
  });
  early = entry;
}

/** The early fetch of this city, if one is fresh; any other early fetch is called off. */
function takeEarlyCityGems(cityId: string): EarlyCityGems | null {
  const entry = early;
  early = null;
  if (!entry) return null;
  if (entry.cityId === cityId && performance.now() - entry.startedAt <= EARLY_FETCH_MAX_AGE_MS) return entry;
  entry.controller.abort();
  return null;
}

/** For tests. */
export function forgetEarlyCityGems(): void {
  early?.controller.abort();
  early = null;
}

export function cityGemsQueryOptions(cityId: string) {
  const queryKey = cityGemsQueryKey(cityId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }): Promise<CityGems> => {
      const taken = takeEarlyCityGems(cityId);
      const started = taken?.startedAt ?? performance.now();
      // Timed for the benchmark (scripts/bench-map.mjs): how long all pages of a city take.
      mapProbe.update({ cityId, fetchStartedAt: started, fetchMs: null });
      // A refetch keeps showing the complete list it has until the new one is in: no partial flashes.
      const showPartial = client.getQueryData(queryKey) === undefined;
      const progress = showPartial ? partialUpdates(client, queryKey, signal, started) : null;
      try {
        let fetching: Promise<GemSummary[]>;
        if (taken) {
          signal.addEventListener('abort', () => taken.controller.abort(), { once: true });
          if (signal.aborted) taken.controller.abort();
          taken.onProgress = (gems) => progress?.offer(gems);
          if (taken.latest) progress?.offer(taken.latest);
          fetching = taken.gems;
        } else {
          fetching = getGemsByCity(cityId, {
            signal,
            ...(progress ? { onProgress: ({ gems }) => progress.offer(gems) } : {}),
          });
        }
        const gems = await fetching;
        mapProbe.update({ fetchMs: performance.now() - started, fetchedGems: gems.length });
        return { gems, complete: true };
      } finally {
        progress?.stop();
        // Called off midway (the user picked another city): React Query keeps what setQueryData put
        // there, so the half list would pass for fresh data for minutes. Mark it stale: back on this
        // city, the page shows it and fetches the whole list again.
        if (signal.aborted && progress?.wrote()) {
          void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
        }
      }
    },
  });
}

/**
 * Puts the gems received so far into the cache: nothing during the fetch's first interval, then the
 * gems so far, later ones as they double, spaced out and while few (see PROGRESS_MAX_GEMS), and none
 * once the fetch was called off.
 */
function partialUpdates(
  client: QueryClient,
  queryKey: ReturnType<typeof cityGemsQueryKey>,
  signal: AbortSignal,
  fetchStartedAt: number,
) {
  let latest: GemSummary[] | null = null;
  let shown = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Counted from the start of the fetch: its first interval draws nothing partial.
  let lastAt = fetchStartedAt;
  let stopped = false;
  const flush = () => {
    timer = undefined;
    if (stopped || signal.aborted || !latest) return;
    lastAt = performance.now();
    const gems = latest.length > PROGRESS_MAX_GEMS ? latest.slice(0, PROGRESS_MAX_GEMS) : latest;
    shown = gems.length;
    client.setQueryData<CityGems>(queryKey, { gems, complete: false });
    latest = null;
  };
  return {
    offer(gems: GemSummary[]) {
      if (stopped || signal.aborted || shown >= PROGRESS_MAX_GEMS) return;
      latest = gems;
      if (timer !== undefined || gems.length < shown * PROGRESS_GROWTH) return;
      timer = setTimeout(flush, Math.max(0, lastAt + PROGRESS_INTERVAL_MS - performance.now()));
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    },
    wrote: () => shown > 0,
  };
}

/**
 * Starts loading a city's gems before anything needs them (the map page knows the city from the URL
 * while the cities list is still loading).
 */
export function prefetchCityGems(client: QueryClient, cityId: string) {
  return client.prefetchQuery(cityGemsQueryOptions(cityId));
}

export function useCityGems(cityId: string | null) {
  return useQuery({ ...cityGemsQueryOptions(cityId ?? ''), enabled: cityId !== null });
}
