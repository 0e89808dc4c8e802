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

/** How many times the page requested each URL, and Chromium's warnings about preloads nothing used. */
export function watchFetches(page: Page) {
  const requests = new Map<string, number>();
  page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (/preload for .* is found, but is not used/i.test(message.text())) unusedPreloads.push(message.text());
  });
  return { requests, unusedPreloads };
}
