// Issue 10, "interactive from first paint": on a phone the server-rendered page is on screen
// before React hydrates. With the CPU slowed 4×, a borrower who types into the form, taps Menu or
// opens one of the form's sections the moment the page is parsed (DOMContentLoaded) must never
// lose what they did.
import type { BrowserContext, Page } from '@playwright/test';
import { islandsReady } from './feeds';
import { expect, test } from './fixtures';

const ROUNDS = 10;

/** The islands the rounds act on: the form's, and the header's Menu. */
const FORM_ISLAND = 'astro-island:has(form)';
const MENU_ISLAND = 'astro-island:has([aria-haspopup="dialog"])';

/**
 * Runs `act` in ROUNDS new tabs of the home page, each with the CPU 4× slower and as soon as the
 * page is parsed, then checks that the rounds tested the window they are about: in most of them
 * `island` still showed its server render (React had not taken it over) when `act` began.
 */
async function inRounds(
  context: BrowserContext,
  island: string,
  act: (page: Page, round: number) => Promise<void>,
): Promise<void> {
  test.setTimeout(120_000);
  let early = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    if ((await page.locator(`${island}[ssr]`).count()) > 0) early += 1;
    await act(page, round);
    await page.close();
  }
  expect(early).toBeGreaterThanOrEqual(ROUNDS / 2);
}

test('typing into the form at DOMContentLoaded is never lost (10 rounds, 4× slower CPU)', async ({
  context,
}) => {
  await inRounds(context, FORM_ISLAND, async (page, round) => {
    // Keystrokes, as a borrower types them: the fields filter keys once hydrated.
    await page.getByLabel('Kwota kredytu (zł)').pressSequentially('300000');
    await page.getByLabel('Oprocentowanie RRSO (%)').pressSequentially('7,25');
    await page.getByLabel('Okres kredytowania (lata)').pressSequentially('25');
    await page.getByRole('radio', { name: 'Malejąca' }).check();
    await islandsReady(page);
    // What was typed is React's state, not only text on screen: the run uses every value.
    await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
    // Typed after hydration, the amount is shown grouped ("300 000"); before, as typed.
    await expect(page.getByLabel('Kwota kredytu (zł)'), `round ${round}`).toHaveValue(
      /^300[\s\u00a0\u202f]?000$/,
    );
    // Each round saves one more run with exactly these settings (the tabs share storage).
    await expect(
      page.getByRole('link', { name: '300 000 zł - 7,25% - 25 lat - Malejąca', exact: true }),
      `round ${round}`,
    ).toHaveCount(round);
  });
});

test('a tap on Menu at DOMContentLoaded always opens the menu (10 rounds, 4× slower CPU)', async ({
  context,
}) => {
  await inRounds(context, MENU_ISLAND, async (page, round) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu główne aplikacji' }),
      `round ${round}`,
    ).toBeVisible();
  });
});

test('a tap on a form section at DOMContentLoaded always opens it (10 rounds, 4× slower CPU)', async ({
  context,
}) => {
  await inRounds(context, FORM_ISLAND, async (page, round) => {
    const toggle = page.getByRole('button', { name: 'Koszty kredytu' });
    await toggle.click();
    await islandsReady(page);
    await expect(toggle, `round ${round}`).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Nadpłaty' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
