// GET /cities (also the client's connectivity test, spec 7), GET /cities/{idOrSlug} and its land. Requests and
// responses are the contracts' (@gaido/contracts, cities).
import { cities as contract, UUID_PATTERN } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { singlePageMeta } from '../../http/pagination';
import { contractRoutes } from '../../http/route';
import { seedCities } from '../../seed/data/cities';
import { cityLand, LAND_ATTRIBUTION } from '../../seed/land';
import { imageAlt } from '../assets/svg';
import { findCity, searchCities } from './queries';

/** A city's neighbourhoods and where they are (the seed's own data), for the map's labels. */
function neighbourhoodsOf(slug: string) {
  return (seedCities.find((city) => city.slug === slug)?.neighbourhoods ?? []).map(
    ({ name, latitude, longitude }) => ({ name, latitude, longitude }),
  );
}

/** A city with what its poster shows, for the poster's `alt`. */
function withAlt<T extends { imageUrl: string }>(city: T) {
  return { ...city, imageAlt: imageAlt(city.imageUrl) };
}

export function cityRoutes(deps: AppDeps) {
  const { db } = deps;
  const { app, mount } = contractRoutes(deps);

  mount(contract.listCities, async (c, { query: { q } }) => {
    const rows = await searchCities(db, { text: q, matchCountry: true });
    return c.json({ data: rows.map(withAlt), meta: singlePageMeta(rows.length) });
  });

  mount(contract.getCity, async (c, { params: { idOrSlug } }) => {
    const city = UUID_PATTERN.test(idOrSlug)
      ? await findCity(db, { id: idOrSlug.toLowerCase() })
      : await findCity(db, { slug: idOrSlug.toLowerCase() });
    if (!city) throw notFound('City not found');
    return c.json({ data: { ...withAlt(city), neighbourhoods: neighbourhoodsOf(city.slug) } });
  });

  mount(contract.getCityLand, async (c, { params: { idOrSlug } }) => {
    const city = UUID_PATTERN.test(idOrSlug)
      ? await findCity(db, { id: idOrSlug.toLowerCase() })
      : await findCity(db, { slug: idOrSlug.toLowerCase() });
    const land = city ? cityLand(city.slug) : null;
    if (!city || !land) throw notFound('City not found');
    return c.json({
      data: {
        bbox: land.bbox,
        land: { type: 'MultiPolygon', coordinates: land.land },
        attribution: LAND_ATTRIBUTION,
      },
    });
  });

  return app;
}
