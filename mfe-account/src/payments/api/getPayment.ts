import * as payments from '@gaido/contracts/payments';
import { callApi } from '@gaido/shared';
import { type Payment, paymentQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /payments/{id}`: one charge or refund, for its receipt. */
export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<Payment> {
  return (await callApi(payments.getPayment, { params: { paymentId }, ...(signal ? { signal } : {}) })).data;
}

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentQueryKeys.detail(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
  });
}

export function usePayment(paymentId: string | null) {
  return useQuery({ ...paymentQueryOptions(paymentId ?? ''), enabled: paymentId !== null });
}
