// GET /gems/?cityId (spec 7): every gem of a city, page 1 then the rest in parallel (shared getGemsByCity).
import { gemsByCityQueryOptions } from '@gaido/shared';
import { useQuery } from '@tanstack/react-query';
import { mapProbe } from '../mapProbe';

export function cityGemsQueryOptions(cityId: string) {
  const options = gemsByCityQueryOptions(cityId);
  return {
    ...options,
    // Timed for the benchmark (scripts/bench-map.mjs): how long all pages of a city take.
    queryFn: async (context: Parameters<NonNullable<typeof options.queryFn>>[0]) => {
      const started = performance.now();
      mapProbe.update({ cityId, fetchStartedAt: started, fetchMs: null });
      const gems = await options.queryFn!(context);
      mapProbe.update({ fetchMs: performance.now() - started, fetchedGems: gems.length });
      return gems;
    },
  };
}

export function useCityGems(cityId: string | null) {
  return useQuery({ ...cityGemsQueryOptions(cityId ?? ''), enabled: cityId !== null });
}
