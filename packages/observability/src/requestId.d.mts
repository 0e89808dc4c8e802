export const REQUEST_ID_HEADER: 'X-Request-Id';
export function requestIdFrom(header: string | null | undefined): string;
