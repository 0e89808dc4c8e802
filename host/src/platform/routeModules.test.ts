import { describe, expect, it, vi } from 'vitest';
import type { HostPage } from '../routes/routeTable';
import { hostPageForPath, loadHostPageEarly } from './routeModules';

function loaders(result: (page: HostPage) => Promise<{ default: () => null }>) {
  const pages: HostPage[] = ['home', 'about', 'terms', 'privacy', 'notFound'];
  return Object.fromEntries(pages.map((page) => [page, vi.fn(() => result(page))])) as Record<
    HostPage,
    ReturnType<typeof vi.fn<() => Promise<{ default: () => null }>>>
  >;
}

describe('the host page a path opens (issue 9)', () => {
  it('names the host’s own pages, and none for a remote’s page or a redirect', () => {
    expect(hostPageForPath('/')).toBe('home');
    expect(hostPageForPath('/about')).toBe('about');
    expect(hostPageForPath('/privacy-policy')).toBe('privacy');
    expect(hostPageForPath('/no/such/page')).toBe('notFound');
    expect(hostPageForPath('/tours')).toBeNull();
    expect(hostPageForPath('/tours/hanoi/long-bien-food-walk')).toBeNull();
    expect(hostPageForPath('/hidden-gems')).toBeNull();
  });

  it('starts loading the opened host page’s chunk, and only that one', () => {
    const modules = loaders(async () => ({ default: () => null }));
    loadHostPageEarly('/', modules);
    expect(modules.home).toHaveBeenCalledTimes(1);
    expect(modules.about).not.toHaveBeenCalled();
    expect(modules.notFound).not.toHaveBeenCalled();
  });

  it('loads nothing for a remote’s page', () => {
    const modules = loaders(async () => ({ default: () => null }));
    loadHostPageEarly('/bookings', modules);
    for (const load of Object.values(modules)) expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the route, unreported here', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    // Plain functions: a vi.fn spy would itself observe the rejection it returns.
    const calls: HostPage[] = [];
    const failing = (page: HostPage) => () => {
      calls.push(page);
      return Promise.reject(new Error('Loading chunk 8 failed'));
    };
    const modules = {
      home: failing('home'),
      about: failing('about'),
      terms: failing('terms'),
      privacy: failing('privacy'),
      notFound: failing('notFound'),
    };
    loadHostPageEarly('/about', modules);
    // Node reports an unhandled rejection once the microtasks have run: wait past that.
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(calls).toEqual(['about']);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
