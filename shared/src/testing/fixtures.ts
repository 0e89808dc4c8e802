// What the API answers, for the apps' tests: each builder takes a complete example and the test's
// changes, and checks the result with the contract's schema, so a test can only stand in for an answer
// the API could give (a shape the contracts do not describe fails the test that writes it).
import * as accounts from '@gaido/contracts/accounts';
import { Booking } from '@gaido/contracts/booking';
import { City } from '@gaido/contracts/cities';
import { type Endpoint, PageMeta } from '@gaido/contracts/endpoint';
import * as favorites from '@gaido/contracts/favorites';
import { Gem, GemSummary } from '@gaido/contracts/gems';
import { Guide } from '@gaido/contracts/guides';
import { Payment } from '@gaido/contracts/payments';
import { Review } from '@gaido/contracts/reviews';
import { Availability, Tour, TourDetail } from '@gaido/contracts/tours';
import { UserResponse } from '@gaido/contracts/users';
import type * as z from 'zod/mini';

type Output<S extends z.ZodMiniType> = z.output<S>;

/** A builder of one answer: the example with `changes` on top, checked by the contract's schema. */
function answer<S extends z.ZodMiniType>(schema: S, example: Output<S>) {
  return (changes: Partial<Output<S>> = {}): Output<S> =>
    schema.parse({ ...(example as object), ...(changes as object) }) as Output<S>;
}

/** Ids the builders use: UUIDs, as the API sends. */
export const FIXTURE_IDS = {
  city: '7f0e2a4c-6b8d-4e1f-a3c5-9d7b5e3f1a2c',
  tour: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  gem: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  guide: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
  booking: '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b',
  payment: '9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  review: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  user: '1b2c3d4e-5f6a-4b7c-8d8e-9f0a1b2c3d4e',
} as const;

export const aCity = answer(City, {
  id: FIXTURE_IDS.city,
  slug: 'lisbon',
  name: 'Lisbon',
  country: 'Portugal',
  countryCode: 'PT',
  timezone: 'Europe/Lisbon',
  latitude: 38.7223,
  longitude: -9.1393,
  description: 'Seven hills, trams and the river.',
  imageUrl: '/assets/cities/lisbon.svg',
  imageAlt: 'Trams on a hill in Lisbon',
  gemCount: 12,
  tourCount: 3,
});

export const aUser = answer(UserResponse, {
  id: FIXTURE_IDS.user,
  email: 'ana@example.com',
  name: 'Ana',
  isOnboarded: true,
  emailVerified: true,
  user_metadata: { bio: null, homeCityId: null, onboarding: null, createdAt: '2026-01-10T09:00:00.000Z' },
});

const hours = Object.fromEntries(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].flatMap((day) => [
    [`opens${day}`, '09:00'],
    [`closes${day}`, '18:00'],
  ]),
) as Record<`${'opens' | 'closes'}${string}`, string>;

export const aGemSummary = answer(GemSummary, {
  id: FIXTURE_IDS.gem,
  name: 'Miradouro da Graça',
  service: 'Viewpoint',
  latitude: 38.7166,
  longitude: -9.1313,
  images: ['/assets/gems/graca.svg'],
  imageAlt: 'The view from the Graça terrace',
  hoursNote: null,
  ...hours,
  cityId: FIXTURE_IDS.city,
  createdAt: '2026-01-10T09:00:00.000Z',
  features: [{ id: 'f1', name: 'Views', categoryId: 'c1', categoryName: 'Things to do' }],
  guideId: null,
  guide: null,
} as Output<typeof GemSummary>);

export const aGem = answer(Gem, {
  ...aGemSummary(),
  description: 'The widest view over the old town.',
  imageAlts: ['The view from the Graça terrace'],
  address: 'Largo da Graça, Lisbon',
  updatedAt: '2026-01-10T09:00:00.000Z',
  city: { id: FIXTURE_IDS.city, name: 'Lisbon', slug: 'lisbon', timezone: 'Europe/Lisbon' },
});

export const aGuide = answer(Guide, {
  id: FIXTURE_IDS.guide,
  name: 'Marta Sousa',
  bio: 'Born in Alfama.',
  imageUrl: '/assets/guides/marta.svg',
  languages: ['English', 'Portuguese'],
  cityId: FIXTURE_IDS.city,
  gemCount: 4,
  city: { id: FIXTURE_IDS.city, name: 'Lisbon', slug: 'lisbon' },
});

