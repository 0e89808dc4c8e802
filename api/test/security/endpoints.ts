// Every route of the API, classified by whose data it touches. The access-control matrix
// and the hostile-input suite both enumerate the routes from the Hono app itself and look each one
// up here, so a route added without a classification fails both suites instead of going untested.
import type { Body, TestApi } from '../harness';
import { uniqueEmail } from '../harness';
import {
  book,
  CLOCK_AFTER_TOURS,
  newIdempotencyKey,
  type Person,
  SUCCESS_CARD,
  WORLD_HEALTH_TOKEN,
  type World,
} from './world';

/**
 * - public: anyone, the answer is the same for everybody (catalogue, sign-up, analytics ingest).
 * - owned: a personal record addressed by id: 401 without a session, 404 for another user (exactly
 *   like a record that does not exist), 2xx for its owner.
 * - own-account: acts on the caller's own account only (no id to point at someone else's): 401
 *   without a session; another user gets their own data and never a trace of the owner's.
 * - credential: the secret in the request (password, refresh token, mailed link token) is the
 *   authority, not the bearer: without the owner's secret it is a 4xx, with it a 2xx.
 * - dev-only: mounted only outside production (checked against a production configuration).
 */
export type Access = 'public' | 'owned' | 'own-account' | 'credential' | 'dev-only';
export type Role = 'anonymous' | 'intruder' | 'owner';

export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The booking clock during the call (reviews need a tour that has ended). */
  clock?: Date;
  /** Send the role's bearer token (default true; credential calls carry their own secret). */
  bearer?: boolean;
}

export interface Prepared {
  /** Whose data the call is about (default: the world's owner). */
  subject?: Person;
  call(role: Role): Call | Promise<Call>;
}

export interface EndpointSpec {
  access: Access;
  /** Why the route has this classification, shown in the matrix. */
  note: string;
  /** Sets up what the call needs (fresh records for destructive calls) and builds it per role. */
  prepare(world: World): Promise<Prepared> | Prepared;
  /** Why a refused (4xx) request may still change rows of its subject, when it rightly does. */
  refusalMayChangeRows?: string;
  /** Statuses other than the class's defaults (e.g. an intruder's review is refused with 422). */
  expect?: Partial<Record<Role, number>>;
}

const fixed =
  (call: Call): EndpointSpec['prepare'] =>
  () => ({ call: () => call });

let counter = 0;
const unique = (label: string) => `${label} ${process.pid}-${++counter}`;

async function freshFolder(world: World, person: Person, withGem?: string): Promise<string> {
  const { api } = world;
  const folder = await api.post(
    '/gems/fav/create-folder',
    { folderName: unique('Folder') },
    { token: person.accessToken },
  );
  if (folder.status !== 201) throw new Error(`folder: ${JSON.stringify(folder.body)}`);
  if (withGem) {
    await api.post(
      '/gems/fav',
      { gemId: withGem, folderId: folder.body.data.id },
      { token: person.accessToken },
    );
  }
  return folder.body.data.id;
}

async function freshSession(world: World, person: Person) {
  return world.api.login(person.email, person.password);
}

const ANALYTICS_BATCH = {
  api_key: 'phc_gaido_local',
  batch: [{ event: '$pageview', properties: { distinct_id: 'security-suite', $current_url: '/' } }],
};

const WRONG_TOKEN = 'not-a-real-token-0000000000000000';
const ingest: EndpointSpec = {
  access: 'public',
  note: 'analytics capture (project API key, no user data returned)',
  prepare: fixed({ body: ANALYTICS_BATCH }),
};

