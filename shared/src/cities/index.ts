/**
 * @gaido/shared/cities: city calls more than one remote makes (the land around a city: the gems map,
 * a gem's and a tour's location drawings). Like `/gems` it holds no state, so it is not shared through
 * Module Federation: each app bundles what it uses, and reaches the API client through the
 * `@gaido/shared` specifier (shared/src/subpaths.test.ts).
 */
export { type CityLand, cityLandQueryOptions, getCityLand, useCityLand } from './api/getCityLand';
