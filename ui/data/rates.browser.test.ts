import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { closeDatabase, DATABASE_NAME, SINGLE_RECORD_KEY } from './db';
import gus2025 from './fixtures/gus-cpi-2025.json?raw';
import gus2026JanuaryOnly from './fixtures/gus-cpi-2026-january-only.json?raw';
import gus2026NoRows from './fixtures/gus-cpi-2026-no-rows.json?raw';
import gus2026OutOfRange from './fixtures/gus-cpi-2026-out-of-range.json?raw';
import gus2026 from './fixtures/gus-cpi-2026.json?raw';
import nbpMissingRef from './fixtures/nbp-missing-ref.xml?raw';
import nbpRateAbc from './fixtures/nbp-rate-abc.xml?raw';
import nbpRateOutOfRange from './fixtures/nbp-rate-out-of-range.xml?raw';
import nbpWithBom from './fixtures/nbp-stopy-procentowe-bom.xml?raw';
import nbpValid from './fixtures/nbp-stopy-procentowe.xml?raw';
import {
  fetchCpiYearOverYear,
  fetchReferenceRate,
  getCpiYearOverYear,
  getReferenceRate,
  parseReferenceRateXml,
} from './rates';
import { answering, urlOf } from './test-support';

const FIVE_MB = 5 * 1024 * 1024;

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Only the clock is faked, at a day when January and February 2026 were published.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-06T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(body: BodyInit | null, init: ResponseInit = { status: 200 }) {
  const fetchFeed = vi.fn<typeof fetch>(answering(body, init));
  vi.stubGlobal('fetch', fetchFeed);
  return fetchFeed;
}

/** A fetch that, like the real one, only ends when its signal aborts. */
function hanging() {
  const signals: AbortSignal[] = [];
  const fetchFeed = vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal) signals.push(signal);
        signal?.addEventListener('abort', () => {
          reject(signal.reason as Error);
        });
      }),
  );
  vi.stubGlobal('fetch', fetchFeed);
  return signals;
}

/** A body of `total` bytes streamed in 64 KiB chunks without a Content-Length; counts what was pulled. */
function streamed(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const progress = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (progress.pulled >= total) {
        controller.close();
        return;
      }
      progress.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, progress };
}

function warned(): string {
  return warn.mock.calls.map((call) => call.join(' ')).join('\n');
}

