// The people and data the security suites act on: an owner whose personal data every
// personal endpoint is asked for, an intruder (another signed-in user) who asks for it, and a
// bystander whose rows nobody touches, so a digest of them proves no request reached them.
import { sql } from 'drizzle-orm';
import { type Body, openTestApi, type TestApi, uniqueEmail } from '../harness';

/** Booking rules run on an injected clock (as in bookings.test.ts); access tokens use real time. */
export const CLOCK_START = new Date('2031-05-05T08:00:00Z');
/** Late enough that every departure booked from CLOCK_START has ended: reviews become possible. */
export const CLOCK_AFTER_TOURS = new Date('2031-12-01T08:00:00Z');

export interface Clock {
  now: Date;
}

export const SUCCESS_CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2035,
  cvc: '123',
  holderName: 'Ana Traveller',
};

export interface Person {
  email: string;
  password: string;
  name: string;
  id: string;
  accessToken: string;
  refreshToken: string;
}

export interface Slot {
  date: string;
  time: string;
}

export interface Catalogue {
  cityId: string;
  citySlug: string;
  gemIds: string[];
  tours: Body[];
}

let keyCounter = 0;
/** Payment idempotency keys: unique per call, 8-100 of [A-Za-z0-9_-]. */
export const newIdempotencyKey = () => `security-${process.pid}-${Date.now()}-${++keyCounter}`;

export async function readCatalogue(api: TestApi): Promise<Catalogue> {
  const city = (await api.get('/cities/lisbon')).body.data;
  const gems = (await api.get(`/gems?cityId=${city.id}&limit=40`)).body.data as Body[];
  const tours = (await api.get('/tours?limit=100&sort=title')).body.data as Body[];
  return { cityId: city.id, citySlug: city.slug, gemIds: gems.map((gem) => gem.id), tours };
}

/** A verified, onboarded, named account with a session. */
export async function createPerson(api: TestApi, prefix: string, catalogue: Catalogue): Promise<Person> {
  const email = uniqueEmail(prefix);
  const password = 'secret-password';
  const name = `${prefix} Traveller`;
  await api.signUp(email, password);
  const mail = await api.latestMail(email, 'verify-email');
  await api.post('/auth/confirm', { token: mail.token });
  const session = await api.login(email, password);
  const token = { token: session.accessToken };
  await api.patch('/users/profile', { name, bio: `${prefix} bio`, homeCityId: catalogue.cityId }, token);
  await api.post(
    '/users/onboarding',
    {
      appUsagePurpose: 'plan-a-trip',
      whenTripPlanned: 'later',
      referredBy: 'friend',
      cityId: catalogue.cityId,
    },
    token,
  );
  return {
    email,
    password,
    name,
    id: session.user.id,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
}

/** Hands out departures that nobody else in the file books, so capacity never decides an answer. */
export class SlotPicker {
  private tourCursor = 0;
  constructor(
    private readonly api: TestApi,
    private readonly tours: Body[],
  ) {}

  async next(from = '2031-05-19'): Promise<{ tourId: string } & Slot> {
    for (let attempt = 0; attempt < this.tours.length * 2; attempt++) {
      const tour = this.tours[this.tourCursor++ % this.tours.length];
      const { body } = await this.api.get(`/tours/${tour.id}/availability?from=${from}`);
      for (const day of body.data?.days ?? []) {
        const slot = day.slots.find((candidate: Body) => candidate.remaining === candidate.capacity);
        if (slot) return { tourId: tour.id, date: day.date, time: slot.time };
      }
    }
    throw new Error('no free departure left');
  }
}

/** Personal data of one person, created through the API the way the app creates it. */
export interface PersonalData {
  folderId: string;
  folderName: string;
  favoriteGemId: string;
  heldBookingId: string;
  paidBookingId: string;
  paymentId: string;
  /** A tour this person has taken (paid, ended by CLOCK_AFTER_TOURS) and not reviewed yet. */
  takenTourId: string;
}

export async function createPersonalData(
  api: TestApi,
  person: Person,
  catalogue: Catalogue,
  slots: SlotPicker,
  label: string,
): Promise<PersonalData> {
  const token = { token: person.accessToken };
  const folderName = `${label} folder ${keyCounter++}`;
  const folder = await api.post('/gems/fav/create-folder', { folderName, cityId: catalogue.cityId }, token);
  if (folder.status !== 201) throw new Error(`folder: ${JSON.stringify(folder.body)}`);
  const favoriteGemId = catalogue.gemIds[0]!;
  await api.post('/gems/fav', { gemId: favoriteGemId, folderId: folder.body.data.id }, token);
  const held = await book(api, person, await slots.next());
  const paid = await book(api, person, await slots.next());
  const payment = await api.post(
    `/bookings/${paid}/pay`,
    { idempotencyKey: newIdempotencyKey(), card: SUCCESS_CARD },
    token,
  );
  if (payment.status !== 201) throw new Error(`payment: ${JSON.stringify(payment.body)}`);
  const taken = await (async () => {
    const slot = await slots.next();
    const id = await book(api, person, slot);
    await api.post(`/bookings/${id}/pay`, { idempotencyKey: newIdempotencyKey(), card: SUCCESS_CARD }, token);
    return slot.tourId;
  })();
  return {
    folderId: folder.body.data.id,
    folderName,
    favoriteGemId,
    heldBookingId: held,
    paidBookingId: paid,
    paymentId: payment.body.data.payment.id,
    takenTourId: taken,
  };
}

export async function book(api: TestApi, person: Person, slot: { tourId: string } & Slot): Promise<string> {
  const response = await api.post('/bookings', { ...slot, guests: 1 }, { token: person.accessToken });
  if (response.status !== 201) throw new Error(`booking: ${JSON.stringify(response.body)}`);
  return response.body.data.id;
}

function uuidOnly(value: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(value)) throw new Error(`not a user id: ${value}`);
  return value;
}

