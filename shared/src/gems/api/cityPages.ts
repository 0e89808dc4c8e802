// GET /gems?cityId (spec 7): every page of a city, the first alone, then the rest in parallel, each
// read as the contract describes it. The fetch behind getGemsByCity.

import { listGems } from '@gaido/contracts/gems';
import { CITY_GEMS_PAGE_SIZE } from '@gaido/contracts/limits';
import { callApi, type GemsByCityParams } from '@gaido/shared';
import type { GemSummary } from '../types';

/** spec 9: gems page size 300 by default (city lists). */
export const GEMS_CITY_PAGE_SIZE = CITY_GEMS_PAGE_SIZE;
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

export interface GemsByCityOptions extends GemsByCityParams {
  signal?: AbortSignal;
  /**
   * Called once page 1 is in and again as each further page but the last arrives, with the gems
   * received so far (in page order), so a page can show them before the last page is in. The result
   * is still [] if a later page fails or answers what the contract does not describe (spec 8).
   */
  onProgress?: (progress: { gems: GemSummary[]; pagesLoaded: number; totalPages: number }) => void;
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

export async function fetchCityPages(cityId: string, options: GemsByCityOptions): Promise<GemSummary[]> {
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
    callApi(listGems, { query: pageQuery(page), ...(signal ? { signal } : {}) });
  try {
    const first = await fetchPage(1);
    const totalPages = Math.max(1, Math.floor(first.meta.totalPages));
    if (totalPages === 1) return first.data;
    const pages: (GemSummary[] | undefined)[] = [first.data];
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
