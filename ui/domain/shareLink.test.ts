import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArbitrary } from './test-support';
import {
  decodeShareLink,
  encodeShareLink,
  ENGINE_CONVENTION_VERSION,
  SHARE_FORMAT_VERSION,
  ShareLinkError,
  sharedRunId,
} from './shareLink';
import { sharedReportHref } from './routes';
import type { Settings } from './types';

/** Every run the engine accepts, with any mix of scenario extras. */
const settingsArbitrary = fc.oneof(
  scenarioArbitrary(),
  scenarioArbitrary({ overpayments: true, fee: true, rateChanges: true, costs: true }),
);

/** The largest run the form can make a link for: 20 overpayments and 60 rate changes. */
const largest: Settings = {
  loanAmount: 100_000_000,
  annualInterestRatePercent: 7.123456,
  fixedInterestRate: false,
  loanTermYears: 40,
  mortgageType: 'ANNUITY',
  overpayments: Array.from({ length: 20 }, (_, index) => ({
    month: 1 + index * 13,
    amount: 12_345.67 + index,
    repeat: 'MONTHLY' as const,
    untilMonth: 400 + index,
    effect: 'LOWER_INSTALMENT' as const,
  })),
  overpaymentFee: { percent: 2.5, months: 36 },
  rateChanges: Array.from({ length: 60 }, (_, index) => ({
    month: 2 + index * 7,
    annualInterestRatePercent: 5 + ((index * 37_919) % 100_000) / 100_000,
  })),
  costs: {
    commissionPercent: 2.25,
    commissionAmount: 1500,
    oneOffCosts: 2300.5,
    monthlyInsurance: 60.5,
    monthlyFees: 12,
    bridgeMarginPercent: 1.2,
    bridgeMonths: 6,
  },
  firstInstalmentMonth: '2026-04',
};

describe('a share link', () => {
  it('round-trips every valid settings value', async () => {
    await fc.assert(
      fc.asyncProperty(settingsArbitrary, async (settings) => {
        const decoded = await decodeShareLink(await encodeShareLink(settings));
        expect(decoded).toEqual({ settings, convention: ENGINE_CONVENTION_VERSION });
      }),
      { numRuns: 300 },
    );
  });

  it('carries the time the run was made and its name (layout 2, issue 32)', async () => {
    const run = { timestamp: Date.UTC(2026, 2, 5, 9, 30, 15), name: 'Oferta banku A' };
    const decoded = await decodeShareLink(await encodeShareLink(largest, run));
    expect(decoded).toEqual({ settings: largest, convention: ENGINE_CONVENTION_VERSION, run });
    const unnamed = await decodeShareLink(await encodeShareLink(largest, { timestamp: 0 }));
    expect(unnamed.run).toEqual({ timestamp: 0 });
  });

  it('stays under 2 000 characters for 20 overpayments and 60 rate changes', async () => {
    const href = `https://symulator-hipoteczny.pl${sharedReportHref(await encodeShareLink(largest))}`;
    expect(href.length).toBeLessThan(2000);
  });

  it('puts the settings only in the fragment, which browsers never send', async () => {
    const href = sharedReportHref(await encodeShareLink(largest));
    const url = new URL(href, 'https://example.org');
    expect(url.pathname).toBe('/symulacja/udostepniona');
    expect(url.search).toBe('');
    expect(url.hash.length).toBeGreaterThan(100);
  });
});

