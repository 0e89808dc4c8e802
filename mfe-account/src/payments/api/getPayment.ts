import { apiRequest } from '@gaido/shared';
import { type Payment, PaymentSchema, paymentQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /payments/{id}`: one charge or refund, for its receipt. */
export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<Payment> {
  return PaymentSchema.parse(
    await apiRequest(`/payments/${encodeURIComponent(paymentId)}`, {
      auth: true,
      ...(signal ? { signal } : {}),
    }),
  );
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
