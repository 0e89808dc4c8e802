import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyFetch, startEarlyRequests } from './earlyRequests';

describe('early requests of the remotes file and config', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first request of an early path with the response started by the entry', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => new Response(String(input)));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests(['/remotes.json']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(await (await earlyFetch('/remotes.json')).text()).toBe('/remotes.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A second read (a retry) goes to the network again.
    await earlyFetch('/remotes.json', { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('passes other requests through', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await earlyFetch('/other.json');
    expect(fetchMock).toHaveBeenCalledWith('/other.json', undefined);
  });
});
