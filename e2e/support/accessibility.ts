// Automated accessibility checks of a page as it is shown (axe-core, the engine behind Lighthouse's and
// the browsers' accessibility audits): WCAG 2.0–2.2 A and AA rules and axe's best practices (landmarks,
// heading order, one h1...). A check finds what a rule can see in the DOM; where focus lands and what a
// screen reader announces are asserted by the journeys and component tests of each flow, not here.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: unknown): Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * The page's violations, one line each: rule, impact, what it asks and the elements that break it.
 * axe is evaluated through the browser's debugging protocol, so the app's Content-Security-Policy
 * (no inline script) neither blocks it nor reports it.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (tags) =>
      window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Waits until the page has shown its content (its h1, no loading status left), then checks it. */
export async function expectAccessible(page: Page, what: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(await accessibilityViolations(page), `accessibility of ${what}`).toEqual([]);
}
