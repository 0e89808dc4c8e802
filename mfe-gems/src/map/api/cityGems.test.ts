import { type GemSummary, type GemsByCityOptions, getGemsByCity } from '@gaido/shared/gems';
import { QueryClient } from '@tanstack/react-query';
import { makeGem } from '../../test/fixtures';
import {
  type CityGems,
  cityGemsQueryKey,
  cityGemsQueryOptions,
  EARLY_FETCH_MAX_AGE_MS,
  fetchCityGemsEarly,
  forgetEarlyCityGems,
  PROGRESS_INTERVAL_MS,
  PROGRESS_MAX_GEMS,
} from './cityGems';

vi.mock('@gaido/shared/gems', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@gaido/shared/gems')>()),
  getGemsByCity: vi.fn(),
}));

const CITY = '11111111-1111-4111-8111-111111111111';
const gems = Array.from({ length: 40 }, (_, i) => makeGem({ name: `Gem ${i}` }));

/** getGemsByCity that hands its onProgress to the test and finishes when told to. */
function controlledLoad() {
  const control = {
    progress: (_loaded: GemSummary[]): void => undefined,
    finish: (_all: GemSummary[]): void => undefined,
    signal: null as AbortSignal | null,
  };
  vi.mocked(getGemsByCity).mockImplementation(
    (_city: string, options: GemsByCityOptions = {}) =>
      new Promise<GemSummary[]>((resolve) => {
        control.signal = options.signal ?? null;
        // As the real one: a call that is called off answers [] (spec 8).
        options.signal?.addEventListener('abort', () => resolve([]));
        control.progress = (loaded) => options.onProgress?.({ gems: loaded, pagesLoaded: 0, totalPages: 0 });
        control.finish = resolve;
      }),
  );
  return control;
}

/** The sizes of the partial lists the cache received, in order. */
function partialSizes(client: QueryClient) {
  const sizes: number[] = [];
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const data = event.query.state.data as CityGems | undefined;
    if (data && !data.complete) sizes.push(data.gems.length);
  });
  return sizes;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  forgetEarlyCityGems();
  vi.mocked(getGemsByCity).mockReset();
  vi.useRealTimers();
});

/** getGemsByCity where each call is held until the test finishes it. */
function heldCalls() {
  const calls: {
    cityId: string;
    options: GemsByCityOptions;
    finish: (gems: GemSummary[]) => void;
  }[] = [];
  vi.mocked(getGemsByCity).mockImplementation(
    (cityId: string, options: GemsByCityOptions = {}) =>
      new Promise<GemSummary[]>((resolve) => {
        options.signal?.addEventListener('abort', () => resolve([]));
        calls.push({ cityId, options, finish: resolve });
      }),
  );
  return calls;
}

describe('a city’s gems fetched before the page renders', () => {
  const OTHER = '22222222-2222-4222-8222-222222222222';

  it('is taken over by the page’s query: one fetch, timed from its start', async () => {
    const calls = heldCalls();
    fetchCityGemsEarly(CITY);
    fetchCityGemsEarly(CITY); // the module runs once; a second call changes nothing
    expect(calls).toHaveLength(1);
    const client = new QueryClient();
    const fetching = client.fetchQuery(cityGemsQueryOptions(CITY));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]?.finish(gems);
    await expect(fetching).resolves.toEqual({ gems, complete: true });
  });

  it('shows its gems so far once the first interval from its own start has passed', async () => {
    const calls = heldCalls();
    const client = new QueryClient();
    const sizes = partialSizes(client);
    fetchCityGemsEarly(CITY);
    calls[0]?.options.onProgress?.({ gems: gems.slice(0, 2), pagesLoaded: 1, totalPages: 3 });
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS / 2);
    void client.fetchQuery(cityGemsQueryOptions(CITY));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS / 2 - 1);
    expect(sizes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sizes).toEqual([2]);
    calls[0]?.options.onProgress?.({ gems: gems.slice(0, 4), pagesLoaded: 2, totalPages: 3 });
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    expect(sizes).toEqual([2, 4]);
  });

  it('is called off when the query is, and when the page asks for another city first', async () => {
    const calls = heldCalls();
    const client = new QueryClient();
    fetchCityGemsEarly(CITY);
    void client.fetchQuery(cityGemsQueryOptions(CITY)).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await client.cancelQueries({ queryKey: cityGemsQueryKey(CITY) });
    expect(calls[0]?.options.signal?.aborted).toBe(true);

    fetchCityGemsEarly(CITY);
    const other = client.fetchQuery(cityGemsQueryOptions(OTHER));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]?.options.signal?.aborted).toBe(true);
    expect(calls[2]?.cityId).toBe(OTHER);
    calls[2]?.finish(gems.slice(0, 3));
    await expect(other).resolves.toEqual({ gems: gems.slice(0, 3), complete: true });
  });

  it('is not taken once it is older than EARLY_FETCH_MAX_AGE_MS: the page fetches afresh', async () => {
    const calls = heldCalls();
    fetchCityGemsEarly(CITY);
    await vi.advanceTimersByTimeAsync(EARLY_FETCH_MAX_AGE_MS + 1);
    const client = new QueryClient();
    void client.fetchQuery(cityGemsQueryOptions(CITY));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.options.signal?.aborted).toBe(true);
  });
});

