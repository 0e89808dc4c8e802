import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForIngested } from '../support/analytics';
import { DEVICES } from '../support/devices';

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('a visit that ends before posthog-js has loaded still reaches the ingest', async ({
      page,
      request,
    }) => {
      const distinctId = `short-visit-${randomUUID()}`;
      // This browser has been here before (posthog-js kept its id); this time the tab closes before
      // posthog-js arrives, which is held back for good here.
      await page.addInitScript((id) => {
        localStorage.setItem('ph_phc_gaido_local_posthog', JSON.stringify({ distinct_id: id }));
      }, distinctId);
      await page.route('**/static/js/async/analytics-posthog.*.js', () => undefined);
      const analyticsLoads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/ingest/')) analyticsLoads.push(request.url());
      });

      await page.goto('/tours');
      await expect(page.getByRole('heading', { level: 1, name: /^Tours/ })).toBeVisible();
      // Nothing is sent during the first load.
      expect(analyticsLoads).toEqual([]);

      // Leaving the page (as closing the tab does) hides it: the queued events go by beacon.
      await page.goto('about:blank');
      const events = await waitForIngested(request, distinctId, (stored) =>
        ['app_loaded', '$pageview'].every((name) => stored.some((event) => event.event === name)),
      );
      expect(events.find((event) => event.event === '$pageview')?.pageName).toBeTruthy();
    });
  });
}