export const ENDPOINTS: Record<string, EndpointSpec> = {
  // Assets host -----------------------------------------------------------------------------------
  'GET /assets/placeholder.svg': { access: 'public', note: 'image', prepare: fixed({}) },
  'GET /assets/gems/:file': {
    access: 'public',
    note: 'image',
    prepare: fixed({ params: { file: '1.svg' } }),
  },
  'GET /assets/gems/:city/:file': {
    access: 'public',
    note: 'image',
    prepare: fixed({ params: { city: 'lisbon', file: 'food-1.svg' } }),
  },
  'GET /assets/tours/:city/:file': {
    access: 'public',
    note: 'image',
    prepare: fixed({ params: { city: 'lisbon', file: 'market-2.svg' } }),
  },
  'GET /assets/tours/:file': {
    access: 'public',
    note: 'image',
    prepare: fixed({ params: { file: '2.svg' } }),
  },
  'GET /assets/guides/:file': {
    access: 'public',
    note: 'image',
    prepare: fixed({ params: { file: '3.svg' } }),
  },
  'GET /assets/cities/:file': {
    access: 'public',
    note: 'image',
    prepare: fixed({ params: { file: 'lisbon.svg' } }),
  },

  // Catalogue -------------------------------------------------------------------------------------
  'GET /api/v1/health': { access: 'public', note: 'platform', prepare: fixed({}) },
  'GET /api/v1/openapi.json': { access: 'public', note: 'platform', prepare: fixed({}) },
  'GET /api/v1/docs': { access: 'public', note: 'platform', prepare: fixed({}) },
  'GET /api/v1/cities': { access: 'public', note: 'catalogue', prepare: fixed({ query: { q: 'lis' } }) },
  'GET /api/v1/cities/:idOrSlug': {
    access: 'public',
    note: 'catalogue',
    prepare: fixed({ params: { idOrSlug: 'lisbon' } }),
  },
  'GET /api/v1/cities/:idOrSlug/land': {
    access: 'public',
    note: 'catalogue',
    prepare: fixed({ params: { idOrSlug: 'lisbon' } }),
  },
  'GET /api/v1/gems': {
    access: 'public',
    note: 'catalogue',
    prepare: (world) => ({
      call: () => ({ query: { cityId: world.catalogue.cityId, page: '1', limit: '5', sort: 'name' } }),
    }),
  },
  'GET /api/v1/gems/features/category': { access: 'public', note: 'catalogue', prepare: fixed({}) },
  'GET /api/v1/gems/:id': {
    access: 'public',
    note: 'catalogue',
    prepare: (world) => ({ call: () => ({ params: { id: world.catalogue.gemIds[0]! } }) }),
  },
  'GET /api/v1/guides': {
    access: 'public',
    note: 'catalogue',
    prepare: (world) => ({ call: () => ({ query: { cityId: world.catalogue.cityId, limit: '5' } }) }),
  },
  'GET /api/v1/guides/:id': {
    access: 'public',
    note: 'catalogue',
    prepare: async (world) => {
      const guide = (await world.api.get('/guides?limit=1')).body.data[0] as Body;
      return { call: () => ({ params: { id: guide.id } }) };
    },
  },
  'GET /api/v1/tours': {
    access: 'public',
    note: 'catalogue',
    prepare: (world) => ({ call: () => ({ query: { cityId: world.catalogue.cityId, limit: '5' } }) }),
  },
  'GET /api/v1/tours/filters': { access: 'public', note: 'catalogue', prepare: fixed({}) },
  'GET /api/v1/tours/city/:city': {
    access: 'public',
    note: 'catalogue',
    prepare: fixed({ params: { city: 'lisbon' } }),
  },
  'GET /api/v1/tours/by-slug/:citySlug/:tourSlug': {
    access: 'public',
    note: 'catalogue',
    prepare: (world) => {
      const tour = world.catalogue.tours[0]!;
      return { call: () => ({ params: { citySlug: tour.city.slug, tourSlug: tour.slug } }) };
    },
  },
  'GET /api/v1/tours/:tourId': {
    access: 'public',
    note: 'catalogue',
    prepare: (world) => ({ call: () => ({ params: { tourId: world.catalogue.tours[0]!.id } }) }),
  },
  'GET /api/v1/tours/:tourId/availability': {
    access: 'public',
    note: 'free places only, never who booked them',
    prepare: (world) => ({
      call: () => ({ params: { tourId: world.catalogue.tours[0]!.id }, query: { from: '2031-05-19' } }),
    }),
  },
  'GET /api/v1/tours/:tourId/reviews': {
    access: 'public',
    note: 'published reviews (author shown as first name and initial)',
    prepare: (world) => ({ call: () => ({ params: { tourId: world.catalogue.tours[0]!.id } }) }),
  },
  'GET /api/v1/tours/:tourId/reviews/eligibility': {
    access: 'own-account',
    note: "whether the caller may review the tour: answers about the caller's own bookings only",
    prepare: (world) => ({ call: () => ({ params: { tourId: world.catalogue.tours[0]!.id } }) }),
  },
  'POST /api/v1/tours/:tourId/reviews': {
    access: 'own-account',
    note: 'written as the caller, only about a tour the caller has taken',
    // Another user has not taken the owner's tour: refused (422, a business answer that must not end
    // the session), and nothing is written in the owner's name.
    expect: { intruder: 422 },
    prepare: async (world) => {
      const slot = await world.slots.next();
      const bookingId = await book(world.api, world.owner, slot);
      await world.api.post(
        `/bookings/${bookingId}/pay`,
        { idempotencyKey: newIdempotencyKey(), card: SUCCESS_CARD },
        { token: world.owner.accessToken },
      );
      return {
        call: () => ({
          params: { tourId: slot.tourId },
          body: { rating: 5, text: 'A wonderful morning with a guide who loves the city.' },
          clock: CLOCK_AFTER_TOURS,
        }),
      };
    },
  },

  // Bookings and payments -----------------------------------------------------------------------
  'POST /api/v1/bookings': {
    access: 'own-account',
    note: 'books for the caller',
    // Its own subject: a traveller may hold only 3 unpaid bookings at a time.
    prepare: async (world) => ({
      subject: await world.newPerson('booker'),
      call: async () => ({ body: { ...(await world.slots.next()), guests: 1 } }),
    }),
  },
  'GET /api/v1/bookings': { access: 'own-account', note: "the caller's bookings", prepare: fixed({}) },
  'GET /api/v1/bookings/:bookingId': {
    access: 'owned',
    note: 'booking',
    prepare: (world) => ({ call: () => ({ params: { bookingId: world.ownerData.heldBookingId } }) }),
  },
  'POST /api/v1/bookings/:bookingId/cancel': {
    access: 'owned',
    note: 'booking',
    prepare: async (world) => {
      const subject = await world.newPerson('canceller');
      const bookingId = await book(world.api, subject, await world.slots.next());
      return { subject, call: () => ({ params: { bookingId } }) };
    },
  },
  'POST /api/v1/bookings/:bookingId/pay': {
    access: 'owned',
    note: 'booking and card payment',
    prepare: async (world) => {
      const subject = await world.newPerson('payer');
      const bookingId = await book(world.api, subject, await world.slots.next());
      return {
        subject,
        call: () => ({
          params: { bookingId },
          body: { idempotencyKey: newIdempotencyKey(), card: SUCCESS_CARD },
        }),
      };
    },
  },
  'GET /api/v1/payments': { access: 'own-account', note: "the caller's payments", prepare: fixed({}) },
  'GET /api/v1/payments/:paymentId': {
    access: 'owned',
    note: 'payment receipt',
    prepare: (world) => ({ call: () => ({ params: { paymentId: world.ownerData.paymentId } }) }),
  },

  // Favorites -------------------------------------------------------------------------------------
  'GET /api/v1/gems/fav/folders': { access: 'own-account', note: "the caller's folders", prepare: fixed({}) },
  'POST /api/v1/gems/fav/create-folder': {
    access: 'own-account',
    note: 'creates a folder of the caller',
    prepare: () => ({ call: () => ({ body: { folderName: unique('New folder') } }) }),
  },
  'PUT /api/v1/gems/fav/update-folder': {
    access: 'owned',
    note: 'folder',
    prepare: async (world) => {
      const folderId = await freshFolder(world, world.owner);
      return { call: () => ({ body: { folderId, folderName: unique('Renamed') } }) };
    },
  },
  'DELETE /api/v1/gems/fav/delete-folder/:folderId': {
    access: 'owned',
    note: 'folder',
    prepare: async (world) => {
      const folderId = await freshFolder(world, world.owner);
      return { call: () => ({ params: { folderId } }) };
    },
  },
  'POST /api/v1/gems/fav': {
    access: 'owned',
    note: "saves into the owner's folder",
    prepare: (world) => ({
      call: () => ({ body: { gemId: world.catalogue.gemIds[1]!, folderId: world.ownerData.folderId } }),
    }),
  },
  'DELETE /api/v1/gems/fav/unfav': {
    access: 'owned',
    note: "removes from the owner's folder",
    prepare: async (world) => {
      const gemId = world.catalogue.gemIds[2]!;
      const folderId = await freshFolder(world, world.owner, gemId);
      return { call: () => ({ body: { gemId, folderId } }) };
    },
  },
  'GET /api/v1/gems/fav/status/:gemId': {
    access: 'own-account',
    note: 'whether the caller saved a gem',
    prepare: (world) => ({ call: () => ({ params: { gemId: world.ownerData.favoriteGemId } }) }),
  },
  'GET /api/v1/gems/fav/city/:cityId': {
    access: 'own-account',
    note: "the caller's saved gems in a city",
    prepare: (world) => ({ call: () => ({ params: { cityId: world.catalogue.cityId } }) }),
  },
  'GET /api/v1/gems/fav/:folderId': {
    access: 'owned',
    note: 'folder',
    prepare: (world) => ({ call: () => ({ params: { folderId: world.ownerData.folderId } }) }),
  },

  // Accounts -------------------------------------------------------------------------------------
  'POST /api/v1/auth/signup': {
    access: 'public',
    note: 'creates a new account',
    prepare: () => ({
      call: () => ({ body: { email: uniqueEmail('signup'), password: 'secret-password' } }),
    }),
  },
  'POST /api/v1/auth/resend-verification': {
    access: 'public',
    note: 'same answer whether or not the account exists',
    prepare: () => ({ call: () => ({ body: { email: uniqueEmail('nobody') } }) }),
  },
  'POST /api/v1/auth/forgot-password': {
    access: 'public',
    note: 'same answer whether or not the account exists',
    prepare: () => ({ call: () => ({ body: { email: uniqueEmail('nobody') } }) }),
  },
  'POST /api/v1/auth/confirm': {
    access: 'credential',
    note: 'mailed verification token',
    prepare: async (world) => {
      const email = uniqueEmail('unverified');
      await world.api.signUp(email, 'secret-password');
      const { token } = await world.api.latestMail(email, 'verify-email');
      return {
        call: (role) => ({
          body: { token: role === 'owner' ? token : WRONG_TOKEN },
          bearer: role === 'intruder',
        }),
      };
    },
  },
  'POST /api/v1/auth/login': {
    access: 'credential',
    note: 'password',
    // Its own subject: failed attempts lock the account for 15 minutes (rate limit).
    prepare: async (world) => {
      const subject = await world.newPerson('login');
      return {
        subject,
        call: (role) => ({
          body: { email: subject.email, password: role === 'owner' ? subject.password : 'wrong-password' },
          bearer: role === 'intruder',
        }),
      };
    },
  },
  'POST /api/v1/auth/refresh': {
    access: 'credential',
    note: 'refresh token',
    refusalMayChangeRows: 'presenting a rotated refresh token revokes its whole session (reuse detection)',
    prepare: async (world) => {
      const session = await freshSession(world, world.owner);
      return {
        call: (role) => ({
          headers: { 'Authorization-Refresh': role === 'owner' ? session.refreshToken : WRONG_TOKEN },
          bearer: role === 'intruder',
        }),
      };
    },
  },
  'POST /api/v1/auth/logout': {
    access: 'credential',
    note: "refresh token or bearer; always 200, but only the presented session's is revoked",
    expect: { anonymous: 200, intruder: 200 },
    prepare: async (world) => {
      const session = await freshSession(world, world.owner);
      return {
        call: (role) => ({
          headers: { 'Authorization-Refresh': role === 'owner' ? session.refreshToken : WRONG_TOKEN },
          bearer: role === 'intruder',
        }),
      };
    },
  },
  'POST /api/v1/auth/reset-password': {
    access: 'credential',
    note: 'mailed reset token',
    prepare: async (world) => {
      const subject = await world.newPerson('reset');
      await world.api.post('/auth/forgot-password', { email: subject.email });
      const { token } = await world.api.latestMail(subject.email, 'reset-password');
      return {
        subject,
        call: (role) => ({
          body: { password: 'brand-new-password', token: role === 'owner' ? token : WRONG_TOKEN },
          bearer: role === 'intruder',
        }),
      };
    },
  },
  'POST /api/v1/auth/update-email': {
    access: 'credential',
    note: 'mailed email-change token',
    prepare: async (world) => {
      const subject = await world.newPerson('move');
      const next = uniqueEmail('moved');
      await world.api.post('/auth/change-email-request', { email: next }, { token: subject.accessToken });
      const { token } = await world.api.latestMail(next, 'change-email');
      return {
        subject,
        call: (role) => ({
          body: { token: role === 'owner' ? token : WRONG_TOKEN },
          bearer: role === 'intruder',
        }),
      };
    },
  },
  'POST /api/v1/auth/change-email-request': {
    access: 'own-account',
    note: "the caller's email",
    prepare: () => ({ call: () => ({ body: { email: uniqueEmail('next') } }) }),
  },
  'POST /api/v1/auth/change-password': {
    access: 'own-account',
    note: "the caller's password (revokes the caller's other sessions)",
    prepare: async (world) => {
      const subject = await world.newPerson('password');
      return {
        subject,
        call: (role) =>
          role === 'owner'
            ? { body: { password: 'another-password', currentPassword: subject.password } }
            : { body: { password: 'another-password', currentPassword: 'not-my-password' } },
      };
    },
    // The intruder changes nothing of the owner's: their own current password is checked first.
    expect: { intruder: 400 },
  },
  'POST /api/v1/auth/reauthenticate': {
    access: 'own-account',
    note: "the caller's password; moves the caller to a new session",
    prepare: async (world) => {
      const subject = await world.newPerson('reauth');
      return {
        subject,
        call: (role) => ({ body: { password: role === 'owner' ? subject.password : 'not-my-password' } }),
      };
    },
    // The intruder proves nothing about the owner: their own password is checked.
    expect: { intruder: 400 },
  },
  'POST /api/v1/auth/logout-all': {
    access: 'own-account',
    note: "ends every session of the caller's own account",
    prepare: async (world) => ({ subject: await world.newPerson('everywhere'), call: () => ({}) }),
  },
  'GET /api/v1/auth/me': { access: 'own-account', note: "the caller's profile", prepare: fixed({}) },
  'GET /api/v1/users/profile': { access: 'own-account', note: "the caller's profile", prepare: fixed({}) },
  'GET /api/v1/users/me': { access: 'own-account', note: "the caller's profile", prepare: fixed({}) },
  'PATCH /api/v1/users/profile': {
    access: 'own-account',
    note: "the caller's profile",
    prepare: () => ({ call: () => ({ body: { bio: unique('Updated bio') } }) }),
  },
  'GET /api/v1/users/onboarding/city': {
    access: 'public',
    note: 'city lookup (catalogue)',
    prepare: fixed({ query: { city: 'lis' } }),
  },
  'GET /api/v1/users/onboarding/status': {
    access: 'own-account',
    note: "the caller's onboarding",
    prepare: fixed({}),
  },
  'POST /api/v1/users/onboarding': {
    access: 'own-account',
    note: "the caller's onboarding answers",
    prepare: (world) => ({
      call: () => ({
        body: {
          appUsagePurpose: 'find-tours',
          whenTripPlanned: '1-3-months',
          referredBy: 'search',
          cityId: world.catalogue.cityId,
        },
      }),
    }),
  },

  // Analytics and survey -------------------------------------------------------------------------
  'POST /api/v1/ingest/e': ingest,
  'POST /api/v1/ingest/i/v0/e': ingest,
  'POST /api/v1/ingest/batch': ingest,
  'POST /api/v1/ingest/capture': ingest,
  'POST /api/v1/ingest/track': ingest,
  'POST /api/v1/survey/responses': {
    access: 'public',
    note: 'anyone may answer; a valid bearer ties the answer to its own user only',
    prepare: fixed({ body: { score: 8, comment: 'Lovely app', path: '/tours' } }),
  },

  // Development only -----------------------------------------------------------------------------
  'GET /api/v1/ingest/remote-health': {
    access: 'credential',
    note: "the release service's token (GAIDO_HEALTH_TOKEN); counts of page loads, no personal data",
    prepare: () => ({
      call: (role) => ({
        query: { environment: 'local', remote: 'mfe_tours' },
        bearer: false,
        ...(role === 'anonymous'
          ? {}
          : {
              headers: {
                Authorization: `Bearer ${role === 'owner' ? WORLD_HEALTH_TOKEN : WRONG_TOKEN}`,
              },
            }),
      }),
    }),
  },
  'GET /api/v1/dev/mailbox': {
    access: 'dev-only',
    note: 'shows mailed tokens: never mounted in production',
    prepare: fixed({ query: { to: 'nobody@example.com' } }),
  },
  'GET /api/v1/dev/analytics/events': {
    access: 'dev-only',
    note: 'browsing data for QA: never mounted in production',
    prepare: fixed({ query: { limit: '5' } }),
  },
};

