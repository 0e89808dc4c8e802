import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  EARLY_MODULE_MAX_AGE_MS,
  earlyRemoteModuleIfLoaded,
  earlyRemoteModulesSettled,
  loadRemoteModulesEarly,
  takeEarlyRemoteModule,
} from './earlyRemoteModules';

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

describe('waiting for a remote page’s early module before the first render', () => {
  const settledWithin = async (promise: Promise<void>, ms: number) => {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };

  it('settles when the module has arrived, and hands it over without waiting again', async () => {
    vi.useFakeTimers();
    try {
      let arrive: (page: unknown) => void = () => undefined;
      const page = { default: () => null };
      loadRemoteModulesEarly([{ remote: 'mfe_tours', module: './ToursPage' }], {
        load: vi.fn().mockImplementation(
          () =>
            new Promise((resolve) => {
              arrive = resolve;
            }),
        ),
      });
      const settled = earlyRemoteModulesSettled([{ remote: 'mfe_tours', module: './ToursPage' }], 1000);
      expect(await settledWithin(settled, 100)).toBe(false);
      expect(earlyRemoteModuleIfLoaded('mfe_tours', './ToursPage')).toBeUndefined();
      arrive(page);
      expect(await settledWithin(settled, 0)).toBe(true);
      expect(earlyRemoteModuleIfLoaded('mfe_tours', './ToursPage')).toBe(page);
      await expect(takeEarlyRemoteModule('mfe_tours', './ToursPage')).resolves.toBe(page);
      expect(earlyRemoteModuleIfLoaded('mfe_tours', './ToursPage')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles when the module failed, leaving the failure for the route to show', async () => {
    vi.useFakeTimers();
    try {
      loadRemoteModulesEarly([{ remote: 'mfe_account', module: './ProfilePage' }], {
        load: vi.fn().mockRejectedValue(new Error('remoteEntry 503')),
      });
      const settled = earlyRemoteModulesSettled([{ remote: 'mfe_account', module: './ProfilePage' }], 1000);
      expect(await settledWithin(settled, 0)).toBe(true);
      expect(earlyRemoteModuleIfLoaded('mfe_account', './ProfilePage')).toBeUndefined();
      await expect(takeEarlyRemoteModule('mfe_account', './ProfilePage')).rejects.toThrow('remoteEntry 503');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting after the time allowed, for a remote that does not answer', async () => {
    vi.useFakeTimers();
    try {
      loadRemoteModulesEarly([{ remote: 'mfe_gems', module: './TravelGuidesPage' }], {
        load: vi.fn().mockImplementation(() => new Promise(() => undefined)),
      });
      const settled = earlyRemoteModulesSettled([{ remote: 'mfe_gems', module: './TravelGuidesPage' }], 1000);
      expect(await settledWithin(settled, 999)).toBe(false);
      expect(await settledWithin(settled, 1)).toBe(true);
      takeEarlyRemoteModule('mfe_gems', './TravelGuidesPage');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for a module nobody loaded early', async () => {
    await expect(
      earlyRemoteModulesSettled([{ remote: 'mfe_onboarding', module: './OnboardingPage' }], 60_000),
    ).resolves.toBeUndefined();
  });
});
