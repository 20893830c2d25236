import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

const fixture = (name: string) =>
  readFileSync(new URL(`../ui/data/fixtures/${name}`, import.meta.url), 'utf8');

/** What the two feeds answer in a test: the shipped fixtures, or a failure. */
export interface FeedAnswers {
  /** A body of 'current-year' serves the GUS fixture for the year in the request. */
  nbp?: { status: number; body: string } | 'abort' | 'hang';
  gus?: { status: number; body: string } | 'abort' | 'hang';
}

/**
 * The GUS fixture (January and February 2026) moved to the year the page asks for, so the
 * banner has "this year's" figures whenever the tests run.
 */
export function gusRowsForYear(year: number): string {
  const answer = JSON.parse(fixture('gus-cpi-2026.json')) as { data: Record<string, unknown>[] };
  for (const row of answer.data) row['id-daty'] = year;
  return JSON.stringify(answer);
}

export const FIXTURE_FEEDS: FeedAnswers = {
  nbp: { status: 200, body: fixture('nbp-stopy-procentowe.xml') },
  gus: { status: 200, body: 'current-year' },
};

/**
 * Keeps a page (or every page of a context) off the internet: the feeds (through any proxy) answer
 * from fixtures, and every other request that leaves localhost is refused, so a stray font or
 * tracker would fail a test.
 */
export async function routeFeeds(
  target: Page | BrowserContext,
  answers: FeedAnswers = FIXTURE_FEEDS,
): Promise<void> {
  await target.route(
    (url) => url.hostname !== 'localhost',
    async (route) => {
      const url = decodeURIComponent(route.request().url());
      const answer = url.includes('static.nbp.pl')
        ? answers.nbp
        : url.includes('api-sdp.stat.gov.pl')
          ? answers.gus
          : 'abort';
      // A feed that never answers: the page's own timeout has to end the request.
      if (answer === 'hang') return;
      if (answer === undefined || answer === 'abort') {
        await route.abort('blockedbyclient');
        return;
      }
      const year = /id-rok=(\d{4})/.exec(url)?.[1];
      await route.fulfill({
        status: answer.status,
        body: answer.body === 'current-year' ? gusRowsForYear(Number(year ?? 2026)) : answer.body,
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    },
  );
}

/** Waits until every island on the page has hydrated (Astro drops `ssr` from each one then). */
export async function islandsReady(page: Page): Promise<void> {
  await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
}
