// A saved simulation for the cold Lighthouse gate: made through the form as a borrower makes it,
// so it always has the shape the current build saves.

const DATABASE = 'mortgageSimulationDatabase';

/** Fills the form with 300 000 zł at 7,25 % over 25 years, saves the run, returns its report URL. */
export async function saveRunThroughForm(page, origin) {
  await page.goto(`${origin}/`);
  // Typing before the islands hydrate can be lost.
  await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
  await page.getByLabel('Kwota kredytu (zł)').fill('300000');
  await page.getByLabel('Oprocentowanie RRSO (%)').fill('7,25');
  await page.getByLabel('Okres kredytowania (lata)').fill('25');
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  const href = await page.getByRole('link', { name: 'Pełny raport' }).first().getAttribute('href');
  return new URL(href ?? '', origin).href;
}

/** The id in a report URL (/symulacja/{id}). */
export const runIdOf = (reportUrl) =>
  decodeURIComponent(new URL(reportUrl).pathname.split('/').pop() ?? '');

/**
 * On a page of the site's origin: empties the two feed caches (so the banner fetches again, as
 * on a first visit of the day) and says whether the run with `id` is still saved.
 */
export function clearFeedCachesKeeping(page, id) {
  return page.evaluate(
    ([database, key]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const stores = ['simulations', 'nbpInterestRates', 'cpiPoland'];
          const tx = open.result.transaction(stores, 'readwrite');
          for (const store of stores.slice(1)) tx.objectStore(store).clear();
          const count = tx.objectStore('simulations').count(key);
          tx.oncomplete = () => resolve(count.result === 1);
          tx.onerror = () => reject(tx.error);
        };
      }),
    [DATABASE, id],
  );
}
