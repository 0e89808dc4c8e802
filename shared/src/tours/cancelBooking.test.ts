import { queryKeys } from '@gaido/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { signIn } from '../test/helpers';
import { API, server } from '../test/server';
import { cancelBooking, useCancelBooking } from './cancelBooking';
import { bookingQueryKeys, paymentQueryKeys, tourQueryKeys } from './tourQueryKeys';

describe('cancelBooking', () => {
  it('posts to /bookings/{id}/cancel with the id escaped, signed in', async () => {
    signIn();
    let seen: { url: string; auth: string | null } | undefined;
    server.use(
      http.post(`${API}/bookings/:id/cancel`, ({ request }) => {
        seen = { url: request.url, auth: request.headers.get('authorization') };
        return HttpResponse.json({ message: 'Too late to cancel.' }, { status: 409 });
      }),
    );
    await expect(cancelBooking('b/1')).rejects.toBeDefined();
    expect(seen?.url).toBe(`${API}/bookings/b%2F1/cancel`);
    expect(seen?.auth).toBe('Bearer access-1');
  });
});

describe('useCancelBooking', () => {
  function invalidatedKeys(tourId?: string) {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useCancelBooking(tourId), { wrapper });
    return { result, keys: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
  }

  beforeEach(() => {
    signIn();
    server.use(
      http.post(`${API}/bookings/:id/cancel`, () =>
        HttpResponse.json({ error: 'Too late' }, { status: 409 }),
      ),
    );
  });

  it('refreshes bookings, payments and the places of the tour it is given, refused or not', async () => {
    const { result, keys } = invalidatedKeys('t1');
    await expect(result.current.mutateAsync('b1')).rejects.toBeDefined();
    expect(keys()).toEqual([bookingQueryKeys.all, paymentQueryKeys.all, tourQueryKeys.availabilityOf('t1')]);
  });

  it('refreshes every tour query when no tour is given', async () => {
    const { result, keys } = invalidatedKeys();
    await expect(result.current.mutateAsync('b1')).rejects.toBeDefined();
    expect(keys()).toEqual([bookingQueryKeys.all, paymentQueryKeys.all, queryKeys.tours.all]);
  });
});
