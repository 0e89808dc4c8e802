import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_WAIT_MS, queriesSettled, remotePageDataForFirstRender } from './pageDataSettled';

/** A request that answers when `answer` is called. */
function requestInFlight(client: QueryClient) {
  let answer: (value: string) => void = () => undefined;
  void client.prefetchQuery({
    queryKey: ['tours', 1],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return { answer: (value: string) => answer(value) };
}

const settledWithin = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return () => settled;
};

function screen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a remote page’s first render and its early data', () => {
  it('goes ahead at once when no request is in flight', async () => {
    vi.useFakeTimers();
    const settled = await settledWithin(queriesSettled(new QueryClient(), PAGE_DATA_WAIT_MS));
    expect(settled()).toBe(true);
  });

  it('waits for the page’s request to be answered, and no longer', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const request = requestInFlight(client);
    const settled = await settledWithin(queriesSettled(client, PAGE_DATA_WAIT_MS));
    await vi.advanceTimersByTimeAsync(50);
    expect(settled()).toBe(false);
    request.answer('24 tours');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
    expect(client.getQueryData(['tours', 1])).toBe('24 tours');
  });

  it('renders without the data when it is slow: at most the wait', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    requestInFlight(client);
    const settled = await settledWithin(queriesSettled(client, PAGE_DATA_WAIT_MS));
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_MS - 1);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('waits on a wide screen only: on a phone the headings are the largest paint and render at once', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    requestInFlight(client);
    screen(false);
    expect((await settledWithin(remotePageDataForFirstRender(client)))()).toBe(true);
    screen(true);
    const wide = await settledWithin(remotePageDataForFirstRender(client));
    expect(wide()).toBe(false);
    await vi.advanceTimersByTimeAsync(PAGE_DATA_WAIT_MS);
    expect(wide()).toBe(true);
  });
});
