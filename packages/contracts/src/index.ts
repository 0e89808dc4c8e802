/**
 * @gaido/contracts: every endpoint of the API, once. The API validates with these schemas and
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

type EndpointsIn<M> = Extract<M[keyof M], Endpoint>;

/** Every endpoint object of the contracts, as a union of their literal types. */
export type AnyEndpoint =
  | EndpointsIn<typeof import('./reference')>
  | EndpointsIn<typeof import('./accounts')>
  | EndpointsIn<typeof import('./users')>
  | EndpointsIn<typeof import('./onboarding')>
  | EndpointsIn<typeof import('./cities')>
  | EndpointsIn<typeof import('./gems')>
  | EndpointsIn<typeof import('./guides')>
  | EndpointsIn<typeof import('./favorites')>
  | EndpointsIn<typeof import('./tours')>
  | EndpointsIn<typeof import('./reviews')>
  | EndpointsIn<typeof import('./bookings')>
  | EndpointsIn<typeof import('./payments')>
  | EndpointsIn<typeof import('./survey')>
  | EndpointsIn<typeof import('./ingest')>
  | EndpointsIn<typeof import('./dev')>;

/** Each endpoint by its name: its method and path as the contract writes them. */
export type EndpointsByName = { [E in AnyEndpoint as `${E['method']} ${E['path']}`]: E };

/**
 * How a client names an endpoint: `'post /gems/fav/create-folder'`, `'get /tours/{tourId}'`. A name
 * no contract defines is a type error.
 */
export type EndpointName = keyof EndpointsByName;
