// Issue 10: every page draws its text in the platform's own font, and in that one font only. A
// character the font lacks (▸, ▾ and ✕ are in neither Arial nor Roboto) makes the browser search
// the system for a fallback font the first time it lays the character out: on this project's
// machine that search was the costliest part of a page's first layout, and of the menu's first
// opening. Symbols are drawn as SVG instead (ui/components/Icon).
import type { Page } from '@playwright/test';
import { expect, simulate, test } from './fixtures';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** A node of the DOM as CDP's DOM.getDocument describes it. */
interface DomNode {
  nodeId: number;
  nodeType: number;
  localName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  /** ::before, ::after, ::marker…: text from CSS `content`. */
  pseudoElements?: DomNode[];
  /** The browser's own parts of a control, such as the text of an input's value. */
  shadowRoots?: DomNode[];
}

/** The fonts the browser drew the page's visible text with, and the elements drawn with each. */
async function fontsUsed(page: Page): Promise<Map<string, string[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const fonts = new Map<string, string[]>();
  const walk = async (node: DomNode, pseudo = false): Promise<void> => {
    // The fonts CDP gives for an element are those of its own text nodes (or its CSS content).
    const text = (node.children ?? []).some(
      (child) => child.nodeType === TEXT_NODE && child.nodeValue.trim() !== '',
    );
    if (node.nodeType === ELEMENT_NODE && (text || pseudo)) {
      // A node the page removed meanwhile (a re-render) is no longer drawn at all.
      const { fonts: used } = await cdp
        .send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })
        .catch((error: unknown) => {
          if (String(error).includes('Could not find node')) return { fonts: [] };
          throw error;
        });
      for (const { familyName } of used) {
        const where = fonts.get(familyName) ?? [];
        where.push(`<${node.localName} ${(node.attributes ?? []).join(' ').slice(0, 80)}>`);
        fonts.set(familyName, where);
      }
    }
    for (const child of node.pseudoElements ?? []) await walk(child, true);
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) await walk(child);
  };
  await walk(root);
  await cdp.detach();
  return fonts;
}

async function expectOneFont(page: Page): Promise<void> {
  const fonts = await fontsUsed(page);
  const described = [...fonts].map(([font, where]) => `${font}: ${where.slice(0, 5).join(', ')}`);
  expect(fonts.size, `${page.url()} draws its text in ${described.join('; ')}`).toBe(1);
}

test('every screen draws its text in one font, with no fallback font for symbols', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Home with everything a borrower can open: both sections, a run, its card and the table.
  await page.goto('/');
  await simulate(page);
  await expect(page.getByRole('link', { name: 'Pełny raport' })).toBeVisible();
  for (const section of ['Nadpłaty', 'Koszty kredytu']) {
    const toggle = page.getByRole('button', { name: section, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await expectOneFont(page);
  // The menu, open, with its backup section (it follows a frame after the rest).
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Eksportuj wszystkie symulacje' })).toBeVisible();
  await expectOneFont(page);
  await page.keyboard.press('Escape');
  // The run's report.
  await page.getByRole('link', { name: 'Pełny raport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Symulacja:/ })).toBeVisible();
  await expectOneFont(page);
  // The pages without JavaScript.
  for (const path of [
    '/polityka-prywatnosci',
    '/wiki/artykuly/rrso-definicja-kalkulacja-i-znaczenie',
    '/nie-ma',
  ]) {
    await page.goto(path);
    await expectOneFont(page);
  }
});