describe('a city’s gems as they come', () => {
  it('draws a city whose gems are all in within the first interval once, complete', async () => {
    const client = new QueryClient();
    const sizes = partialSizes(client);
    const load = controlledLoad();
    const fetching = client.fetchQuery(cityGemsQueryOptions(CITY));
    await vi.advanceTimersByTimeAsync(0);
    load.progress(gems.slice(0, 2));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS / 2);
    load.progress(gems.slice(0, 30));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS / 2 - 1);
    load.finish(gems);
    await expect(fetching).resolves.toEqual({ gems, complete: true });
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS * 2);
    expect(sizes).toEqual([]);
  });

  it('after the first interval shows the gems so far, then once they double, at most once a second', async () => {
    const client = new QueryClient();
    const sizes = partialSizes(client);
    const load = controlledLoad();
    const fetching = client.fetchQuery(cityGemsQueryOptions(CITY));
    await vi.advanceTimersByTimeAsync(0);

    load.progress(gems.slice(0, 2));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS - 1);
    expect(sizes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sizes).toEqual([2]);

    load.progress(gems.slice(0, 3)); // not yet twice what is shown
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS * 2);
    expect(sizes).toEqual([2]);

    load.progress(gems.slice(0, 4)); // twice: shown, but not before a second has passed since the last
    load.progress(gems.slice(0, 6));
    await vi.advanceTimersByTimeAsync(0);
    expect(sizes).toEqual([2, 6]);
    load.progress(gems.slice(0, 12));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS - 1);
    expect(sizes).toEqual([2, 6]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sizes).toEqual([2, 6, 12]);

    load.finish(gems);
    await expect(fetching).resolves.toEqual({ gems, complete: true });
    expect(client.getQueryData(cityGemsQueryKey(CITY))).toEqual({ gems, complete: true });
  });

  it('shows at most PROGRESS_MAX_GEMS before the whole list, and waits for it once that many are shown', async () => {
    const many = Array.from({ length: PROGRESS_MAX_GEMS * 3 }, (_, i) => ({ ...gems[0]!, id: `g${i}` }));
    const client = new QueryClient();
    const sizes = partialSizes(client);
    const load = controlledLoad();
    const fetching = client.fetchQuery(cityGemsQueryOptions(CITY));
    await vi.advanceTimersByTimeAsync(0);
    load.progress(many.slice(0, 300));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    load.progress(many.slice(0, PROGRESS_MAX_GEMS * 2));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    load.progress(many.slice(0, PROGRESS_MAX_GEMS * 2 + 1));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS * 5);
    expect(sizes).toEqual([300, PROGRESS_MAX_GEMS]);
    load.finish(many);
    await expect(fetching).resolves.toEqual({ gems: many, complete: true });
  });

  it('writes no partial list once the fetch is called off, and leaves the one it wrote stale', async () => {
    const client = new QueryClient();
    const sizes = partialSizes(client);
    const load = controlledLoad();
    void client.fetchQuery(cityGemsQueryOptions(CITY)).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    load.progress(gems.slice(0, 2));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    load.progress(gems.slice(0, 8)); // due in a second
    await client.cancelQueries({ queryKey: cityGemsQueryKey(CITY) });
    expect(load.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS * 2);
    expect(client.getQueryData<CityGems>(cityGemsQueryKey(CITY))?.complete).toBe(false);
    expect(sizes).toEqual([2]);
    // The half list stays to be shown, but marked stale: coming back to the city fetches it all again.
    expect(client.getQueryState(cityGemsQueryKey(CITY))?.isInvalidated).toBe(true);
  });

  it('keeps showing the complete list while it is fetched again', async () => {
    const client = new QueryClient();
    client.setQueryData<CityGems>(cityGemsQueryKey(CITY), { gems: gems.slice(0, 5), complete: true });
    const sizes = partialSizes(client);
    const load = controlledLoad();
    const refetch = client.fetchQuery({ ...cityGemsQueryOptions(CITY), staleTime: 0 });
    await vi.advanceTimersByTimeAsync(0);
    load.progress(gems.slice(0, 2));
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    expect(sizes).toEqual([]);
    expect(client.getQueryData(cityGemsQueryKey(CITY))).toEqual({ gems: gems.slice(0, 5), complete: true });
    load.finish(gems);
    await expect(refetch).resolves.toEqual({ gems, complete: true });
  });
});
