// A tour, its city's land, its availability and a booking as the API returns them: each checked with its
// contract's schema (@gaido/contracts), so a test cannot stand in for an answer the API never gives.
import { Booking } from '@gaido/contracts/booking';
import { CityLand } from '@gaido/contracts/cities';
import { Payment } from '@gaido/contracts/payments';
import { Availability, Tour, TourDetail, TourFilterOptions } from '@gaido/contracts/tours';
export const TOUR_ID = '3f1e2d4c-5b6a-5789-8abc-def012345678';

export const tourDetail = TourDetail.parse({
  id: TOUR_ID,
  slug: 'alfama-food-walk',
  title: 'Alfama Food Walk',
  summary: 'Taste your way through Alfama.',
  description: 'A long walk with many tastings.',
  highlights: ['Six tastings'],
  category: 'food',
  categoryName: 'Food & drink',
  durationMinutes: 180,
  languages: ['English', 'Portuguese'],
  priceAmount: 6500,
  currency: 'EUR',
  maxGroupSize: 8,
  images: ['/assets/tours/1.svg', '/assets/tours/2.svg'],
  imageAlts: ['Illustration of a city tour', 'Illustration of a city tour'],
  rating: 4.7,
  reviewCount: 1,
  cityId: 'c1',
  city: { id: 'c1', name: 'Lisbon', slug: 'lisbon', country: 'Portugal', timezone: 'Europe/Lisbon' },
  timezone: 'Europe/Lisbon',
  guide: {
    id: 'g1',
    name: 'Inês Carvalho',
    imageUrl: '/assets/guides/1.svg',
    bio: 'Born in Alfama.',
    languages: ['Portuguese', 'English'],
  },
  meetingPoint: { name: 'Rua da Regueira, Alfama', latitude: 38.7115, longitude: -9.13 },
  cancellationPolicy: {
    freeCancellationHours: 24,
    summary:
      'Free cancellation up to 24 hours before the start (local time). After that the booking can no longer be cancelled.',
  },
  itinerary: [{ title: 'Meet your guide', description: 'A first bite.', durationMinutes: 180 }],
  schedule: [{ weekday: 1, name: 'Monday', startTimes: ['10:00', '17:00'] }],
  createdAt: '2024-01-01T00:00:00.000Z',
});

/** The tour as the lists send it. */
export const tourSummary = Tour.parse(tourDetail);

/** What GET /tours/filters offers: nothing to choose. */
export const noFilterOptions = TourFilterOptions.parse({
  categories: [],
  languages: [],
  currencies: [{ currency: 'EUR', minPrice: 1000, maxPrice: 9000 }],
  duration: { min: 60, max: 240 },
  sorts: ['city', 'price', 'rating'],
  priceComparison: { base: 'EUR', rates: { EUR: 1 }, asOf: '2026-01-01', source: 'fixed' },
});

/** `{ data, meta }` of one page. */
export function listOf<T>(items: T[]) {
  return { data: items, meta: { currentPage: 1, totalPages: 1, totalRecords: items.length } };
}

/** Every day of the range has 10:00 and 17:00 (Lisbon summer time, UTC+1), 17:00 nearly full. */
export function availabilityFor(from: string, to: string, remaining = { '10:00': 8, '17:00': 1 }) {
  const days = [];
  for (let date = from; date <= to; date = nextDay(date)) {
    days.push({
      date,
      slots: (['10:00', '17:00'] as const).map((time) => ({
        time,
        startsAt: lisbonInstant(date, time),
        capacity: 8,
        booked: 8 - remaining[time],
        remaining: remaining[time],
      })),
    });
  }
  return Availability.parse({
    tourId: TOUR_ID,
    timezone: 'Europe/Lisbon',
    maxGroupSize: 8,
    priceAmount: 6500,
    currency: 'EUR',
    from,
    to,
    days,
  });
}

/** The instant of a Lisbon wall-clock time (GMT+0 in winter, GMT+1 in summer). */
export function lisbonInstant(date: string, time: string): string {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const offsetLabel =
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', timeZoneName: 'shortOffset' })
      .formatToParts(new Date(naive))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const hours = Number(offsetLabel.replace('GMT', '') || 0);
  return new Date(naive - hours * 3_600_000).toISOString();
}

function nextDay(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function bookingFor(
  date: string,
  time: string,
  guests: number,
  status: 'held' | 'confirmed' = 'held',
) {
  return Booking.parse({
    id: '9b2f1c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    reference: 'GD-7K3F-9QXA',
    status,
    paymentStatus: status === 'confirmed' ? 'paid' : 'unpaid',
    tourId: TOUR_ID,
    tour: {
      id: TOUR_ID,
      title: 'Alfama Food Walk',
      slug: 'alfama-food-walk',
      image: '/assets/tours/1.svg',
      imageAlt: 'Illustration of a city tour',
      durationMinutes: 180,
      city: { id: 'c1', name: 'Lisbon', slug: 'lisbon', timezone: 'Europe/Lisbon' },
      meetingPoint: { name: 'Rua da Regueira, Alfama', latitude: 38.7115, longitude: -9.13 },
    },
    date,
    time,
    timezone: 'Europe/Lisbon',
    startsAt: lisbonInstant(date, time),
    endsAt: new Date(Date.parse(lisbonInstant(date, time)) + 3 * 3_600_000).toISOString(),
    guests,
    unitAmount: 6500,
    totalAmount: 6500 * guests,
    currency: 'EUR',
    holdExpiresAt: status === 'held' ? `${date}T08:30:00.000Z` : null,
    paidAt: status === 'confirmed' ? '2031-06-01T10:00:00.000Z' : null,
    cancelledAt: null,
    createdAt: '2031-06-01T10:00:00.000Z',
    isPast: false,
    canPay: status === 'held',
    cancellation: {
      freeCancellationHours: 24,
      freeUntil: `${date}T09:00:00.000Z`,
      allowed: true,
      reason: null,
    },
  });
}

export function paymentFor(booking: ReturnType<typeof bookingFor>) {
  return Payment.parse({
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    reference: 'PAY-ABCD-EFGH',
    kind: 'charge',
    status: 'succeeded',
    amount: booking.totalAmount,
    currency: 'EUR',
    card: { brand: 'visa', last4: '4242' },
    provider: 'test',
    failureCode: null,
    failureMessage: null,
    refundOfId: null,
    createdAt: '2031-06-01T10:01:00.000Z',
    bookingId: booking.id,
    booking: {
      id: booking.id,
      reference: booking.reference,
      date: booking.date,
      time: booking.time,
      timezone: 'Europe/Lisbon',
      guests: booking.guests,
      unitAmount: 6500,
      tour: {
        id: TOUR_ID,
        title: 'Alfama Food Walk',
        slug: 'alfama-food-walk',
        city: { name: 'Lisbon', slug: 'lisbon' },
      },
    },
  });
}

/** Lisbon's land as GET /cities/lisbon/land answers it, cut to a bank: land north of 38.705, the Tagus south. */
export const cityLand = CityLand.parse({
  bbox: [-9.6, 38.4, -8.6, 39],
  land: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [-9.6, 38.705],
          [-8.6, 38.705],
          [-8.6, 39],
          [-9.6, 39],
          [-9.6, 38.705],
        ],
      ],
    ],
  },
  attribution: '© OpenStreetMap contributors',
});
