/** Gem calls of spec 7. spec 8: gem-list and gem fetch errors return empty or null, never throw. */
import {
  apiRequest,
  apiRequestRaw,
  type GemListParams,
  type GemsByCityParams,
  type ListMeta,
  ListMetaSchema,
  type ListResponse,
  queryKeys,
  resolveAssetUrl,
} from '@gaido/shared';
import { queryOptions } from '@tanstack/react-query';
import { CITY_GEMS_PAGE_SIZE, GENERIC_GEMS_PAGE_SIZE } from '../contracts/limits';
import {
  type FeatureCategory,
  FeatureCategorySchema,
  type Gem,
  type GemPoint,
  GemPointSchema,
  GemSchema,
} from '../schemas/gem';

/** spec 9: gems page size 300 by default (city lists), 20 for the generic list. */
export const GEMS_CITY_PAGE_SIZE = CITY_GEMS_PAGE_SIZE;
export const GEMS_LIST_PAGE_SIZE = GENERIC_GEMS_PAGE_SIZE;
/**
 * Pages of one city asked for at the same time: twice the 6 connections a browser opens to a host over
 * HTTP/1.1, so the browser always holds the next request and starts it the moment a connection frees,
 * without waiting for the page's main thread (busy drawing the map: with 6, each next page waited for
 * a frame, and the 34 pages of a 10,000-gem city came in waves ~0.3 s apart). The price: a page's 15 s
 * desktop-Chrome timeout also runs while it waits its turn (over HTTP/1.1) or shares the line with 11
 * others (HTTP/2), so a city's fetch times out below about twice the bandwidth it did with 6 (with the
 * ~7 kB brotli pages of the benchmark's synthetic city: ~6 kB/s instead of ~3 kB/s).
 */
export const GEMS_PAGE_CONCURRENCY = 12;

