import { listPayments, MAX_PAYMENTS_PAGE_SIZE } from '@gaido/contracts/payments';
import { callApi } from '@gaido/shared';
import { paymentQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /payments`: every charge and refund, newest first (declined attempts are not money moved). */
export async function getPayments(signal?: AbortSignal) {
  return callApi(listPayments, { query: { limit: MAX_PAYMENTS_PAGE_SIZE }, ...(signal ? { signal } : {}) });
}

export function paymentsQueryOptions() {
  return queryOptions({ queryKey: paymentQueryKeys.list(), queryFn: ({ signal }) => getPayments(signal) });
}

export function usePayments() {
  return useQuery(paymentsQueryOptions());
}
