import { queryKeys } from '@gaido/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { signIn } from '../test/helpers';
import { API, server } from '../test/server';
import type { CardPaymentInput } from './bookingSchemas';
import { payBooking, usePayBooking } from './payBooking';
import { bookingQueryKeys, paymentQueryKeys, tourQueryKeys } from './tourQueryKeys';

const card: CardPaymentInput = {
  idempotencyKey: 'key-1',
  card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ana Traveller' },
};

describe('payBooking', () => {
  it('posts the card to /bookings/{id}/pay with the id escaped, signed in', async () => {
    signIn();
    let seen: { url: string; auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${API}/bookings/:id/pay`, async ({ request }) => {
        seen = { url: request.url, auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ message: 'Your card was declined.' }, { status: 402 });
      }),
    );
    await expect(payBooking('b/1', card)).rejects.toMatchObject({ status: 402 });
    expect(seen?.url).toBe(`${API}/bookings/b%2F1/pay`);
    expect(seen?.auth).toBe('Bearer access-1');
    expect(seen?.body).toEqual(card);
  });

  it('refuses an answer that is not a paid booking', async () => {
    signIn();
    server.use(http.post(`${API}/bookings/:id/pay`, () => HttpResponse.json({ ok: true })));
    await expect(payBooking('b1', card)).rejects.toBeDefined();
  });
});

describe('usePayBooking', () => {
  function invalidatedKeys(tourId?: string) {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => usePayBooking('b1', tourId), { wrapper });
    return { result, keys: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
  }

  beforeEach(() => {
    signIn();
    server.use(
      http.post(`${API}/bookings/:id/pay`, () =>
        HttpResponse.json({ message: 'Your card was declined.' }, { status: 402 }),
      ),
    );
  });

  it('refreshes bookings, payments and the places of the tour it is given, refused or not', async () => {
    const { result, keys } = invalidatedKeys('t1');
    await expect(result.current.mutateAsync(card)).rejects.toBeDefined();
    expect(keys()).toEqual([bookingQueryKeys.all, paymentQueryKeys.all, tourQueryKeys.availabilityOf('t1')]);
  });

  it('refreshes every tour query when it does not know the tour', async () => {
    const { result, keys } = invalidatedKeys();
    await expect(result.current.mutateAsync(card)).rejects.toBeDefined();
    expect(keys()).toEqual([bookingQueryKeys.all, paymentQueryKeys.all, queryKeys.tours.all]);
  });
});
