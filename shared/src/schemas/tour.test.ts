import { CitySchema, TourDetailSchema, TourSchema } from './tour';

const apiTour = {
  id: '7d1c0c7e-8f5e-5a51-9a1e-1c2b3c4d5e6f',
  slug: 'alfama-food-walk',
  title: 'Alfama Food Walk',
  summary: 'Taste your way through Alfama.',
  description: 'A long description.',
  highlights: ['Six tastings'],
  category: 'food',
  categoryName: 'Food & drink',
  durationMinutes: 180,
  languages: ['English', 'Portuguese'],
  priceAmount: 6500,
  currency: 'EUR',
  maxGroupSize: 10,
  images: ['/assets/tours/1.svg'],
  rating: 4.7,
  reviewCount: 5,
  cityId: 'c1',
  city: { id: 'c1', name: 'Lisbon', slug: 'lisbon', country: 'Portugal', timezone: 'Europe/Lisbon' },
  timezone: 'Europe/Lisbon',
  guide: { id: 'g1', name: 'Inês Carvalho', imageUrl: '/assets/guides/1.svg' },
  meetingPoint: { name: 'Rua da Regueira, Alfama', latitude: 38.71, longitude: -9.13 },
  cancellationPolicy: { freeCancellationHours: 24, summary: 'Free cancellation up to 24 hours before.' },
};

describe('TourSchema', () => {
  it('reads the API’s tour, with city slug and name lifted from its city for links', () => {
    const tour = TourSchema.parse(apiTour);
    expect(tour).toMatchObject({
      priceAmount: 6500,
      citySlug: 'lisbon',
      cityName: 'Lisbon',
      timezone: 'Europe/Lisbon',
    });
  });

  it('still reads an older payload that called the price priceMinor', () => {
    const { priceAmount: _, ...old } = apiTour;
    expect(TourSchema.parse({ ...old, priceMinor: 4200 }).priceAmount).toBe(4200);
  });

  it('requires what the tour page needs in a tour detail', () => {
    const detail = TourDetailSchema.parse({
      ...apiTour,
      itinerary: [{ title: 'Meet', description: 'Hello', durationMinutes: 15 }],
      schedule: [{ weekday: 1, name: 'Monday', startTimes: ['10:00'] }],
    });
    expect(detail.itinerary).toHaveLength(1);
    expect(TourDetailSchema.safeParse({ ...apiTour, meetingPoint: undefined }).success).toBe(false);
  });

  it('gives a tour detail without itinerary or schedule empty ones, and keeps fields it does not name', () => {
    const detail = TourDetailSchema.parse({ ...apiTour, accessibility: 'Step-free' });
    expect(detail).toMatchObject({
      itinerary: [],
      schedule: [],
      accessibility: 'Step-free',
      citySlug: 'lisbon',
    });
  });
});

describe('CitySchema', () => {
  it('reads a city without a country as an empty country, with coordinates sent as text', () => {
    expect(CitySchema.parse({ id: 3, name: 'Porto', country: null, latitude: '41.15' })).toMatchObject({
      id: '3',
      country: '',
      latitude: 41.15,
    });
  });
});
