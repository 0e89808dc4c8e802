// A squad opens its remote's production build alone, without the host (one federation runtime
// on the page "with the remotes still runnable standalone"). Inside the host a remote uses the host's
// runtime-core and React; alone, its dist/index.html first loads a provider of its own, built by Module
// Federation's plugin (packages/build-tooling/src/standalonePage.mjs). Served here from dist/ at the root of the remote's own port, as
// `pnpm --filter <remote> preview` does, against the real API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sirv from 'sirv';
import { TourPage } from '../pages/TourPage';
import { ToursPage } from '../pages/ToursPage';
import { ROOT } from '../support/release';

// The remotes' own ports, which the API's CORS allows (api/src/config.ts): one at a time.
test.describe.configure({ mode: 'serial' });

/**
 * Stops the server now. `close()` alone waits for every connection to end, and the page still open holds
 * keep-alive ones: a CI run spent the test's last 57 s there, every check already passed.
 */
function stopServing(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

function serveDist(remoteDir: string, port: number): Promise<Server> {
  const handler = sirv(join(ROOT, remoteDir, 'dist'), { single: true, dev: false });
  const server = createServer((req, res) => handler(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

/** Everything that went wrong on the page, and every request that went to the host. */
function watch(page: Page) {
  const problems: string[] = [];
  const hostRequests: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    // The reload below calls off what the tour page still had on its way; that is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).port === '3000') hostRequests.push(request.url());
  });
  return { problems, hostRequests };
}

test('mfe-tours’ production build lists tours and opens one, alone and from a deep link', async ({
  page,
}) => {
  const server = await serveDist('mfe-tours', 3001);
  try {
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    const seen = watch(page);
    const tours = new ToursPage(page);
    await page.goto(`${origin}/tours`);
    await tours.expectTours();

    const first = tours.tours.getByRole('listitem').first().getByRole('link').first();
    await first.click();
    const tour = new TourPage(page);
    await expect(tour.heading).toBeVisible();
    const tourPath = new URL(page.url()).pathname;
    expect(tourPath).toMatch(/^\/tours\/[^/]+\/[^/]+$/);

    // A deep link: the page's files still come from dist/, not from /tours/<city>/static/...
    await page.reload();
    await expect(tour.heading).toBeVisible();
    await expect(tour.panel.getByRole('heading', { name: 'Book this tour' })).toBeVisible();

    expect(seen.problems).toEqual([]);
    expect(seen.hostRequests, 'the standalone page needs no host').toEqual([]);
  } finally {
    await stopServing(server);
  }
});

test('mfe-gems’ production build shows the travel guides alone', async ({ page }) => {
  const server = await serveDist('mfe-gems', 3002);
  try {
    const seen = watch(page);
    await page.goto('http://localhost:3002/travel-guides');
    await expect(page.getByRole('heading', { level: 1, name: 'Travel guides' })).toBeVisible();
    // The guides came from the API: the city filter shows only once they have.
    await expect(page.getByRole('combobox', { name: 'City' })).toBeVisible();
    expect(seen.problems).toEqual([]);
    expect(seen.hostRequests, 'the standalone page needs no host').toEqual([]);
  } finally {
    await stopServing(server);
  }
});
