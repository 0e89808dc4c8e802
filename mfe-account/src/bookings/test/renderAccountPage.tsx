// Test helpers of the bookings and payments pages: an MSW server (unhandled requests fail), a
// signed-in session, and a page rendered as the host would (one query client, a router).
import { setSession } from '@gaido/shared';
import { testQueryClient } from '@gaido/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';

export { testQueryClient };

export const API = 'http://localhost:4000/api/v1';

export function startMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export function signIn() {
  setSession({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user: { id: 'user-1', email: 'ana@example.com', name: 'Ana', isOnboarded: true },
  });
}

export function renderAccountPage(ui: ReactElement, route: string, queryClient = testQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const TOUR = {
  id: '3f1e2d4c-5b6a-5789-8abc-def012345678',
  title: 'Alfama Food Walk',
  slug: 'alfama-food-walk',
  image: '/assets/tours/1.svg',
  imageAlt: 'Illustration of a city tour',
  durationMinutes: 180,
  city: { id: 'c1', name: 'Lisbon', slug: 'lisbon', timezone: 'Europe/Lisbon' },
  meetingPoint: { name: 'Rua da Regueira, Alfama', latitude: 38.7115, longitude: -9.13 },
};

/** A booking as `GET /bookings` returns it: 14 June 2031, 10:00 Lisbon (09:00 UTC). */
export function booking(overrides: Record<string, unknown> = {}) {
  return {
    id: '9b2f1c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    reference: 'GD-7K3F-9QXA',
    status: 'confirmed',
    paymentStatus: 'paid',
    tourId: TOUR.id,
    tour: TOUR,
    date: '2031-06-14',
    time: '10:00',
    timezone: 'Europe/Lisbon',
    startsAt: '2031-06-14T09:00:00.000Z',
    endsAt: '2031-06-14T12:00:00.000Z',
    guests: 2,
    unitAmount: 6500,
    totalAmount: 13000,
    currency: 'EUR',
    holdExpiresAt: null,
    paidAt: '2031-06-01T10:00:00.000Z',
    cancelledAt: null,
    createdAt: '2031-06-01T09:59:00.000Z',
    isPast: false,
    canPay: false,
    cancellation: {
      freeCancellationHours: 24,
      freeUntil: '2031-06-13T09:00:00.000Z',
      allowed: true,
      reason: null,
    },
    ...overrides,
  };
}

export function payment(overrides: Record<string, unknown> = {}) {
  return {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    reference: 'PAY-ABCD-EFGH',
    kind: 'charge',
    status: 'succeeded',
    amount: 13000,
    currency: 'EUR',
    card: { brand: 'visa', last4: '4242' },
    provider: 'test',
    failureCode: null,
    failureMessage: null,
    refundOfId: null,
    createdAt: '2031-06-01T10:00:00.000Z',
    bookingId: '9b2f1c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    booking: {
      id: '9b2f1c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      reference: 'GD-7K3F-9QXA',
      date: '2031-06-14',
      time: '10:00',
      timezone: 'Europe/Lisbon',
      guests: 2,
      unitAmount: 6500,
      tour: { id: TOUR.id, title: TOUR.title, slug: TOUR.slug, city: { name: 'Lisbon', slug: 'lisbon' } },
    },
    ...overrides,
  };
}

export const list = (data: unknown[]) => ({
  data,
  meta: { currentPage: 1, totalPages: data.length ? 1 : 0, totalRecords: data.length },
});
