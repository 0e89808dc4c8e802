import { describe, expect, it, vi } from 'vitest';
import { EARLY_MODULE_MAX_AGE_MS, loadRemoteModulesEarly, takeEarlyRemoteModule } from './earlyRemoteModules';

vi.mock('./federationRuntime', () => ({ loadRemoteModule: vi.fn() }));

describe('loading the opened page’s remote modules early (issue 9)', () => {
  it('starts every module of the page at once, and hands each load to its route once', async () => {
    const page = { default: () => null };
    const load = vi.fn().mockResolvedValue(page);
    loadRemoteModulesEarly(
      [
        { remote: 'mfe_tours', module: './FeaturedTours' },
        { remote: 'mfe_gems', module: './FeaturedGems' },
      ],
      load,
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
    loadRemoteModulesEarly([{ remote: 'mfe_account', module: './BookingsPage' }], load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyRemoteModule('mfe_account', './BookingsPage')).rejects.toThrow('manifest 503');
  });

  it('drops an early load nobody took in time: a later visit to that page loads afresh', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      loadRemoteModulesEarly(
        [{ remote: 'mfe_gems', module: './GemsMapPage' }],
        vi.fn().mockResolvedValue({}),
      );
      vi.advanceTimersByTime(EARLY_MODULE_MAX_AGE_MS + 1);
      expect(takeEarlyRemoteModule('mfe_gems', './GemsMapPage')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
