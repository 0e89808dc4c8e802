import { getGem } from '@gaido/contracts/gems';
import type { CityLand } from '@gaido/shared/cities';
import { aGem, anAnswer } from '@gaido/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type React from 'react';
import { MemoryRouter } from 'react-router-dom';
import { culture, food, makeGem } from '../../test/fixtures';
import { API, testQueryClient } from '../../test/render';
import { server } from '../../test/server';
import { type MapGem, toMapGems } from '../gemPoints';
import { mapProbe } from '../mapProbe';
import { CITY_ZOOM, GemsMap } from './GemsMap';

// A stand-in for MapLibre (WebGL does not run here): it records what the component asks of it and
// lets the test say when the map is idle. The real map is covered by e2e/journeys/gems-map.spec.ts.
type Bounds = [[number, number], [number, number]];
const fake = vi.hoisted(() => ({
  maps: [] as FakeMapLike[],
  popups: [] as FakePopupLike[],
}));
interface FakePopupLike {
  lngLat: [number, number] | null;
  content: HTMLElement | null;
  removed: boolean;
  remove(): void;
}
interface FakeMapLike {
  options: { center: [number, number]; zoom: number };
  setData: ReturnType<typeof vi.fn>;
  fitBounds: ReturnType<typeof vi.fn>;
  easeTo: ReturnType<typeof vi.fn>;
  sources: Map<string, { setData: ReturnType<typeof vi.fn> }>;
  view: Bounds;
  emit(event: string, payload?: unknown): void;
}

vi.mock('../loadMapLibre', () => {
  class FakeMap {
    handlers = new Map<string, ((event?: unknown) => void)[]>();
    setData = vi.fn();
    fitBounds = vi.fn((bounds: Bounds) => {
      this.view = bounds;
    });
    view: Bounds = [
      [0, 0],
      [0, 0],
    ];
    constructor(readonly options: { center: [number, number]; zoom: number }) {
      fake.maps.push(this as unknown as FakeMapLike);
      queueMicrotask(() => this.emit('style.load'));
    }
    on(event: string, layerOrHandler: unknown, handler?: (event?: unknown) => void) {
      const callback = (handler ?? layerOrHandler) as (event?: unknown) => void;
      const key = handler ? `${event}:${String(layerOrHandler)}` : event;
      this.handlers.set(key, [...(this.handlers.get(key) ?? []), callback]);
    }
    once(event: string, handler: (event?: unknown) => void) {
      this.on(event, handler);
    }
    emit(event: string, payload?: unknown) {
      for (const handler of this.handlers.get(event) ?? []) handler(payload);
    }
    addControl() {}
    off() {}
    sources = new Map<string, { setData: ReturnType<typeof vi.fn> }>();
    // setData records every GeoJSON handed to the map: the source's first data, then each update.
    addSource(id: string, spec: { data: unknown }) {
      // As MapLibre does.
      if (this.sources.has(id)) throw new Error(`There is already a source with ID "${id}".`);
      // The saved gems' source keeps its own record; the others share the map's.
      const setData = id === 'saved-gems' ? vi.fn() : this.setData;
      this.sources.set(id, { setData });
      setData(spec.data);
    }
    easeTo = vi.fn();
    addLayer() {}
    getLayer() {
      return undefined;
    }
    remove() {}
    getCanvas() {
      return document.createElement('canvas');
    }
    getSource(id: string) {
      return this.sources.get(id);
    }
    isSourceLoaded() {
      return true;
    }
    queryRenderedFeatures() {
      return [];
    }
    getZoom() {
      return this.options.zoom;
    }
    jumpTo() {}
    getBounds() {
      const [[west, south], [east, north]] = this.view;
      return {
        contains: ([lng, lat]: [number, number]) =>
          lng >= west && lng <= east && lat >= south && lat <= north,
      };
    }
  }
  class FakePopup {
    lngLat: [number, number] | null = null;
    content: HTMLElement | null = null;
    removed = false;
    closeHandlers: (() => void)[] = [];
    constructor() {
      fake.popups.push(this);
    }
    setLngLat(lngLat: [number, number]) {
      this.lngLat = lngLat;
      return this;
    }
    setDOMContent(content: HTMLElement) {
      this.content = content;
      document.body.append(content);
      return this;
    }
    addTo() {
      return this;
    }
    on(event: string, handler: () => void) {
      if (event === 'close') this.closeHandlers.push(handler);
      return this;
    }
    remove() {
      if (this.removed) return;
      this.removed = true;
      this.content?.remove();
      for (const handler of this.closeHandlers) handler();
    }
  }
  const maplibre = { Map: FakeMap, NavigationControl: class {}, Popup: FakePopup };
  return { loadMapLibre: () => Promise.resolve(maplibre) };
});

