import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API } from './api';
import { type ApiSession, authHeaders } from './security';

/**
 * A booking of the first seeded tour's first free departure, paid with the test gateway's card that
 * always succeeds: for journeys that need a traveller with a booking and a payment to show.
 */
export async function paidBookingViaApi(request: APIRequestContext, session: ApiSession) {
  const tours = await request.get(`${API}/tours`, { params: { limit: 1 } });
  const tour = ((await tours.json()) as { data: { id: string }[] }).data[0];
  if (!tour) throw new Error('no seeded tour');
  const availability = await request.get(`${API}/tours/${tour.id}/availability`);
  const { days } = (
    (await availability.json()) as {
      data: { days: { date: string; slots: { time: string; remaining: number }[] }[] };
    }
  ).data;
  const day = days.find((candidate) => candidate.slots.some((slot) => slot.remaining > 0));
  const slot = day?.slots.find((candidate) => candidate.remaining > 0);
  if (!day || !slot) throw new Error('no free departure of the first seeded tour');
  const booked = await request.post(`${API}/bookings`, {
    headers: authHeaders(session),
    data: { tourId: tour.id, date: day.date, time: slot.time, guests: 1 },
  });
  if (!booked.ok()) throw new Error(`booking failed: ${booked.status()} ${await booked.text()}`);
  const booking = ((await booked.json()) as { data: { id: string } }).data;
  const paid = await request.post(`${API}/bookings/${booking.id}/pay`, {
    headers: authHeaders(session),
    data: {
      idempotencyKey: randomUUID(),
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        holderName: 'Ana Traveller',
      },
    },
  });
  if (!paid.ok()) throw new Error(`payment failed: ${paid.status()} ${await paid.text()}`);
  return booking;
}