const EMPTY_META: ListMeta = { currentPage: 1, totalPages: 0, totalRecords: 0 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What checks one item of a list and gives it back typed (a zod schema). */
interface ItemSchema<T> {
  safeParse(item: unknown): { success: true; data: T } | { success: false };
}

/** Items that do not match are dropped (and counted in a warning) rather than failing the list. */
function parseEach<T>(schema: ItemSchema<T>, items: unknown): T[] {
  if (!Array.isArray(items)) return [];
  const parsed: T[] = [];
  let invalid = 0;
  for (const item of items) {
    const result = schema.safeParse(item);
    if (result.success) parsed.push(result.data);
    else invalid += 1;
  }
  if (invalid > 0) console.warn(`[gaido] dropped ${invalid} gem(s) with an unexpected shape`);
  return parsed;
}

/** Items that are not gems are dropped (and counted in a warning) rather than failing the list. */
export function parseGems(items: unknown): Gem[] {
  return parseEach(GemSchema, items);
}

/** The same for a map: only what it draws of each gem is checked and kept (GemPointSchema). */
export function parseGemPoints(items: unknown): GemPoint[] {
  return parseEach(GemPointSchema, items);
}

function parseList<T>(body: unknown, parseItems: (items: unknown) => T[]): ListResponse<T> {
  if (Array.isArray(body))
    return { data: parseItems(body), meta: { ...EMPTY_META, totalPages: 1, totalRecords: body.length } };
  if (!isRecord(body)) return { data: [], meta: EMPTY_META };
  const meta = ListMetaSchema.safeParse(body.meta);
  const data = parseItems(body.data);
  return {
    data,
    meta: meta.success ? meta.data : { ...EMPTY_META, totalPages: 1, totalRecords: data.length },
  };
}

function parseGemList(body: unknown): ListResponse<Gem> {
  return parseList(body, parseGems);
}

export interface GemsByCityOptions<G = Gem> extends GemsByCityParams {
  signal?: AbortSignal;
  /**
   * Called once page 1 is in and again as each further page but the last arrives, with the gems
   * received so far (in page order), so a page can show them before the last page is in. The result
   * is still [] if a later page fails (spec 8).
   */
  onProgress?: (progress: { gems: G[]; pagesLoaded: number; totalPages: number }) => void;
}

/** Runs the tasks, at most `limit` at a time, each worker taking the next task as it finishes one. */
async function runLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * The pages received so far, in page order, as one list (pages not yet in are skipped). Array#flat took
 * ~470 ms over the progress reports of a 50,000-gem city (167 pages, each report joining every page so
 * far), concat ~20 ms (Node; the same engine as Chromium's).
 */
function joinPages<G>(pages: readonly (G[] | undefined)[]): G[] {
  return ([] as G[]).concat(...pages.filter((page): page is G[] => page !== undefined));
}

/**
 * spec 7: all gems of a city: page 1, which tells how many pages there are, then the remaining pages
 * in parallel, GEMS_PAGE_CONCURRENCY at a time (limit 300, order ASC). Any failure returns [] (spec 8).
 */
export function getGemsByCity(cityId: string, options: GemsByCityOptions<Gem> = {}): Promise<Gem[]> {
  return fetchCityPages(cityId, options, parseGems);
}

/** The same pages as getGemsByCity, each gem checked and kept only as a map draws it (GemPoint). */
export function getGemPointsByCity(
  cityId: string,
  options: GemsByCityOptions<GemPoint> = {},
): Promise<GemPoint[]> {
  return fetchCityPages(cityId, options, parseGemPoints);
}

async function fetchCityPages<G>(
  cityId: string,
  options: GemsByCityOptions<G>,
  parseItems: (items: unknown) => G[],
): Promise<G[]> {
  const {
    signal,
    onProgress,
    limit = GEMS_CITY_PAGE_SIZE,
    order = 'ASC',
    sort,
    featureCategoryId,
    guideId,
  } = options;
  const pageQuery = (page: number) => ({ cityId, page, limit, sort, order, featureCategoryId, guideId });
  const fetchPage = (page: number) =>
    apiRequestRaw('/gems/', { query: pageQuery(page), ...(signal ? { signal } : {}) }).then((body) =>
      parseList(body, parseItems),
    );
  try {
    const first = await fetchPage(1);
    const totalPages = Math.max(1, Math.floor(first.meta.totalPages));
    if (totalPages === 1) return first.data;
    const pages: (G[] | undefined)[] = [first.data];
    let pagesLoaded = 1;
    const report = () => {
      if (!onProgress || signal?.aborted) return;
      onProgress({ gems: joinPages(pages), pagesLoaded, totalPages });
    };
    report();
    await runLimited(
      Array.from({ length: totalPages - 1 }, (_, i) => async () => {
        const page = await fetchPage(i + 2);
        pages[i + 1] = page.data;
        pagesLoaded += 1;
        if (pagesLoaded < totalPages) report();
      }),
      GEMS_PAGE_CONCURRENCY,
    );
    return joinPages(pages);
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load the gems of a city', error);
    return [];
  }
}

export interface GetGemsOptions extends GemListParams {
  signal?: AbortSignal;
}

/** spec 7 GET /gems/?page&limit(20)&sort&order; an empty list on failure. */
export async function getGems(options: GetGemsOptions = {}): Promise<ListResponse<Gem>> {
  const { page = 1, limit = GEMS_LIST_PAGE_SIZE, sort, order, signal } = options;
  try {
    return parseGemList(
      await apiRequestRaw('/gems/', { query: { page, limit, sort, order }, ...(signal ? { signal } : {}) }),
    );
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load gems', error);
    return { data: [], meta: { ...EMPTY_META, currentPage: page } };
  }
}

/** spec 7 GET /gems/{id}; null when it fails or is not a gem. */
export async function getGem(gemId: string, signal?: AbortSignal): Promise<Gem | null> {
  try {
    const data = await apiRequest(`/gems/${encodeURIComponent(gemId)}`, signal ? { signal } : {});
    const parsed = GemSchema.safeParse(isRecord(data) && isRecord(data.gem) ? data.gem : data);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load a gem', error);
    return null;
  }
}

/** spec 7 GET /gems/features/category; [] on failure. */
export async function getFeatureCategories(signal?: AbortSignal): Promise<FeatureCategory[]> {
  try {
    const data = await apiRequest('/gems/features/category', signal ? { signal } : {});
    const list = Array.isArray(data)
      ? data
      : isRecord(data) && Array.isArray(data.categories)
        ? data.categories
        : [];
    return list.flatMap((item) => {
      const parsed = FeatureCategorySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch (error) {
    if (!signal?.aborted) console.warn('[gaido] could not load feature categories', error);
    return [];
  }
}

/** spec 7: image URLs of a gem, resolved against the assets host; one placeholder when it has none. */
export function gemImageUrls(gem: Pick<Gem, 'images'>): string[] {
  const urls = (gem.images ?? []).map((image) =>
    resolveAssetUrl(typeof image === 'string' ? image : image.url),
  );
  return urls.length > 0 ? urls : [resolveAssetUrl(null)];
}

export function gemGuideImageUrl(gem: Pick<Gem, 'guide'>): string {
  return resolveAssetUrl(gem.guide?.imageUrl);
}

export function gemQueryOptions(gemId: string) {
  return queryOptions({
    queryKey: queryKeys.gems.detail(gemId),
    queryFn: ({ signal }) => getGem(gemId, signal),
  });
}

export function gemsByCityQueryOptions(cityId: string, params: GemsByCityParams = {}) {
  return queryOptions({
    queryKey: queryKeys.gems.byCity(cityId, params),
    queryFn: ({ signal }) => getGemsByCity(cityId, { ...params, signal }),
  });
}

export function gemsListQueryOptions(params: GemListParams = {}) {
  return queryOptions({
    queryKey: queryKeys.gems.list(params),
    queryFn: ({ signal }) => getGems({ ...params, signal }),
  });
}

export function featureCategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.gems.featureCategories(),
    queryFn: ({ signal }) => getFeatureCategories(signal),
  });
}
