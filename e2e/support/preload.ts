// The <link rel="preload"> hints the host's static server writes into a document (issue 9,
// scripts/lib/preloadHints.mjs), read back from the HTML the browser received, and what the page then
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

/** Chromium reports a preload nothing used 3 s after the load event; this waits past that. */
export async function waitPastUnusedPreloadCheck(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(4_000);
}
