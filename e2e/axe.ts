// The accessibility check every journey runs: axe-core over the page as it stands.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.2 AA, and the A and AA rules of the earlier versions it builds on.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with every violation's rule and elements, labelled with the page's `state`. */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  // Legacy mode runs axe in the page itself (same-origin frames only, and this site has none)
  // rather than finishing each run in a new blank tab; passing rules report one node, not all.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .setLegacyMode(true)
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, state).toEqual([]);
}
