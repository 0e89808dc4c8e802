// The <link rel="preload"> hints the host's static server writes into a document
// (packages/static-server/src/preloadHints.mjs), read back from the HTML the browser received, and what the page then
// fetched: a hint that differs from the request that uses the file makes Chromium download it twice.
import type { Page } from '@playwright/test';

export interface Hint {
  href: string;
  as: string | null;
  crossorigin: string | null;
  integrity: string | null;
}

export function preloadHints(html: string): Hint[] {
  return [...html.matchAll(/<link rel="preload"([^>]*)>/g)].map(([, attributes = '']) => {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1]?.replace(/&amp;/g, '&') ?? null;
    return {
      href: attribute('href') ?? '',
      as: attribute('as'),
      crossorigin: attribute('crossorigin'),
      integrity: attribute('integrity'),
    };
  });
}

/**
 * How many times the page requested each URL, and Chromium's warnings about preloads: one that the
 * request for the file could not use (another credentials mode), and, a few seconds after the load
 * event, one that nothing asked for (`neverUsedPreloads`).
 */
export function watchFetches(page: Page) {
  const requests = new Map<string, number>();
  page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
  const unusedPreloads: string[] = [];
  const neverUsedPreloads: string[] = [];
  page.on('console', (message) => {
    if (/preload for .* is found, but is not used/i.test(message.text())) unusedPreloads.push(message.text());
    if (/was preloaded using link preload but not used/i.test(message.text())) {
      neverUsedPreloads.push(message.text());
    }
  });
  return { requests, unusedPreloads, neverUsedPreloads };
}

export const CONTROL_PRELOAD = '/__unused-preload-control.js';

/**
 * Adds to the document one preload nothing uses, the control: Chromium reports every preload nothing
 * used in one go, a few seconds after the load event, so once the control's warning is in, the check
 * has happened (on a slow machine or a Chromium that words it differently, waiting fails instead of
 * passing with nothing checked). The link is added when the document has been parsed, before its load
 * event; the document itself is left as the server sent it (a document Playwright fulfilled would count
 * as a public page, and Chromium would refuse its requests to the remotes on localhost).
 */
export async function addUnusedPreloadControl(page: Page) {
  await page.route(CONTROL_PRELOAD, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '// preloaded, never run\n' }),
  );
  await page.addInitScript((href) => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    });
  }, CONTROL_PRELOAD);
}