describe('decoding a hostile fragment', () => {
  async function refusal(fragment: string): Promise<ShareLinkError | null> {
    try {
      await decodeShareLink(fragment);
      return null;
    } catch (error) {
      if (error instanceof ShareLinkError) return error;
      throw error;
    }
  }

  async function fragmentOf(payload: unknown): Promise<string> {
    const bytes = new TextEncoder().encode(JSON.stringify(payload));
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const deflated = new Uint8Array(await new Response(stream).arrayBuffer());
    return btoa(Array.from(deflated, (byte) => String.fromCharCode(byte)).join(''))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  }

  it.each([
    ['an empty fragment', '', 'malformed'],
    ['broken base64', 'ab$c', 'malformed'],
    ['base64 that is not deflate data', 'AAAAAAAA', 'malformed'],
    ['script tags', '<script>alert(1)</script>', 'malformed'],
    ['a huge fragment', 'A'.repeat(100_000), 'too-large'],
  ])('refuses %s', async (_case, fragment, kind) => {
    expect((await refusal(fragment))?.kind).toBe(kind);
  });

  it('refuses a truncated link', async () => {
    const fragment = await encodeShareLink(largest);
    expect((await refusal(fragment.slice(0, fragment.length / 2)))?.kind).toBe('malformed');
  });

  it('refuses a deflate bomb that inflates past 64 KB', async () => {
    const bomb = await fragmentOf(['x'.repeat(1_000_000)]);
    expect(bomb.length).toBeLessThan(6000);
    expect((await refusal(bomb))?.kind).toBe('too-large');
  });

  it.each([
    [
      'a newer format',
      [SHARE_FORMAT_VERSION + 1, ENGINE_CONVENTION_VERSION, largest, {}],
      'unsupported',
    ],
    ['a newer engine convention', [1, ENGINE_CONVENTION_VERSION + 1, largest], 'unsupported'],
    ['settings out of the form’s limits', [1, 1, { ...largest, loanAmount: -1 }], 'invalid'],
    ['settings with markup', [1, 1, { ...largest, mortgageType: '<img onerror=x>' }], 'invalid'],
    [
      'an overpayment past the end of the term',
      [
        1,
        1,
        {
          ...largest,
          loanTermYears: 1,
          overpayments: [{ month: 13, amount: 1, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
        },
      ],
      'invalid',
    ],
    ['an object instead of the triple', { settings: largest }, 'malformed'],
  ])('refuses a payload with %s', async (_case, payload, kind) => {
    expect((await refusal(await fragmentOf(payload)))?.kind).toBe(kind);
  });

  it('carries the day count and the contract dates (layout 3, issue 37)', async () => {
    const dated: Settings = {
      ...largest,
      dayCount: 'ACT_360',
      payoutDate: '2026-03-10',
      firstPaymentDate: '2026-04-15',
      paymentDay: 15,
      shiftToWorkingDay: true,
    };
    const fragment = await encodeShareLink(dated);
    expect((await decodeShareLink(fragment)).settings).toEqual(dated);
    // A day count without its payout date is not a run the engine computes.
    const undated = { ...dated, payoutDate: undefined };
    expect((await refusal(await fragmentOf([3, 2, undated, {}])))?.kind).toBe('invalid');
    // A layout-2 link, written before day counts, still opens with its run data.
    const older = await decodeShareLink(await fragmentOf([2, 2, largest, { timestamp: 1 }]));
    expect(older.settings).toEqual(largest);
  });

  it('accepts a link from an older engine convention, and says so', async () => {
    const decoded = await decodeShareLink(await fragmentOf([1, 1, largest]));
    expect(decoded.convention).toBe(1);
  });

  it('opens a layout-1 link, made before links carried the run’s time, with the settings alone', async () => {
    const decoded = await decodeShareLink(
      await fragmentOf([1, ENGINE_CONVENTION_VERSION, largest]),
    );
    expect(decoded).toEqual({ settings: largest, convention: ENGINE_CONVENTION_VERSION });
  });

  it.each([
    ['a layout-1 payload with run data', [1, 2, largest, { timestamp: 1 }], 'malformed'],
    ['a layout-2 payload without run data', [2, 2, largest], 'malformed'],
    ['a time that is not one', [2, 2, largest, { timestamp: 'wczoraj' }], 'invalid'],
    [
      'a name with a bidi override',
      [2, 2, largest, { timestamp: 1, name: 'A\u202Egnp.exe' }],
      'invalid',
    ],
    ['a name with a line break', [2, 2, largest, { timestamp: 1, name: 'A\nB' }], 'invalid'],
    [
      'a name of 10 000 characters',
      [2, 2, largest, { timestamp: 1, name: 'x'.repeat(10_000) }],
      'invalid',
    ],
    ['a name with a lone surrogate', [2, 2, largest, { timestamp: 1, name: 'A\uD800' }], 'invalid'],
  ])('refuses %s', async (_case, payload, kind) => {
    expect((await refusal(await fragmentOf(payload)))?.kind).toBe(kind);
  });

  it('survives 25 000 random and mutated fragments, throwing nothing but its own error', async () => {
    const valid = await encodeShareLink(largest);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('');
    const mutated = fc
      .tuple(
        fc.nat({ max: valid.length - 1 }),
        fc.nat({ max: valid.length }),
        fc.constantFrom(...alphabet),
        fc.constantFrom('flip', 'cut', 'insert', 'append'),
      )
      .map(([at, end, character, how]) => {
        switch (how) {
          case 'flip':
            return valid.slice(0, at) + character + valid.slice(at + 1);
          case 'cut':
            return valid.slice(0, Math.min(at, end)) + valid.slice(Math.max(at, end));
          case 'insert':
            return valid.slice(0, at) + character + valid.slice(at);
          case 'append':
            return valid + character.repeat(end % 7);
        }
      });
    const fragments = fc.sample(
      fc.oneof(mutated, fc.string({ maxLength: 200 }), fc.base64String({ maxLength: 400 })),
      { numRuns: 25_000, seed: 14 },
    );
    let decoded = 0;
    for (const fragment of fragments) {
      // refusal() rethrows anything that is not a ShareLinkError, failing the test.
      if ((await refusal(fragment)) === null) decoded += 1;
    }
    // A flipped character inside a stored literal can still decode; it is then a valid run.
    expect(decoded).toBeLessThan(fragments.length);
  }, 120_000);
});

describe('the id a run opened from a link is saved under', () => {
  const shared = { settings: largest, convention: ENGINE_CONVENTION_VERSION };
  const run = { timestamp: Date.UTC(2026, 2, 5), name: 'Oferta banku A' };

  it('is the same for the same link, so saving it twice keeps one run', () => {
    expect(sharedRunId({ ...shared, run })).toBe(sharedRunId({ ...shared, run: { ...run } }));
    expect(sharedRunId(shared)).toBe(sharedRunId({ ...shared }));
  });

  it('differs for another time, name or settings', () => {
    const ids = new Set([
      sharedRunId({ ...shared, run }),
      sharedRunId({ ...shared, run: { ...run, timestamp: run.timestamp + 1 } }),
      sharedRunId({ ...shared, run: { timestamp: run.timestamp } }),
      sharedRunId(shared),
      sharedRunId({ ...shared, settings: { ...largest, loanAmount: largest.loanAmount + 1 } }),
    ]);
    expect(ids.size).toBe(5);
  });

  it('is a valid saved id', () => {
    expect(sharedRunId({ ...shared, run })).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
