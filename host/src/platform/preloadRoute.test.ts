import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { hostPagePlacements } from '../routes/routeTable';
import { preloadRouteRemotes, remoteModulesForPath, routeParamsForPath } from './preloadRoute';

describe('preloading the page being opened', () => {
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

  it('preloads only the exposed modules of registered remotes, without their shared dependencies', () => {
    const preload = vi.fn().mockResolvedValue(undefined);
    const preloaded = preloadRouteRemotes('/', (remote) => remote === 'mfe_tours', preload);
    expect(preloaded).toEqual([{ remote: 'mfe_tours', module: './FeaturedTours' }]);
    expect(preload).toHaveBeenCalledWith([
      {
        nameOrAlias: 'mfe_tours',
        exposes: ['./FeaturedTours'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
      },
    ]);
  });

  it('leaves a failed preload to the route, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const preload = vi.fn().mockRejectedValue(new Error('manifest 503'));
    preloadRouteRemotes('/gems-map', () => true, preload);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('preloads nothing for a page without remotes', () => {
    const preload = vi.fn();
    expect(preloadRouteRemotes('/about', () => true, preload)).toEqual([]);
    expect(preload).not.toHaveBeenCalled();
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
