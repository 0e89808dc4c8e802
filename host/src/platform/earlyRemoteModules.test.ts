import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_MODULE_MAX_AGE_MS, loadRemoteModulesEarly, takeEarlyRemoteModule } from './earlyRemoteModules';

vi.mock('./federationRuntime', () => ({ loadRemoteModule: vi.fn() }));

describe('loading the opened page’s remote modules early', () => {
  it('starts every module of the page at once, and hands each load to its route once', async () => {
    const page = { default: () => null };
    const load = vi.fn().mockResolvedValue(page);
    loadRemoteModulesEarly(
      [
        { remote: 'mfe_tours', module: './FeaturedTours' },
        { remote: 'mfe_gems', module: './FeaturedGems' },
      ],
      { load },
    );
    expect(load.mock.calls).toEqual([
      ['mfe_tours', './FeaturedTours'],
      ['mfe_gems', './FeaturedGems'],
    ]);
    await expect(takeEarlyRemoteModule('mfe_gems', './FeaturedGems')).resolves.toBe(page);
    // Taken: a later render (another visit, a retry) loads the module itself.
    expect(takeEarlyRemoteModule('mfe_gems', './FeaturedGems')).toBeUndefined();
    expect(takeEarlyRemoteModule('mfe_gems', './GemsMapPage')).toBeUndefined();
    await expect(takeEarlyRemoteModule('mfe_tours', './FeaturedTours')).resolves.toBe(page);
  });

  it('keeps a failed early load for the route to report, without an unhandled rejection', async () => {
    const load = vi.fn().mockRejectedValue(new Error('manifest 503'));
    loadRemoteModulesEarly([{ remote: 'mfe_account', module: './BookingsPage' }], { load });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyRemoteModule('mfe_account', './BookingsPage')).rejects.toThrow('manifest 503');
  });

  it('drops an early load nobody took in time: a later visit to that page loads afresh', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      loadRemoteModulesEarly([{ remote: 'mfe_gems', module: './GemsMapPage' }], {
        load: vi.fn().mockResolvedValue({}),
      });
      vi.advanceTimersByTime(EARLY_MODULE_MAX_AGE_MS + 1);
      expect(takeEarlyRemoteModule('mfe_gems', './GemsMapPage')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a page that exports prefetch the opened route as soon as its module has loaded', async () => {
    const route = {
      params: { citySlug: 'hanoi', tourSlug: 'long-bien-food-walk' },
      searchParams: new URLSearchParams('guests=2'),
      queryClient: new QueryClient(),
    };
    const prefetch = vi.fn();
    const page = { default: () => null, prefetch };
    loadRemoteModulesEarly([{ remote: 'mfe_tours', module: './TourDetailPage' }], {
      route,
      load: vi.fn().mockResolvedValue(page),
    });
    expect(prefetch).not.toHaveBeenCalled();
    await expect(takeEarlyRemoteModule('mfe_tours', './TourDetailPage')).resolves.toBe(page);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(route);
  });

  it('still hands the page to its route when its prefetch throws, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = {
      default: () => null,
      prefetch: () => {
        throw new Error('bad params');
      },
    };
    loadRemoteModulesEarly([{ remote: 'mfe_tours', module: './ToursPage' }], {
      route: { params: {}, searchParams: new URLSearchParams(), queryClient: new QueryClient() },
      load: vi.fn().mockResolvedValue(page),
    });
    await expect(takeEarlyRemoteModule('mfe_tours', './ToursPage')).resolves.toBe(page);
    expect(warn).toHaveBeenCalledWith(
      '[gaido] mfe_tours/./ToursPage: prefetch failed; the page asks for its data itself',
      expect.any(Error),
    );
    warn.mockRestore();
  });

  it('calls no prefetch without an opened route, nor on a module that has none', async () => {
    const prefetch = vi.fn();
    loadRemoteModulesEarly([{ remote: 'mfe_gems', module: './FeaturedGems' }], {
      load: vi.fn().mockResolvedValue({ default: () => null, prefetch }),
    });
    loadRemoteModulesEarly([{ remote: 'mfe_gems', module: './SavedGemsPage' }], {
      route: { params: {}, searchParams: new URLSearchParams(), queryClient: new QueryClient() },
      load: vi.fn().mockResolvedValue({ default: () => null, prefetch: 'not a function' }),
    });
    await takeEarlyRemoteModule('mfe_gems', './FeaturedGems');
    await takeEarlyRemoteModule('mfe_gems', './SavedGemsPage');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('contains a prefetch that rejects (an async one), with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = { default: () => null, prefetch: async () => Promise.reject(new Error('offline')) };
    loadRemoteModulesEarly([{ remote: 'mfe_tours', module: './FeaturedTours' }], {
      route: { params: {}, searchParams: new URLSearchParams(), queryClient: new QueryClient() },
      load: vi.fn().mockResolvedValue(page),
    });
    await expect(takeEarlyRemoteModule('mfe_tours', './FeaturedTours')).resolves.toBe(page);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[gaido] mfe_tours/./FeaturedTours: prefetch failed; the page asks for its data itself',
        expect.any(Error),
      ),
    );
    warn.mockRestore();
  });
});
