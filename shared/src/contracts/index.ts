/**
 * @gaido/shared/contracts: every endpoint of the API, once. The API validates with these schemas and
 * publishes them as /api/v1/openapi.json; browser code imports what it needs by name (a limit, a
 * type), so the bundles keep only that.
 */
import { accountsEndpoints } from './accounts';
import { bookingsEndpoints } from './bookings';
import { citiesEndpoints } from './cities';
import { devEndpoints } from './dev';
import type { Endpoint } from './endpoint';
import { favoritesEndpoints } from './favorites';
import { gemsEndpoints } from './gems';
import { guidesEndpoints } from './guides';
import { ingestEndpoints } from './ingest';
import { onboardingEndpoints } from './onboarding';
import { paymentsEndpoints } from './payments';
import { referenceEndpoints } from './reference';
import { reviewsEndpoints } from './reviews';
import { surveyEndpoints } from './survey';
import { toursEndpoints } from './tours';
import { usersEndpoints } from './users';

export * as accounts from './accounts';
export * as bookings from './bookings';
export * as cities from './cities';
export * as dev from './dev';
export * from './endpoint';
export * as favorites from './favorites';
export * as gems from './gems';
export * as guides from './guides';
export * as ingest from './ingest';
export * as onboarding from './onboarding';
export * as payments from './payments';
export * as reference from './reference';
export * as reviews from './reviews';
export * as survey from './survey';
export * as tours from './tours';
export * as users from './users';

/** The endpoints that have a contract, in the document's order. */
export const endpoints: readonly Endpoint[] = [
  ...referenceEndpoints,
  ...accountsEndpoints,
  ...usersEndpoints,
  ...onboardingEndpoints,
  ...citiesEndpoints,
  ...gemsEndpoints,
  ...guidesEndpoints,
  ...favoritesEndpoints,
  ...toursEndpoints,
  ...reviewsEndpoints,
  ...bookingsEndpoints,
  ...paymentsEndpoints,
  ...surveyEndpoints,
  ...ingestEndpoints,
  ...devEndpoints,
];
