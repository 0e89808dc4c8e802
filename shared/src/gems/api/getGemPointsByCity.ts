// GET /gems/?cityId (spec 7): a city's gems as a map draws them. No query options or hook: the map
// shows the pages as they arrive and keeps them in its own cache (mfe-gems' map/api/cityGems.ts).
import type { GemPoint } from '../../schemas/gem';
import { fetchCityPages, type GemsByCityOptions } from './cityPages';
import { parseGemPoints } from './parseGems';

/** The same pages as getGemsByCity, each gem checked and kept only as a map draws it (GemPoint). */
export function getGemPointsByCity(
  cityId: string,
  options: GemsByCityOptions<GemPoint> = {},
): Promise<GemPoint[]> {
  return fetchCityPages(cityId, options, parseGemPoints);
}
