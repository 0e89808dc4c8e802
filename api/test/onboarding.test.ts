import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnboarding } from '../src/db/schema/onboarding';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

const slugs = (body: { data: { slug: string }[] }) => body.data.map((city) => city.slug);

describe('onboarding city lookup', () => {
  it('matches part of the name, ignoring case and accents', async () => {
    expect(slugs((await api.get('/users/onboarding/city?city=sao')).body)).toEqual(['sao-paulo']);
    expect(slugs((await api.get('/users/onboarding/city?city=KRAKÓW')).body)).toEqual(['krakow']);
    expect(slugs((await api.get('/users/onboarding/city?city=york')).body)).toEqual(['new-york']);
    const { body } = await api.get('/users/onboarding/city?city=lis');
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      name: 'Lisbon',
      country: 'Portugal',
      countryCode: 'PT',
      latitude: 38.7223,
      longitude: -9.1393,
      slug: 'lisbon',
    });
  });

  it('narrows by country name or code', async () => {
    expect(slugs((await api.get('/users/onboarding/city?city=o&country=portugal')).body).sort()).toEqual([
      'lisbon',
      'porto',
    ]);
    expect(slugs((await api.get('/users/onboarding/city?city=o&country=PT')).body).sort()).toEqual([
      'lisbon',
      'porto',
    ]);
    expect(slugs((await api.get('/users/onboarding/city?country=turkiye')).body)).toEqual(['istanbul']);
    expect((await api.get('/users/onboarding/city?city=lisbon&country=japan')).body.data).toEqual([]);
  });

  it('lists cities when nothing is typed, and validates length', async () => {
    const { body } = await api.get('/users/onboarding/city');
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    const tooLong = await api.get(`/users/onboarding/city?city=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('city must be at most 100 characters');
  });
});

describe('onboarding submission', () => {
  async function kyotoId() {
    return (await api.get('/cities/kyoto')).body.data.id as string;
  }

  const answers = (cityId: string) => ({
    appUsagePurpose: 'plan-a-trip',
    preferredCity: 'Kyoto',
    preferredCountry: 'Japan',
    cityId,
    whenTripPlanned: '1-3-months',
    referredBy: 'friend',
  });

  it('stores the answers, marks the user onboarded and returns the user', async () => {
    const session = await api.newUser();
    const cityId = await kyotoId();
    const response = await api.post('/users/onboarding', answers(cityId), { token: session.accessToken });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: session.user.id,
      isOnboarded: true,
      user_metadata: { onboarding: { ...answers(cityId) } },
    });
    const status = await api.get('/users/onboarding/status', { token: session.accessToken });
    expect(status.body).toEqual({ data: { isOnboarded: true } });
    // The next login reports it too.
    expect((await api.login(session.email, session.password)).user.isOnboarded).toBe(true);
  });

  it('updates on a second answer instead of duplicating', async () => {
    const session = await api.newUser();
    const cityId = await kyotoId();
    await api.post('/users/onboarding', answers(cityId), { token: session.accessToken });
    const lisbon = (await api.get('/cities/lisbon')).body.data;
    const again = await api.post(
      '/users/onboarding',
      {
        appUsagePurpose: 'discover-my-city',
        cityId: lisbon.id,
        whenTripPlanned: 'not-sure',
        referredBy: 'search',
      },
      { token: session.accessToken },
    );
    expect(again.status).toBe(200);
    // City name and country default to the chosen city's.
    expect(again.body.data.user_metadata.onboarding).toEqual({
      appUsagePurpose: 'discover-my-city',
      preferredCity: 'Lisbon',
      preferredCountry: 'Portugal',
      cityId: lisbon.id,
      whenTripPlanned: 'not-sure',
      referredBy: 'search',
    });
    const rows = await api.db.select().from(userOnboarding).where(eq(userOnboarding.userId, session.user.id));
    expect(rows).toHaveLength(1);
  });

  it('accepts a typed city that is not in the catalogue', async () => {
    const session = await api.newUser();
    const response = await api.post(
      '/users/onboarding',
      {
        appUsagePurpose: 'other',
        preferredCity: 'Valparaíso',
        preferredCountry: 'Chile',
        whenTripPlanned: 'later',
        referredBy: 'blog',
      },
      { token: session.accessToken },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.user_metadata.onboarding.cityId).toBeNull();
  });

  it('answers a typed city without a country with no country (the user as its contract describes it)', async () => {
    const session = await api.newUser();
    const response = await api.post(
      '/users/onboarding',
      { appUsagePurpose: 'other', preferredCity: 'Atlantis', whenTripPlanned: 'later', referredBy: 'blog' },
      { token: session.accessToken },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.user_metadata.onboarding).toMatchObject({
      preferredCity: 'Atlantis',
      preferredCountry: null,
      cityId: null,
    });
    const me = await api.get('/users/me', { token: session.accessToken });
    expect(me.body.data.user_metadata.onboarding.preferredCountry).toBeNull();
  });

  it('rejects unknown values, unknown cities and missing answers with a message', async () => {
    const session = await api.newUser();
    const cityId = await kyotoId();
    const token = session.accessToken;
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...answers(cityId), appUsagePurpose: 'sightseeing' },
        'appUsagePurpose must be one of: plan-a-trip, discover-my-city, find-tours, save-places, other',
      ],
      [
        { ...answers(cityId), whenTripPlanned: 'tomorrow' },
        'whenTripPlanned must be one of: within-a-month, 1-3-months, 3-6-months, later, not-sure',
      ],
      [
        { ...answers(cityId), referredBy: 42 },
        'referredBy must be one of: friend, search, social, blog, other',
      ],
      [{ ...answers(cityId), cityId: 'kyoto' }, 'cityId must be a valid UUID'],
      [{ ...answers(cityId), cityId: '00000000-0000-4000-8000-000000000000' }, 'City not found'],
      [
        { ...answers(cityId), cityId: undefined, preferredCity: undefined },
        'Choose a city: send cityId (from the city lookup) or preferredCity',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api.post('/users/onboarding', body, { token });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const missing = await api.post('/users/onboarding', {}, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.length).toBeGreaterThanOrEqual(3);
    expect((await api.get('/users/onboarding/status', { token })).body.data.isOnboarded).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const response = await api.post('/users/onboarding', answers(await kyotoId()));
    expect(response.status).toBe(401);
  });
});