export const aTour = answer(Tour, {
  id: FIXTURE_IDS.tour,
  slug: 'alfama-food-walk',
  title: 'Alfama food walk',
  summary: 'Petiscos in the old quarter.',
  description: 'Three hours of small plates in Alfama.',
  highlights: ['Ginjinha'],
  category: 'food',
  categoryName: 'Food & drink',
  durationMinutes: 180,
  languages: ['English'],
  priceAmount: 4500,
  currency: 'EUR',
  maxGroupSize: 10,
  images: ['/assets/tours/alfama.svg'],
  imageAlts: ['Small plates on a table in Alfama'],
  rating: 4.8,
  reviewCount: 12,
  cityId: FIXTURE_IDS.city,
  createdAt: '2026-01-10T09:00:00.000Z',
  city: {
    id: FIXTURE_IDS.city,
    name: 'Lisbon',
    slug: 'lisbon',
    country: 'Portugal',
    timezone: 'Europe/Lisbon',
  },
  timezone: 'Europe/Lisbon',
  guide: { id: FIXTURE_IDS.guide, name: 'Marta Sousa', imageUrl: '/assets/guides/marta.svg' },
  meetingPoint: { name: 'Largo do Chafariz de Dentro', latitude: 38.7114, longitude: -9.1283 },
  cancellationPolicy: { freeCancellationHours: 24, summary: 'Free cancellation up to 24 hours before.' },
});

export const aTourDetail = answer(TourDetail, {
  ...aTour(),
  itinerary: [{ title: 'Ginjinha bar', description: 'A cherry liqueur.', durationMinutes: 20 }],
  guide: {
    id: FIXTURE_IDS.guide,
    name: 'Marta Sousa',
    imageUrl: '/assets/guides/marta.svg',
    bio: 'Born in Alfama.',
    languages: ['English', 'Portuguese'],
  },
  schedule: [{ weekday: 1, name: 'Monday', startTimes: ['10:00'] }],
});

export const anAvailability = answer(Availability, {
  tourId: FIXTURE_IDS.tour,
  timezone: 'Europe/Lisbon',
  maxGroupSize: 10,
  priceAmount: 4500,
  currency: 'EUR',
  from: '2026-03-01',
  to: '2026-03-01',
  days: [
    {
      date: '2026-03-01',
      slots: [{ time: '10:00', startsAt: '2026-03-01T10:00:00.000Z', capacity: 10, booked: 2, remaining: 8 }],
    },
  ],
});

export const aBooking = answer(Booking, {
  id: FIXTURE_IDS.booking,
  reference: 'GD-7K2M9Q',
  status: 'held',
  paymentStatus: 'unpaid',
  tourId: FIXTURE_IDS.tour,
  tour: {
    id: FIXTURE_IDS.tour,
    title: 'Alfama food walk',
    slug: 'alfama-food-walk',
    image: '/assets/tours/alfama.svg',
    imageAlt: 'Small plates on a table in Alfama',
    durationMinutes: 180,
    city: { id: FIXTURE_IDS.city, name: 'Lisbon', slug: 'lisbon', timezone: 'Europe/Lisbon' },
    meetingPoint: { name: 'Largo do Chafariz de Dentro', latitude: 38.7114, longitude: -9.1283 },
  },
  date: '2026-03-01',
  time: '10:00',
  timezone: 'Europe/Lisbon',
  startsAt: '2026-03-01T10:00:00.000Z',
  endsAt: '2026-03-01T13:00:00.000Z',
  guests: 2,
  unitAmount: 4500,
  totalAmount: 9000,
  currency: 'EUR',
  holdExpiresAt: '2026-02-20T10:30:00.000Z',
  paidAt: null,
  cancelledAt: null,
  createdAt: '2026-02-20T10:00:00.000Z',
  isPast: false,
  canPay: true,
  cancellation: {
    freeCancellationHours: 24,
    freeUntil: '2026-02-28T10:00:00.000Z',
    allowed: true,
    reason: null,
  },
});

