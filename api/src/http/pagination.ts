// List responses of spec 3: `{ data: [...], meta: { currentPage, totalPages, totalRecords } }`.

export interface PageRequest {
  page: number;
  limit: number;
}

export function pageMeta(request: PageRequest, totalRecords: number) {
  return {
    currentPage: request.page,
    totalPages: Math.ceil(totalRecords / request.limit),
    totalRecords,
  };
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.limit;
}

/** A complete list returned in one page (cities, folders' gems): same meta, one page. */
export function singlePageMeta(totalRecords: number) {
  return { currentPage: 1, totalPages: totalRecords === 0 ? 0 : 1, totalRecords };
}