describe('the NBP feed', () => {
  it('reads the reference rate 3,75 % from 2026-03-05 out of the published file', async () => {
    serve(nbpValid);
    expect(await fetchReferenceRate()).toEqual({ value: 3.75, effectiveFrom: '2026-03-05' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a copy that starts with a UTF-8 BOM, as bytes and as text', async () => {
    expect(nbpWithBom.charCodeAt(0)).toBe(0xfeff);
    serve(new TextEncoder().encode(nbpWithBom));
    expect(await fetchReferenceRate()).toEqual({ value: 3.75, effectiveFrom: '2026-03-05' });
    expect(parseReferenceRateXml(nbpWithBom)).toEqual({ value: 3.75, effectiveFrom: '2026-03-05' });
  });

  it.each([
    ['24,00', 24],
    ['0,10', 0.1],
  ])('accepts the historical extreme %s %%', async (text, value) => {
    serve(nbpValid.replace('oprocentowanie="3,75"', `oprocentowanie="${text}"`));
    expect((await fetchReferenceRate())?.value).toBe(value);
  });

  it.each([
    ['the ref row is missing from stoproc', nbpMissingRef, 'pozycja#ref'],
    ['oprocentowanie is "abc"', nbpRateAbc, '"abc" is not a number'],
    ['the rate is 37,50 %, outside 0–30 %', nbpRateOutOfRange, 'outside 0..30'],
    ['the body is empty', '', 'empty'],
    [
      'the proxy answers with an HTML page',
      '<html><body><p>Too many requests</body></html>',
      'XML',
    ],
    ['the body is not XML', '{"rates": []}', 'XML'],
  ])('gives null with a warning when %s', async (_case, body, reason) => {
    serve(body);
    expect(await fetchReferenceRate()).toBeNull();
    expect(warned()).toContain(reason);
  });

  it('gives null with a warning on HTTP 500', async () => {
    serve('Internal Server Error', { status: 500 });
    expect(await fetchReferenceRate()).toBeNull();
    expect(warned()).toContain('HTTP 500');
  });

  it('gives up after the timeout, aborting the request', async () => {
    const signals = hanging();
    const started = performance.now();
    expect(await fetchReferenceRate({ timeoutMs: 100 })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(signals[0]?.aborted).toBe(true);
    expect(warned()).toContain('within 100 ms');
  });

  it('settles after the timeout even if fetch ignores its signal', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    expect(await fetchReferenceRate({ timeoutMs: 50 })).toBeNull();
  });

  it('refuses a 5 MB answer by its Content-Length', async () => {
    const fetchFeed = serve('x'.repeat(FIVE_MB), {
      status: 200,
      headers: { 'Content-Length': String(FIVE_MB) },
    });
    expect(await fetchReferenceRate()).toBeNull();
    expect(fetchFeed).toHaveBeenCalledOnce();
    expect(warned()).toContain('declares 5242880 bytes');
  });

  it('stops reading a 5 MB answer without a Content-Length soon after 1 MB', async () => {
    const { body, progress } = streamed(FIVE_MB);
    serve(body);
    expect(await fetchReferenceRate()).toBeNull();
    expect(warned()).toContain('larger than 1048576 bytes');
    // The stream may have one chunk queued ahead of the reader, no more.
    expect(progress.pulled).toBeLessThan(1024 * 1024 + 3 * 64 * 1024);
  });
});

describe('the GUS feed', () => {
  it('gives the latest month of this year, February 2026 at 2,1 %', async () => {
    serve(gus2026);
    expect(await fetchCpiYearOverYear()).toEqual({ value: 2.1, month: 'luty', year: 2026 });
  });

  it('gives January when only January is published', async () => {
    serve(gus2026JanuaryOnly);
    expect(await fetchCpiYearOverYear()).toEqual({ value: 2.1, month: 'styczeń', year: 2026 });
  });

  it.each([
    ['the year has no rows yet', gus2026NoRows, 'no CPI value for 2026'],
    ['only last year has values', gus2025, 'no CPI value for 2026'],
    ['the latest value is +150 %, outside −20..+100 %', gus2026OutOfRange, 'outside -20..100'],
    ['the body is empty', '', 'not JSON'],
    ['the body is not JSON', '<html>Bad gateway</html>', 'not JSON'],
    ['the JSON has no rows', '{"message":"limit"}', '"data"'],
  ])('gives null with a warning when %s', async (_case, body, reason) => {
    serve(body);
    expect(await fetchCpiYearOverYear()).toBeNull();
    expect(warned()).toContain(reason);
  });

  it('gives December 2025 (2,4 %) when the clock says 2025', async () => {
    vi.setSystemTime(new Date('2025-12-31T12:00:00Z'));
    serve(gus2025);
    expect(await fetchCpiYearOverYear()).toEqual({ value: 2.4, month: 'grudzień', year: 2025 });
  });

  it('gives null on HTTP 500, a timeout, or a 5 MB answer', async () => {
    serve('{}', { status: 500 });
    expect(await fetchCpiYearOverYear()).toBeNull();
    hanging();
    expect(await fetchCpiYearOverYear({ timeoutMs: 50 })).toBeNull();
    serve(streamed(FIVE_MB).body);
    expect(await fetchCpiYearOverYear()).toBeNull();
    expect(warned()).toMatch(/HTTP 500[\s\S]*within 50 ms[\s\S]*larger than/);
  });
});

describe('both feeds through the daily cache in real IndexedDB', () => {
  afterEach(async () => {
    await closeDatabase();
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(DATABASE_NAME);
      request.onsuccess = request.onerror = request.onblocked = resolve;
    });
  });

  it('fetches each feed once a day and keeps the value under the fixed key', async () => {
    const fetchFeed = vi.fn<typeof fetch>((input) =>
      Promise.resolve(new Response(urlOf(input).includes('nbp.pl') ? nbpValid : gus2026)),
    );
    vi.stubGlobal('fetch', fetchFeed);

    expect(await getReferenceRate()).toEqual({ value: 3.75, effectiveFrom: '2026-03-05' });
    expect(await getCpiYearOverYear()).toEqual({ value: 2.1, month: 'luty', year: 2026 });
    vi.setSystemTime(new Date('2026-03-06T22:00:00Z'));
    expect(await getReferenceRate()).toEqual({ value: 3.75, effectiveFrom: '2026-03-05' });
    expect(await getCpiYearOverYear()).toEqual({ value: 2.1, month: 'luty', year: 2026 });
    expect(fetchFeed).toHaveBeenCalledTimes(2);

    await closeDatabase();
    const records = await new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open(DATABASE_NAME);
      open.onerror = () => {
        reject(open.error ?? new Error('open failed'));
      };
      open.onsuccess = () => {
        const database = open.result;
        const transaction = database.transaction(['nbpInterestRates', 'cpiPoland']);
        const rate = transaction.objectStore('nbpInterestRates').get(SINGLE_RECORD_KEY);
        const cpi = transaction.objectStore('cpiPoland').get(SINGLE_RECORD_KEY);
        transaction.oncomplete = () => {
          database.close();
          resolve([rate.result, cpi.result]);
        };
      };
    });
    const lastFetch = Date.parse('2026-03-06T09:00:00Z');
    expect(records).toEqual([
      { nbpReferenceRate: 3.75, lastFetch, effectiveFrom: '2026-03-05' },
      { cpiYearOverYear: 2.1, lastFetch, month: 'luty', year: 2026 },
    ]);
  });
});
