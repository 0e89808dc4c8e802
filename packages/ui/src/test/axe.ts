// axe-core, the engine the journeys run on every page (e2e/support/accessibility.ts), run on a rendered
// component. jsdom lays nothing out, so the rules that need layout (colour contrast, target size) are left
// to the journeys and to scripts/test/contrast.test.mjs, which reads the colours from the stylesheets.
import axe from 'axe-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const NEEDS_LAYOUT = ['color-contrast', 'target-size'];

/** The violations inside `container`, one line each: rule, and the elements that break it. */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: Object.fromEntries(NEEDS_LAYOUT.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