export const aPayment = answer(Payment, {
  id: FIXTURE_IDS.payment,
  reference: 'PY-3H8N2W',
  kind: 'charge',
  status: 'succeeded',
  amount: 9000,
  currency: 'EUR',
  card: { brand: 'visa', last4: '4242' },
  provider: 'test',
  failureCode: null,
  failureMessage: null,
  refundOfId: null,
  createdAt: '2026-02-20T10:05:00.000Z',
  bookingId: FIXTURE_IDS.booking,
  booking: {
    id: FIXTURE_IDS.booking,
    reference: 'GD-7K2M9Q',
    date: '2026-03-01',
    time: '10:00',
    timezone: 'Europe/Lisbon',
    guests: 2,
    unitAmount: 4500,
    tour: {
      id: FIXTURE_IDS.tour,
      title: 'Alfama food walk',
      slug: 'alfama-food-walk',
      city: { name: 'Lisbon', slug: 'lisbon' },
    },
  },
});

export const aReview = answer(Review, {
  id: FIXTURE_IDS.review,
  tourId: FIXTURE_IDS.tour,
  authorName: 'Ana S.',
  rating: 5,
  text: 'The best custard tarts of the trip.',
  createdAt: '2026-02-01T18:00:00.000Z',
});

/** `{ data: items, meta }`: a list answer of one page. */
export function aList<T>(items: T[], meta: Partial<Output<typeof PageMeta>> = {}) {
  return {
    data: items,
    meta: PageMeta.parse({ currentPage: 1, totalPages: 1, totalRecords: items.length, ...meta }),
  };
}

/**
 * An answer an endpoint can give with `status`, checked with the contract's schema for that status:
 * for answers the contracts describe inline rather than as a named schema.
 */
export function anAnswer<E extends Endpoint, S extends keyof E['responses'] & number>(
  endpoint: E,
  status: S,
  body: E['responses'][S] extends z.ZodMiniType ? z.input<E['responses'][S]> : never,
): E['responses'][S] extends z.ZodMiniType ? Output<E['responses'][S]> : never {
  const schema = endpoint.responses[status];
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} has no answer ${status}`);
  return schema.parse(body) as never;
}

/** Ids of favorites fixtures: UUIDs, as the API sends. */
export const FAVORITE_IDS = {
  folder: '3f2b6c1e-8a4d-4c2b-9f1e-2d3c4b5a6f70',
  otherFolder: '7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b',
} as const;

type ListedFolder = Output<(typeof favorites.listFolders.responses)[200]>['data'][number];

/** One folder as GET /gems/fav/folders lists it. */
export function aFolder(changes: Partial<ListedFolder> = {}): ListedFolder {
  const folder = {
    id: FAVORITE_IDS.folder,
    name: 'Lisbon',
    cityId: null,
    gemCount: 0,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...changes,
  };
  return anAnswer(favorites.listFolders, 200, aList([folder])).data[0] as ListedFolder;
}

type SavedGem = Output<(typeof favorites.folderGems.responses)[200]>['data'][number];

/** A saved gem as GET /gems/fav/{folderId} and /gems/fav/city/{cityId} list it: the gem, with where and when it was saved. */
export function aSavedGem(changes: Partial<SavedGem> = {}): SavedGem {
  const saved = {
    ...aGem(),
    folderId: FAVORITE_IDS.folder,
    folderIds: [FAVORITE_IDS.folder],
    addedAt: '2026-01-11T09:00:00.000Z',
    ...changes,
  };
  return anAnswer(favorites.folderGems, 200, aList([saved])).data[0] as SavedGem;
}

/** What most account calls answer (`{ data: { context: { message } } }`), checked with forgot-password's contract. */
export function aMessageAnswer(message = 'Done.') {
  return anAnswer(accounts.forgotPassword, 200, { data: { context: { message } } });
}

/** What a call that moves the session on answers (change-password, reauthenticate): new tokens and a message. */
export function aTokensAnswer(accessToken = 'access-2', refreshToken = 'refresh-2', message = 'Done.') {
  return anAnswer(accounts.changePassword, 200, {
    data: { accessToken, refreshToken, expiresIn: 900, context: { message } },
  });
}

/** What a call that changes the account answers (confirm, update-email): the user and a message. */
export function aUserAnswer(changes: Parameters<typeof aUser>[0] = {}, message = 'Done.') {
  return anAnswer(accounts.updateEmail, 200, { data: { user: aUser(changes), context: { message } } });
}