const CITY_ID = '11111111-1111-4111-8111-111111111111';
/** A gem that states no opening hours, as the API sends it. */
const NO_HOURS = Object.fromEntries(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].flatMap((day) => [
    [`opens${day}`, null],
    [`closes${day}`, null],
  ]),
);
const CENTER: [number, number] = [-9.14, 38.72];

function gemsAt(...coordinates: [number, number][]): MapGem[] {
  return toMapGems(
    coordinates.map(([longitude, latitude], i) =>
      makeGem({ longitude, latitude, features: [i % 2 ? food() : culture()] }),
    ),
  );
}

function renderMap(gems: MapGem[] | null, complete: boolean) {
  const ui = (props: { gems: MapGem[] | null; complete: boolean }) => (
    <MemoryRouter>
      <GemsMap cityId={CITY_ID} cityName="Lisbon" center={CENTER} {...props} />
    </MemoryRouter>
  );
  const result = render(ui({ gems, complete }));
  return {
    update: (next: MapGem[] | null, nextComplete: boolean) =>
      result.rerender(ui({ gems: next, complete: nextComplete })),
  };
}

async function mapReady() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
  const map = fake.maps.at(-1);
  if (!map) throw new Error('no map created');
  return map;
}

beforeEach(() => {
  fake.maps.length = 0;
  fake.popups.length = 0;
  mapProbe.reset();
});

