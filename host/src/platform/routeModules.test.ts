import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostPagePlacements } from '../routes/routeTable';
import { remoteModulesForPath, routeParamsForPath } from './routeModules';

describe('the remote modules of the page being opened', () => {
  it.each([
    ['/tours', [{ remote: 'mfe_tours', module: './ToursPage' }]],
    ['/tours/barcelona', [{ remote: 'mfe_tours', module: './CityToursPage' }]],
    ['/tours/barcelona/old-town-stories', [{ remote: 'mfe_tours', module: './TourDetailPage' }]],
    ['/tours/city/42', [{ remote: 'mfe_tours', module: './CityToursPage' }]],
    ['/gems-map', [{ remote: 'mfe_gems', module: './GemsMapPage' }]],
    ['/bookings', [{ remote: 'mfe_account', module: './BookingsPage' }]],
    ['/about', []],
    ['/no-such-page', []],
  ])('finds the remote modules that %s renders', (path, expected) => {
    expect(remoteModulesForPath(path)).toEqual(expected);
  });

  it("finds the home page's featured tours, and not its gems, which load near the viewport or at idle", () => {
    expect(remoteModulesForPath('/')).toEqual([{ remote: 'mfe_tours', module: './FeaturedTours' }]);
  });

  it('lists exactly the remote modules the home page renders, deferred ones as deferred', () => {
    const source = readFileSync(join(__dirname, '..', 'pages', 'HomePage.tsx'), 'utf8');
    const rendered = [
      ...source.matchAll(/<RemoteModule\s+remote="(\w+)"\s+module="([^"]+)"(\s+deferred)?\s*\/>/g),
    ].map(([, remote, module, deferred]) => ({ remote, module, ...(deferred ? { deferred: true } : {}) }));
    expect(rendered).toHaveLength(2);
    expect(rendered).toEqual(hostPagePlacements.home);
  });

  it("gives the opened route's params as the page reads them", () => {
    expect(routeParamsForPath('/tours/hanoi/long-bien-food-walk')).toEqual({
      citySlug: 'hanoi',
      tourSlug: 'long-bien-food-walk',
    });
    expect(routeParamsForPath('/tours/city/7/42')).toEqual({ cityId: '7', tourId: '42' });
    expect(routeParamsForPath('/tours')).toEqual({});
    expect(routeParamsForPath('/')).toEqual({});
  });
});
