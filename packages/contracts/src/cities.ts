// Cities: the list (searchable; the client's connectivity test too) and one city by id or slug, with
// its neighbourhoods for the map's labels, and the land around it for the maps' coast. Public.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, listOf, trimmedText } from './endpoint';
import { CITY_ID_OR_SLUG_MAX, CITY_SEARCH_MAX } from './limits';

export { CITY_ID_OR_SLUG_MAX, CITY_SEARCH_MAX } from './limits';

/** A city as the catalogue sends it, with how many gems and tours it has. */
export const City = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  timezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  description: z.string(),
  imageUrl: z.string(),
  /** What the city's poster shows, for its `alt`. */
  imageAlt: z.string(),
  gemCount: z.number(),
  tourCount: z.number(),
});

export const Neighbourhood = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });

export const CityListQuery = z.object({ q: z.optional(trimmedText('q', CITY_SEARCH_MAX)) });
export const listCities = defineEndpoint({
  method: 'get',
  path: '/cities',
  summary: 'Every city, by name; `q` keeps those whose name or country holds it',
  description:
    'Every city of the catalogue by name, with its counts of gems and tours. `q` keeps the cities whose name or country holds it, accent-insensitive.',
  tag: 'cities',
  auth: 'none',
  query: CityListQuery,
  responses: { 200: listOf(City), 400: ErrorResponse },
});

export const CityParams = z.object({
  idOrSlug: z
    .string()
    .check(
      z.maxLength(CITY_ID_OR_SLUG_MAX, 'idOrSlug must be a city id or slug'),
      z.regex(/^[A-Za-z0-9-]+$/, 'idOrSlug must be a city id or slug'),
    ),
});
export const getCity = defineEndpoint({
  method: 'get',
  path: '/cities/{idOrSlug}',
  summary: 'One city, by id or slug, with its neighbourhoods',
  description:
    "One city by its id or slug, with its neighbourhoods and where they are (the map's labels). An unknown city is a 404.",
  tag: 'cities',
  auth: 'none',
  params: CityParams,
  responses: {
    200: dataOf(z.object({ ...City.shape, neighbourhoods: z.array(Neighbourhood) })),
    400: ErrorResponse,
    404: ErrorResponse,
  },
});

/** [west, south, east, north]; then MultiPolygon coordinates, [longitude, latitude] pairs. */
export const CityLand = z.object({
  bbox: z.array(z.number()),
  land: z.object({ type: z.string(), coordinates: z.array(z.array(z.array(z.array(z.number())))) }),
  attribution: z.string(),
});
export const getCityLand = defineEndpoint({
  method: 'get',
  path: '/cities/{idOrSlug}/land',
  summary: 'The land around a city, for the maps to draw its coast and large water',
  description:
    'The land in a box around the city (bbox: west, south, east, north), cut from OpenStreetMap-derived land polygons (ODbL, © OpenStreetMap contributors, credited in attribution); the maps draw the box less the land as water. The seed places every gem and meeting point on this land. An unknown city is a 404.',
  tag: 'cities',
  auth: 'none',
  params: CityParams,
  responses: { 200: dataOf(CityLand), 400: ErrorResponse, 404: ErrorResponse },
});

export const citiesEndpoints = [listCities, getCity, getCityLand];
