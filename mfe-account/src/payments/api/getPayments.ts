import { MAX_PAYMENTS_PAGE_SIZE } from '@gaido/contracts/limits';
import { apiRequestRaw, ListResponseSchema } from '@gaido/shared';
import { PaymentSchema, paymentQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

const PaymentListSchema = ListResponseSchema(PaymentSchema);

/** `GET /payments`: every charge and refund, newest first (declined attempts are not money moved). */
export async function getPayments(signal?: AbortSignal) {
  const body = await apiRequestRaw('/payments', {
    query: { limit: MAX_PAYMENTS_PAGE_SIZE },
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return PaymentListSchema.parse(body);
}

export function paymentsQueryOptions() {
  return queryOptions({ queryKey: paymentQueryKeys.list(), queryFn: ({ signal }) => getPayments(signal) });
}

export function usePayments() {
  return useQuery(paymentsQueryOptions());
}