describe('GemsMap', () => {
  it('opens on the city, not on the whole world', async () => {
    renderMap(null, false);
    const map = await mapReady();
    expect(map.options.center).toEqual(CENTER);
    expect(map.options.zoom).toBe(CITY_ZOOM);
  });

  it('draws the city’s water as the box its land is known in, and the land over it', async () => {
    const land: CityLand = {
      bbox: [-9.6, 38.4, -8.6, 39],
      land: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-9.6, 38.4],
              [-8.6, 38.4],
              [-8.6, 38.7],
              [-9.6, 38.4],
            ],
          ],
        ],
      },
      attribution: '© OpenStreetMap contributors',
    };
    render(
      <MemoryRouter>
        <GemsMap
          cityId={CITY_ID}
          cityName="Lisbon"
          center={CENTER}
          gems={null}
          complete={false}
          land={land}
        />
      </MemoryRouter>,
    );
    const map = await mapReady();
    await waitFor(() => expect(map.sources.has('city-land')).toBe(true));
    expect(map.setData).toHaveBeenCalledWith(expect.objectContaining({ geometry: land.land }));
    expect(map.setData).toHaveBeenCalledWith(
      expect.objectContaining({
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-9.6, 38.4],
              [-8.6, 38.4],
              [-8.6, 39],
              [-9.6, 39],
              [-9.6, 38.4],
            ],
          ],
        },
      }),
    );
  });

  it('fits the view to the first points before it hands them over, so their tiles are cut once', async () => {
    const { update } = renderMap(null, false);
    const map = await mapReady();
    expect(map.setData).not.toHaveBeenCalled();
    await act(async () => update(gemsAt([-9.14, 38.72], [-9.2, 38.7]), true));
    expect(map.fitBounds).toHaveBeenCalledOnce();
    expect(map.setData).toHaveBeenCalledOnce();
    expect(map.fitBounds.mock.invocationCallOrder[0]).toBeLessThan(
      map.setData.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('does not hand the same points to the map again when a re-render rebuilds an equal list', async () => {
    const all = gemsAt([-9.14, 38.72], [-9.15, 38.71], [-9.13, 38.73]);
    const { update } = renderMap(null, false);
    const map = await mapReady();
    await act(async () => update(all, true));
    expect(map.setData).toHaveBeenCalledTimes(1);

    await act(async () => update([...all], true));
    expect(map.setData).toHaveBeenCalledTimes(1);

    await act(async () => update(all.slice(1), true));
    expect(map.setData).toHaveBeenCalledTimes(2);
    expect(map.setData.mock.lastCall?.[0].features).toHaveLength(2);
  });

  it('draws the first points at once but is idle only once it holds every point', async () => {
    const firstPage = gemsAt([-9.14, 38.72], [-9.15, 38.71]);
    const all = [...firstPage, ...gemsAt([-9.13, 38.73], [-9.16, 38.7])];
    const { update } = renderMap(null, false);
    const map = await mapReady();

    await act(async () => update(firstPage, false));
    expect(map.setData).toHaveBeenLastCalledWith(expect.objectContaining({ features: expect.any(Array) }));
    expect(map.setData.mock.lastCall?.[0].features).toHaveLength(2);
    expect(mapProbe.read().firstDataSetAt).not.toBeNull();
    act(() => map.emit('idle'));
    expect(mapProbe.read().state).toBe('loading');
    expect(screen.getByTestId('gems-map')).toHaveAttribute('data-map-state', 'loading');

    await act(async () => update(all, true));
    expect(map.setData.mock.lastCall?.[0].features).toHaveLength(4);
    act(() => map.emit('idle'));
    expect(mapProbe.read()).toMatchObject({ state: 'idle', points: 4 });
    expect(mapProbe.read().idleAfterDataMs).not.toBeNull();
    expect(screen.getByTestId('gems-map')).toHaveAttribute('data-map-state', 'idle');
    expect(screen.getByTestId('gems-map')).toHaveAttribute('data-map-points', '4');
  });

  it('fits the first points, then takes in the rest only when they fall outside the view', async () => {
    const firstPage = gemsAt([-9.2, 38.6], [-9.0, 38.8]);
    const { update } = renderMap(null, false);
    const map = await mapReady();
    await act(async () => update(firstPage, false));
    expect(map.fitBounds).toHaveBeenCalledTimes(1);

    // Inside the first fit: the view stays as it is.
    const inside = [...firstPage, ...gemsAt([-9.1, 38.7])];
    await act(async () => update(inside, false));
    await act(async () => update(inside, true));
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
  });

  it('widens the view for points of later pages beyond it, unless the user moved the map', async () => {
    const firstPage = gemsAt([-9.2, 38.6], [-9.0, 38.8]);
    const wider = [...firstPage, ...gemsAt([-8.5, 39.2])];

    const first = renderMap(null, false);
    const map = await mapReady();
    await act(async () => first.update(firstPage, false));
    await act(async () => first.update(wider, true));
    expect(map.fitBounds).toHaveBeenCalledTimes(2);
    expect(map.fitBounds.mock.lastCall?.[0]).toEqual([
      [-9.2, 38.6],
      [-8.5, 39.2],
    ]);
  });

  it('keeps the view the user chose while the pages were loading', async () => {
    const firstPage = gemsAt([-9.2, 38.6], [-9.0, 38.8]);
    const wider = [...firstPage, ...gemsAt([-8.5, 39.2])];
    const { update } = renderMap(null, false);
    const map = await mapReady();
    await act(async () => update(firstPage, false));
    act(() => map.emit('movestart', { originalEvent: new MouseEvent('mousedown') }));
    await act(async () => update(wider, true));
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
  });

  describe('a gem’s popup and the saved marks', () => {
    const GEM_ID = '00000000-0000-4000-8000-0000000000aa';
    const OTHER_ID = '00000000-0000-4000-8000-0000000000bb';
    const spotGems = () =>
      toMapGems([
        makeGem({
          id: GEM_ID,
          name: 'Tasca do Chico',
          features: [food()],
          longitude: -9.14,
          latitude: 38.71,
        }),
        makeGem({ id: OTHER_ID, name: 'Miradouro', longitude: -9.13, latitude: 38.72 }),
      ]);

    function gemApi(hours: Record<string, string> = {}) {
      server.use(
        http.get(`${API}/gems/:id`, ({ params }) =>
          HttpResponse.json(
            anAnswer(getGem, 200, {
              data: aGem({
                id: String(params.id),
                name: 'Tasca do Chico',
                features: [{ id: 'f-seafood', name: 'Seafood', categoryId: 'c-food', categoryName: 'Food' }],
                images: ['/assets/gems/1.svg'],
                imageAlt: '',
                imageAlts: [],
                ...NO_HOURS,
                cityId: CITY_ID,
                city: { id: CITY_ID, name: 'Lisbon', slug: 'lisbon', timezone: 'Europe/Lisbon' },
                ...hours,
              }),
            }),
          ),
        ),
      );
    }

    function renderSpot(props: { savedIds?: ReadonlySet<string> } = {}) {
      const gems = spotGems();
      const ui = (savedIds?: ReadonlySet<string>) => (
        <GemsMap
          cityId={CITY_ID}
          cityName="Lisbon"
          center={CENTER}
          gems={gems}
          complete
          savedIds={savedIds ?? null}
        />
      );
      const queryClient = testQueryClient();
      const result = render(wrap(queryClient, ui(props.savedIds)));
      return {
        gems,
        rerender: (savedIds: ReadonlySet<string>) => result.rerender(wrap(queryClient, ui(savedIds))),
      };
    }

    function wrap(queryClient: import('@tanstack/react-query').QueryClient, ui: React.ReactElement) {
      return (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      );
    }

    it('opens a popup with the photo, category, open-now, the name linking to the gem and Save', async () => {
      // Every day 00:00-24:00 in Lisbon: open whenever the test runs.
      const allDay = Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].flatMap((day) => [
          [`opens${day}`, '00:00'],
          [`closes${day}`, '24:00'],
        ]),
      );
      gemApi(allDay);
      renderSpot();
      const map = await mapReady();
      act(() => map.emit('click:gem-points', { features: [{ properties: { id: GEM_ID } }] }));
      const popup = await screen.findByRole('region', { name: 'Tasca do Chico' });
      expect(fake.popups.at(-1)?.lngLat).toEqual([-9.14, 38.71]);
      expect(within(popup).getByRole('link', { name: 'Tasca do Chico' })).toHaveAttribute(
        'href',
        `/gems/${GEM_ID}`,
      );
      expect(within(popup).getByText('Places to eat')).toBeVisible();
      expect(await within(popup).findByRole('img', { name: 'Tasca do Chico, view 1' })).toBeVisible();
      expect(within(popup).getByText('Open now')).toBeVisible();
      // A visitor: the existing sign-in prompt.
      expect(within(popup).getByRole('button', { name: 'Save' })).toBeVisible();
      expect(within(popup).getByText('Sign in to save it to your folders')).toBeVisible();
    });

    it('says nothing about opening when the gem states no hours', async () => {
      gemApi();
      renderSpot();
      const map = await mapReady();
      act(() => map.emit('click:gem-points', { features: [{ properties: { id: GEM_ID } }] }));
      const popup = await screen.findByRole('region', { name: 'Tasca do Chico' });
      await within(popup).findByRole('img', { name: 'Tasca do Chico, view 1' });
      expect(within(popup).queryByText(/Open now|Closed now/)).toBeNull();
    });

    it('closing the popup clears it, and another gem replaces it', async () => {
      gemApi();
      renderSpot();
      const map = await mapReady();
      act(() => map.emit('click:gem-points', { features: [{ properties: { id: GEM_ID } }] }));
      await screen.findByRole('region', { name: 'Tasca do Chico' });
      act(() => map.emit('click:gem-points', { features: [{ properties: { id: OTHER_ID } }] }));
      expect(fake.popups[0]?.removed).toBe(true);
      await screen.findByRole('region', { name: 'Miradouro' });
      act(() => fake.popups.at(-1)?.remove());
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Miradouro' })).toBeNull());
    });

    it('marks the saved gems, and follows a save and a removal', async () => {
      gemApi();
      const { rerender } = renderSpot({ savedIds: new Set([GEM_ID]) });
      const map = await mapReady();
      const saved = map.sources.get('saved-gems');
      const ids = (call: unknown[] | undefined) =>
        ((call?.[0] as { features: { properties: { id: string } }[] } | undefined)?.features ?? []).map(
          (f) => f.properties.id,
        );
      expect(ids(saved?.setData.mock.calls.at(-1))).toEqual([GEM_ID]);
      rerender(new Set([GEM_ID, OTHER_ID]));
      expect(ids(saved?.setData.mock.calls.at(-1)).sort()).toEqual([GEM_ID, OTHER_ID].sort());
      rerender(new Set());
      expect(ids(saved?.setData.mock.calls.at(-1))).toEqual([]);
    });

    it('draws no saved layer for a traveller with nothing saved here', async () => {
      gemApi();
      renderSpot();
      const map = await mapReady();
      expect(map.sources.has('saved-gems')).toBe(false);
    });
  });
});
