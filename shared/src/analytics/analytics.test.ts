import { ANALYTICS_BATCH_SIZE, ANALYTICS_MAX_QUEUED, type AnalyticsBackend, analytics } from './analytics';
import { pageNameForPath } from './pageNames';

describe('pageNameForPath (spec 1, 2)', () => {
  it.each([
    ['/', 'Home'],
    ['/tours', 'Tours'],
    ['/tours/lisbon', 'City Tours'],
    ['/tours/lisbon/alfama-food-walk', 'Tour Detail'],
    ['/tours/city/3f2b6c1e-8a4d-4c2b-9f1e-2d3c4b5a6f70', 'City Tours'],
    ['/tours/city/3f2b6c1e/9a8b7c6d', 'Tour Detail'],
    ['/gems/g1', 'Gem Detail'],
    ['/travel-guides', 'Travel Guides'],
    ['/hidden-gems', 'Travel Guides'],
    ['/gems-map', 'Gems Map'],
    ['/saved-gems', 'Saved Gems'],
    ['/about', 'About'],
    ['/profile', 'Profile'],
    ['/bookings', 'Bookings'],
    ['/payment-history', 'Payment History'],
    ['/verify-email', 'Verify Email'],
    ['/reset-password', 'Reset Password'],
    ['/update-email', 'Update Email'],
    ['/update-password', 'Update Password'],
    ['/email-update', 'Update Email'],
    ['/confirm-email', 'Confirm Email'],
    ['/terms', 'Terms'],
    ['/privacy', 'Privacy'],
    ['/privacy-policy', 'Privacy'],
    ['/onboarding', 'Onboarding'],
    ['/no-such-page', 'Not Found'],
    ['/gems', 'Not Found'],
    ['/gems/g1/extra', 'Not Found'],
  ])('names %s "%s"', (path, name) => {
    expect(pageNameForPath(path)).toBe(name);
  });

  it.each(['/tours/a/b/c', '/tours/city/c1/t1/reviews', '/en/tours/lisbon/walk'])(
    'names %s a tour detail: it contains /tours/ and has more than 3 segments',
    (path) => {
      expect(pageNameForPath(path)).toBe('Tour Detail');
    },
  );

  it('ignores trailing slashes, query strings and hashes', () => {
    expect(pageNameForPath('/tours/')).toBe('Tours');
    expect(pageNameForPath('/reset-password?token=abc')).toBe('Reset Password');
    expect(pageNameForPath('/about#team')).toBe('About');
  });
});

function fakeBackend() {
  return {
    capture: vi.fn(),
    identify: vi.fn(),
    reset: vi.fn(),
    flush: vi.fn(),
  } satisfies AnalyticsBackend;
}

describe('the analytics facade', () => {
  it('queues calls until the host plugs in a backend, then replays them in order', () => {
    analytics.track('app_loaded');
    analytics.identify('u1');
    analytics.capturePageview('/tours/lisbon');
    const backend = fakeBackend();
    analytics.setBackend(backend);
    expect(backend.capture.mock.calls).toEqual([
      ['app_loaded', undefined, { timestamp: expect.any(Date) }],
      ['$pageview', { page_name: 'City Tours', path: '/tours/lisbon' }, { timestamp: expect.any(Date) }],
    ]);
    expect(backend.identify).toHaveBeenCalledWith('u1', undefined);
    expect(analytics.queueStats().queued).toBe(0);
  });

  it('replays a waiting event with the time it happened, not the time the backend arrived', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    analytics.track('app_loaded');
    vi.setSystemTime(new Date('2026-03-01T10:00:03Z'));
    const backend = fakeBackend();
    analytics.setBackend(backend);
    expect(backend.capture.mock.calls[0]?.[2]).toEqual({ timestamp: new Date('2026-03-01T10:00:00Z') });
  });

  it('hands live events to the backend at once, without a timestamp of its own', () => {
    const backend = fakeBackend();
    analytics.setBackend(backend);
    analytics.track('signup_failed', { error: 'An account with this email already exists' });
    expect(backend.capture).toHaveBeenCalledWith('signup_failed', {
      error: 'An account with this email already exists',
    });
  });

  it('keeps at most a bounded number of calls while waiting, dropping the oldest', () => {
    for (let i = 0; i < ANALYTICS_MAX_QUEUED + 5; i += 1) analytics.track(`event-${i}`);
    expect(analytics.queueStats()).toEqual({ queued: ANALYTICS_MAX_QUEUED, dropped: 5 });
    const backend = fakeBackend();
    analytics.setBackend(backend);
    expect(backend.capture.mock.calls[0]?.[0]).toBe('event-5');
  });

  it('passes flush through to the backend', () => {
    const backend = fakeBackend();
    analytics.setBackend(backend);
    analytics.flush();
    expect(backend.flush).toHaveBeenCalledTimes(1);
    expect(ANALYTICS_BATCH_SIZE).toBe(50);
  });

  it('only warns when the backend throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    analytics.setBackend({
      capture: () => {
        throw new Error('blocked');
      },
      identify: () => {},
      reset: () => {},
    });
    expect(() => analytics.track('x')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('tells the distinct id of the backend, or null before there is one', () => {
    expect(analytics.distinctId()).toBeNull();
    analytics.setBackend({ ...fakeBackend(), getDistinctId: () => 'visitor-7' });
    expect(analytics.distinctId()).toBe('visitor-7');
  });

  it('passes identify and reset through', () => {
    const backend = fakeBackend();
    analytics.setBackend(backend);
    analytics.identify('u1', { plan: 'free' });
    analytics.reset();
    expect(backend.identify).toHaveBeenCalledWith('u1', { plan: 'free' });
    expect(backend.reset).toHaveBeenCalled();
  });
});
