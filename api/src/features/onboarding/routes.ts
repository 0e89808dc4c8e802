// Onboarding (spec 3 "Onboarding submission", spec 4 "Onboarding gate").
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { badRequest } from '../../http/errors';
import { singlePageMeta } from '../../http/pagination';
import { readJson, readQuery, uuidField } from '../../http/validate';
import { requireAuth } from '../accounts/auth-middleware';
import { requireUserJson } from '../accounts/users';
import { findCity, searchCities } from '../cities/queries';
import { isOnboarded, saveOnboarding } from './queries';

export const APP_USAGE_PURPOSES = [
  'plan-a-trip',
  'discover-my-city',
  'find-tours',
  'save-places',
  'other',
] as const;
export const WHEN_TRIP_PLANNED = ['within-a-month', '1-3-months', '3-6-months', 'later', 'not-sure'] as const;
export const REFERRED_BY = ['friend', 'search', 'social', 'blog', 'other'] as const;

const LOOKUP_LIMIT = 20;

const oneOf = (field: string, values: readonly string[]) => ({
  error: `${field} must be one of: ${values.join(', ')}`,
});

const lookupQuery = z.object({
  city: z.string().trim().max(100, 'city must be at most 100 characters').optional(),
  country: z.string().trim().max(100, 'country must be at most 100 characters').optional(),
});

const onboardingBody = z
  .object({
    appUsagePurpose: z.enum(APP_USAGE_PURPOSES, oneOf('appUsagePurpose', APP_USAGE_PURPOSES)),
    whenTripPlanned: z.enum(WHEN_TRIP_PLANNED, oneOf('whenTripPlanned', WHEN_TRIP_PLANNED)),
    referredBy: z.enum(REFERRED_BY, oneOf('referredBy', REFERRED_BY)),
    cityId: uuidField('cityId').nullish(),
    preferredCity: z.string().trim().min(1).max(100).nullish(),
    preferredCountry: z.string().trim().max(100).nullish(),
  })
  .refine((body) => body.cityId || body.preferredCity, {
    message: 'Choose a city: send cityId (from the city lookup) or preferredCity',
    path: ['cityId'],
  });

export function onboardingRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  // Public: it only reads the city catalogue, and the quiz may look up cities before sign-in.
  app.get('/city', async (c) => {
    const { city, country } = readQuery(c, lookupQuery);
    const rows = await searchCities(db, { text: city, country, limit: LOOKUP_LIMIT });
    const data = rows.map(({ id, name, country, countryCode, latitude, longitude, slug }) => ({
      id,
      name,
      country,
      countryCode,
      latitude,
      longitude,
      slug,
    }));
    return c.json({ data, meta: singlePageMeta(data.length) });
  });

  app.get('/status', auth, async (c) => {
    return c.json({ data: { isOnboarded: await isOnboarded(db, c.get('auth').userId) } });
  });

  app.post('/', auth, async (c) => {
    const body = await readJson(c, onboardingBody);
    const { userId } = c.get('auth');
    const city = body.cityId ? await findCity(db, { id: body.cityId.toLowerCase() }) : null;
    if (body.cityId && !city) {
      throw badRequest('City not found', 'validation_error', [{ path: 'cityId', message: 'City not found' }]);
    }
    const answers = {
      appUsagePurpose: body.appUsagePurpose,
      whenTripPlanned: body.whenTripPlanned,
      referredBy: body.referredBy,
      cityId: city?.id ?? null,
      preferredCity: body.preferredCity ?? city?.name ?? '',
      preferredCountry: body.preferredCountry ?? city?.country ?? null,
    };
    await saveOnboarding(db, userId, answers);
    return c.json({ data: await requireUserJson(db, userId) });
  });

  return app;
}
