/**
 * @gaido/shared/contracts: every endpoint of the API, once. The API validates with these schemas and
 * publishes them as /api/v1/openapi.json; browser code imports what it needs by name (a limit, a
 * type), so the bundles keep only that.
 */
import { accountsEndpoints } from './accounts';
import type { Endpoint } from './endpoint';
import { favoritesEndpoints } from './favorites';
import { referenceEndpoints } from './reference';
import { usersEndpoints } from './users';

export * as accounts from './accounts';
export * from './endpoint';
export * as favorites from './favorites';
export * as reference from './reference';
export * as users from './users';

/** The endpoints that have a contract, in the document's order. */
export const endpoints: readonly Endpoint[] = [
  ...referenceEndpoints,
  ...accountsEndpoints,
  ...usersEndpoints,
  ...favoritesEndpoints,
];
