import { expect, type Locator, type Page } from '@playwright/test';

/** What the map page reports (mfe-gems/src/map/mapProbe.ts). */
export interface MapProbe {
  state: 'loading' | 'moving' | 'idle' | 'error';
  points: number;
  renderedClusters: number;
  renderedPoints: number;
  /** The traveller's saved gems marked in the view. */
  renderedSaved: number;
  /** City and neighbourhood names drawn in the view. */
  renderedLabels: string[];
  sampleCluster: { x: number; y: number; id: string } | null;
  samplePoint: { x: number; y: number; id: string; name: string } | null;
  idleAfterDataMs: number | null;
  fetchMs: number | null;
}

/** /gems-map: the city's gems on a MapLibre map, with the accessible list beside it (mfe-gems). */
export class GemsMapPage {
  readonly map: Locator;
  readonly canvas: Locator;

  constructor(readonly page: Page) {
    this.map = page.getByTestId('gems-map');
    this.canvas = this.map.locator('canvas');
  }

  async goto(city?: string) {
    await this.page.goto(city ? `/gems-map?city=${encodeURIComponent(city)}` : '/gems-map');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Gems map' })).toBeVisible();
  }

  list(cityName: string) {
    return this.page.getByRole('list', { name: `Gems in ${cityName}` });
  }

  filter(label: RegExp) {
    return this.page.getByRole('checkbox', { name: label });
  }

  probe(): Promise<MapProbe> {
    return this.page.evaluate(() => (window as unknown as { __GAIDO_MAP__: MapProbe }).__GAIDO_MAP__);
  }

  /** Waits until the map is idle holding points, and returns what it reports. */
  async idle(): Promise<MapProbe> {
    await expect(this.map).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
    await expect.poll(async () => (await this.probe()).state).toBe('idle');
    return this.probe();
  }

  /** A gem's popup on the map (named for the gem). */
  popup(gemName: string) {
    return this.page.getByRole('region', { name: gemName, exact: true });
  }

  /** Opens a gem's popup from the list beside the map, as a keyboard user would. */
  async showOnMap(gemName: string) {
    // The gem's name is visually hidden text after "Show on map" (Chromium names it "Show on map : <name>").
    const name = new RegExp(`^Show on map ?: ${gemName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await this.page.getByRole('button', { name }).click();
    await expect(this.popup(gemName)).toBeVisible();
    return this.popup(gemName);
  }

  /**
   * Fails unless the element lies wholly inside the map's box: the map clips what overflows it, so a
   * popup reaching past its edge has parts the traveller cannot see or press.
   */
  async expectInsideMap(element: Locator) {
    await expect
      .poll(async () => {
        const [inner, outer] = await Promise.all([element.boundingBox(), this.map.boundingBox()]);
        if (!inner || !outer) return 'not shown';
        const overflow = {
          top: Math.round(outer.y - inner.y),
          bottom: Math.round(inner.y + inner.height - (outer.y + outer.height)),
          left: Math.round(outer.x - inner.x),
          right: Math.round(inner.x + inner.width - (outer.x + outer.width)),
        };
        const past = Object.entries(overflow).filter(([, pixels]) => pixels > 0);
        return past.length === 0
          ? 'inside'
          : past.map(([edge, pixels]) => `${pixels}px past the ${edge}`).join(', ');
      })
      .toBe('inside');
  }

  /** The legend entry of the traveller's saved gems, e.g. "Saved by you (2)". */
  savedLegend() {
    return this.page.getByText(/Saved by you \(\d+\)/);
  }

  /** Clicks clusters (each zooms in) until a single gem is drawn, and returns its screen position. */
  async zoomToAPoint(maxClicks = 8) {
    for (let i = 0; i < maxClicks; i++) {
      const probe = await this.idle();
      if (probe.samplePoint) return probe.samplePoint;
      if (!probe.sampleCluster) break;
      await this.canvas.click({ position: { x: probe.sampleCluster.x, y: probe.sampleCluster.y } });
      await expect.poll(async () => (await this.probe()).state).not.toBe('idle');
    }
    throw new Error('no single gem drawn after zooming into clusters');
  }
}