/** `METHOD /path/:param` of every handler the app serves (middleware entries left out). */
export function enumerateRoutes(app: TestApi['app']): string[] {
  const keys = new Set<string>();
  for (const route of app.routes) {
    // `ALL` entries are the app's middleware (logs, headers, CORS), not endpoints; a route's own
    // session check shares its method and path, and counts once.
    if (route.method === 'ALL') continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys].sort();
}

export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${template}`);
    return encodePathSegment(value);
  });
}

/** encodeURIComponent, except that a lone surrogate becomes the invalid UTF-8 bytes an attacker would send. */
function encodePathSegment(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => {
      try {
        return encodeURIComponent(part);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

export interface Sent {
  status: number;
  body: Body;
  headers: Headers;
}

/**
 * Sends one call as a role. The harness prefixes /api/v1, so the path is sent relative to it
 * (assets stay absolute).
 */
export async function send(
  world: Pick<World, 'api' | 'clock'>,
  key: string,
  call: Call,
  token: string | undefined,
  raw?: string,
): Promise<Sent> {
  const [method, template] = key.split(' ') as [string, string];
  const path = buildPath(template, call.params).replace(/^\/api\/v1/, '');
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const previous = world.clock.now;
  if (call.clock) world.clock.now = call.clock;
  try {
    return await world.api.request(method, `${path}${query}`, raw === undefined ? call.body : undefined, {
      token: call.bearer === false ? undefined : token,
      headers: call.headers,
      raw,
    });
  } finally {
    world.clock.now = previous;
  }
}
