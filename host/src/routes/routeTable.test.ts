import { describe, expect, it } from 'vitest';
import { modulesRequiredByHost, type RouteEntry, routeTable } from './routeTable';

function find(path: string): RouteEntry | undefined {
  return routeTable.find((entry) => entry.path === path);
}

describe('route table (spec 2)', () => {
  it.each([
    ['/', 'host'],
    ['/tours', 'mfe_tours'],
    ['/tours/:citySlug', 'mfe_tours'],
    ['/tours/:citySlug/:tourSlug', 'mfe_tours'],
    ['/tours/city/:cityId', 'mfe_tours'],
    ['/tours/city/:cityId/:tourId', 'mfe_tours'],
    ['/gems/:gemId', 'mfe_gems'],
    ['/travel-guides', 'mfe_gems'],
    ['/gems-map', 'mfe_gems'],
    ['/saved-gems', 'mfe_gems'],
    ['/about', 'host'],
    ['/profile', 'mfe_account'],
    ['/bookings', 'mfe_account'],
    ['/payment-history', 'mfe_account'],
    ['/verify-email', 'mfe_account'],
    ['/reset-password', 'mfe_account'],
    ['/update-email', 'mfe_account'],
    ['/update-password', 'mfe_account'],
    ['/email-update', 'mfe_account'],
    ['/confirm-email', 'mfe_account'],
    ['/terms', 'host'],
    ['/privacy', 'host'],
    ['/privacy-policy', 'host'],
    ['/onboarding', 'mfe_onboarding'],
    ['*', 'host'],
  ])('serves %s from %s', (path, owner) => {
    const entry = find(path);
    expect(entry).toBeDefined();
    if (owner === 'host') expect(entry && 'host' in entry).toBe(true);
    else expect(entry && 'remote' in entry && entry.remote.remote).toBe(owner);
  });

  it('redirects /hidden-gems to /travel-guides', () => {
    expect(find('/hidden-gems')).toEqual({ path: '/hidden-gems', redirectTo: '/travel-guides' });
  });

  it('renders the same page for /privacy and /privacy-policy, and for both email-update routes', () => {
    expect(find('/privacy')).toMatchObject({ host: 'privacy' });
    expect(find('/privacy-policy')).toMatchObject({ host: 'privacy' });
    expect(find('/update-email')).toMatchObject({ remote: { module: './UpdateEmailPage' } });
    expect(find('/email-update')).toMatchObject({ remote: { module: './UpdateEmailPage' } });
  });

  it('lists every module the host loads, once per remote', () => {
    const required = modulesRequiredByHost();
    expect(required.mfe_account).toContain('./UpdateEmailPage');
    expect(required.mfe_account?.filter((module) => module === './UpdateEmailPage')).toHaveLength(1);
    expect(Object.keys(required).sort()).toEqual(['mfe_account', 'mfe_gems', 'mfe_onboarding', 'mfe_tours']);
  });
});