/**
 * Everything stored about one user, as one digest: account, sessions, mail tokens, onboarding,
 * folders, favorites, bookings, payments, reviews and survey answers. Any insert, update or delete
 * of their rows changes it.
 */
export async function userDataDigest(api: TestApi, userId: string): Promise<string> {
  // One round trip, as it runs after every refused request of the hostile-input suite. The id is
  // checked to be a UUID before it is written into the statement.
  const id = `'${uuidOnly(userId)}'::uuid`;
  const rowsOf = (table: string, where = `user_id = ${id}`) =>
    `select '${table}:' || to_jsonb(t)::text as line from ${table} t where ${where}`;
  const union = [
    rowsOf('users', `id = ${id}`),
    rowsOf('sessions'),
    rowsOf('refresh_tokens', `session_id in (select s.id from sessions s where s.user_id = ${id})`),
    ...[
      'email_tokens',
      'user_onboarding',
      'favorite_folders',
      'favorites',
      'bookings',
      'payments',
      'reviews',
      'survey_responses',
    ].map((table) => rowsOf(table)),
  ].join(' union all ');
  const result = await api.db.execute(
    sql.raw(
      `select count(*)::int as count, coalesce(md5(string_agg(line, E'\\n' order by line)), '') as digest from (${union}) rows`,
    ),
  );
  const row = (result as unknown as { rows: { count: number; digest: string }[] }).rows[0];
  return `${row?.count}:${row?.digest}`;
}

export interface World {
  api: TestApi;
  clock: Clock;
  catalogue: Catalogue;
  slots: SlotPicker;
  /** Whose personal data the calls ask for. */
  owner: Person;
  ownerData: PersonalData;
  /** Another signed-in user, with data of their own. */
  intruder: Person;
  intruderData: PersonalData;
  /** Has data like everyone else, and is never named in any request. */
  bystander: Person;
  /** A new, verified and onboarded person: the subject of calls that revoke sessions or change credentials. */
  newPerson(prefix: string): Promise<Person>;
}

/** The service token the world's API gives the release service (its credential for real-user health). */
export const WORLD_HEALTH_TOKEN = 'release-service-health-token-of-the-security-world';

/**
 * A test API on a copy of the seeded database, with every route mounted (the dev-only ones too, so
 * the enumeration sees them) and three people with personal data.
 */
export async function openWorld(): Promise<World> {
  const clock: Clock = { now: CLOCK_START };
  const api = await openTestApi(
    { devMailbox: true, devAnalytics: true, healthToken: WORLD_HEALTH_TOKEN },
    { now: () => clock.now },
  );
  const catalogue = await readCatalogue(api);
  const slots = new SlotPicker(api, catalogue.tours);
  const newPerson = (prefix: string) => createPerson(api, prefix, catalogue);
  const owner = await newPerson('owner');
  const intruder = await newPerson('intruder');
  const bystander = await newPerson('bystander');
  const ownerData = await createPersonalData(api, owner, catalogue, slots, 'Owner');
  const intruderData = await createPersonalData(api, intruder, catalogue, slots, 'Intruder');
  await createPersonalData(api, bystander, catalogue, slots, 'Bystander');
  return { api, clock, catalogue, slots, owner, ownerData, intruder, intruderData, bystander, newPerson };
}
