import { loadRemoteModulesEarly, takeEarlyRemoteModule } from '../../platform/earlyRemoteModules';
import { HOME_MODULES_WAIT_MS, HOME_WIDE_SCREEN, homeReadyForFirstRender } from './firstRender';

vi.mock('../../platform/federationRuntime', () => ({ loadRemoteModule: vi.fn() }));

const FEATURED_TOURS = { remote: 'mfe_tours', module: './FeaturedTours' } as const;

/** An early load of the featured tours that arrives when the test says so. */
function featuredToursLoading() {
  let arrive: (module: unknown) => void = () => undefined;
  const load = vi.fn().mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
  loadRemoteModulesEarly([FEATURED_TOURS], { load });
  return { arrive: (module: unknown = { default: () => null }) => arrive(module) };
}

/** Whether the promise has settled once pending callbacks have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

function withScreen(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query === HOME_WIDE_SCREEN && matches, media: query })),
  );
}

afterEach(() => {
  takeEarlyRemoteModule(FEATURED_TOURS.remote, FEATURED_TOURS.module);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('homeReadyForFirstRender', () => {
  it('on a wide screen, holds the home page’s first render until its featured tours’ module has arrived', async () => {
    withScreen(true);
    const loading = featuredToursLoading();
    const ready = homeReadyForFirstRender('/', [FEATURED_TOURS]);
    expect(await hasSettled(ready)).toBe(false);
    loading.arrive();
    expect(await hasSettled(ready)).toBe(true);
  });

  it('on a wide screen, renders without the module after the wait’s bound', async () => {
    withScreen(true);
    vi.useFakeTimers();
    featuredToursLoading();
    let settled = false;
    void homeReadyForFirstRender('/', [FEATURED_TOURS]).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(HOME_MODULES_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('on a wide screen, renders once a failed module has settled (its block shows the failure)', async () => {
    withScreen(true);
    const load = vi.fn().mockRejectedValue(new Error('remoteEntry.js 503'));
    loadRemoteModulesEarly([FEATURED_TOURS], { load });
    expect(await hasSettled(homeReadyForFirstRender('/', [FEATURED_TOURS]))).toBe(true);
  });

  it('on a phone, renders at once: the hero’s heading is the largest paint there', async () => {
    withScreen(false);
    featuredToursLoading();
    expect(await hasSettled(homeReadyForFirstRender('/', [FEATURED_TOURS]))).toBe(true);
  });

  it('renders other pages at once, whatever the screen', async () => {
    withScreen(true);
    featuredToursLoading();
    expect(await hasSettled(homeReadyForFirstRender('/about', [FEATURED_TOURS]))).toBe(true);
    expect(await hasSettled(homeReadyForFirstRender('/', []))).toBe(true);
  });
});
