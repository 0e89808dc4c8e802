// Onboarding (spec 3 "Onboarding submission", spec 4 "Onboarding gate"). Requests and responses are
// the contracts' (@gaido/contracts, onboarding).
import { onboarding as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { badRequest } from '../../http/errors';
import { singlePageMeta } from '../../http/pagination';
import { contractRoutes } from '../../http/route';
import { requireUserJson } from '../accounts/users';
import { findCity, searchCities } from '../cities/queries';
import { isOnboarded, saveOnboarding } from './queries';

export function onboardingRoutes(deps: AppDeps) {
  const { db } = deps;
  const { app, mount } = contractRoutes(deps);

  // Public: it only reads the city catalogue, and the quiz may look up cities before sign-in.
  mount(contract.lookupCity, async (c, { query: { city, country } }) => {
    const rows = await searchCities(db, { text: city, country, limit: contract.CITY_LOOKUP_LIMIT });
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

  mount(contract.onboardingStatus, async (c, { auth }) => {
    return c.json({ data: { isOnboarded: await isOnboarded(db, auth.userId) } });
  });

  mount(contract.submitOnboarding, async (c, { body, auth }) => {
    const { userId } = auth;
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
