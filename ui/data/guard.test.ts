import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseCpiRecord,
  parseReferenceRateRecord,
  parseSimulation,
  readStoredSimulation,
} from './guard';
import { SCHEMA_VERSION } from '../domain/records';
import { sampleSimulation, withoutResult } from './test-support';

afterEach(() => {
  vi.restoreAllMocks();
});

function silenceWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('parseSimulation, given a record as saved by this app', () => {
  it('returns an equal simulation', () => {
    const simulation = sampleSimulation('a');
    expect(parseSimulation(structuredClone(simulation))).toEqual(simulation);
  });

  it('keeps a null schedule entry in its place, for the report to skip', () => {
    const simulation = sampleSimulation('a');
    simulation.result?.repaymentPlan.entries.splice(0, 1, null);
    const parsed = parseSimulation(simulation);
    expect(parsed?.result?.repaymentPlan.entries[0]).toBeNull();
    expect(parsed?.result?.repaymentPlan.entries[1]).toEqual(
      simulation.result?.repaymentPlan.entries[1],
    );
  });

  it('keeps a record without a result, or with a null result from older data', () => {
    const bare = withoutResult(sampleSimulation('a'));
    expect(parseSimulation(bare)).toEqual(bare);
    expect(parseSimulation({ ...bare, result: null })).toEqual(bare);
  });

  it('keeps an empty schedule, which the chart shows as empty', () => {
    const simulation = sampleSimulation('a');
    simulation.result?.repaymentPlan.entries.splice(0);
    expect(parseSimulation(simulation)?.result?.repaymentPlan.entries).toEqual([]);
  });

  it('reads a result without a plan, or a plan without entries, as an empty plan', () => {
    // Spec point 3: a missing or empty plan gives an empty chart, not a missing report.
    const simulation = sampleSimulation('a');
    const noPlan = parseSimulation({ ...simulation, result: { totalMonthlyRate: 1 } });
    expect(noPlan?.result?.repaymentPlan.entries).toEqual([]);
    const plan = simulation.result?.repaymentPlan;
    const noEntries = parseSimulation({
      ...simulation,
      result: { ...simulation.result, repaymentPlan: { ...plan, entries: undefined } },
    });
    expect(noEntries?.result?.repaymentPlan.entries).toEqual([]);
    expect(noEntries?.result?.repaymentPlan.totalRepayment).toBe(plan?.totalRepayment);
  });

  it('drops fields it does not know, so nothing unexpected reaches the page', () => {
    const parsed = parseSimulation({ ...sampleSimulation('a'), html: '<script>alert(1)</script>' });
    expect(parsed).not.toHaveProperty('html');
  });
});

describe('parseSimulation, given a record with a wrong shape', () => {
  const valid = sampleSimulation('tampered');
  const entries = valid.result?.repaymentPlan.entries ?? [];
  const plan = valid.result?.repaymentPlan;

  it.each([
    ['not an object', 'a string'],
    ['null', null],
    ['an array', [valid]],
    ['no id', { ...valid, id: undefined }],
    ['an empty id', { ...valid, id: '' }],
    ['an id with a lone surrogate', { ...valid, id: 'x\uD800' }],
    ['an id of two dots', { ...valid, id: '..' }],
    ['a numeric label', { ...valid, label: 5 }],
    ['a timestamp as text', { ...valid, timestamp: '2026-03-06' }],
    ['a NaN timestamp', { ...valid, timestamp: Number.NaN }],
    ['no settings', { ...valid, settings: undefined }],
    ['an amount as text', { ...valid, settings: { ...valid.settings, loanAmount: '300000' } }],
    ['a negative amount', { ...valid, settings: { ...valid.settings, loanAmount: -300_000 } }],
    ['a term of 1e308 years', { ...valid, settings: { ...valid.settings, loanTermYears: 1e308 } }],
    ['a rate of -0', { ...valid, settings: { ...valid.settings, annualInterestRatePercent: -0 } }],
    [
      'an unknown instalment type',
      { ...valid, settings: { ...valid.settings, mortgageType: 'X' } },
    ],
    [
      'fixedInterestRate as text',
      { ...valid, settings: { ...valid.settings, fixedInterestRate: 'true' } },
    ],
    [
      'a plan whose entries are not a list',
      { ...valid, result: { ...valid.result, repaymentPlan: { ...plan, entries: 'none' } } },
    ],
    [
      'a schedule of 100 000 entries',
      {
        ...valid,
        result: {
          ...valid.result,
          repaymentPlan: { ...plan, entries: new Array<null>(100_000).fill(null) },
        },
      },
    ],
    [
      'a plan total as text',
      { ...valid, result: { ...valid.result, repaymentPlan: { ...plan, totalRepayment: '1' } } },
    ],
    [
      'a negative total',
      {
        ...valid,
        result: { ...valid.result, repaymentPlan: { ...plan, totalRepayment: -300_000 } },
      },
    ],
    [
      'an entry missing a field',
      {
        ...valid,
        result: {
          ...valid.result,
          repaymentPlan: { ...plan, entries: [{ ...entries[0], interestPayment: undefined }] },
        },
      },
    ],
    [
      'an entry that is a number',
      { ...valid, result: { ...valid.result, repaymentPlan: { ...plan, entries: [7] } } },
    ],
    ['a schema version newer than this app', { ...valid, schemaVersion: SCHEMA_VERSION + 1 }],
  ])('refuses a record with %s, with a warning that names where', (_case, record) => {
    const warn = silenceWarnings();
    expect(parseSimulation(record)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never echoes the record in the warning', () => {
    const warn = silenceWarnings();
    parseSimulation({ ...valid, label: 5, secret: 'do-not-log' });
    expect(warn.mock.calls[0]?.join(' ')).toContain('label');
    expect(warn.mock.calls[0]?.join(' ')).not.toContain('do-not-log');
  });
});

describe('readStoredSimulation', () => {
  it('gives the simulation when the record passes the check under its own key', () => {
    const simulation = sampleSimulation('a');
    expect(readStoredSimulation('a', structuredClone(simulation))).toEqual(simulation);
  });

  it('marks a refused record as damaged, keeping its key for deletion', () => {
    silenceWarnings();
    expect(readStoredSimulation('x\uD800', { id: 'x\uD800' })).toEqual({
      damaged: true,
      key: 'x\uD800',
    });
  });

  it('marks a record whose id disagrees with its key as damaged', () => {
    silenceWarnings();
    expect(readStoredSimulation('other', sampleSimulation('a'))).toEqual({
      damaged: true,
      key: 'other',
    });
  });
});

describe('the cached feed records', () => {
  it('reads a reference-rate record, with or without its date', () => {
    expect(parseReferenceRateRecord({ nbpReferenceRate: 3.75, lastFetch: 1 })).toEqual({
      nbpReferenceRate: 3.75,
      lastFetch: 1,
    });
    expect(
      parseReferenceRateRecord({
        nbpReferenceRate: 3.75,
        lastFetch: 1,
        effectiveFrom: '2026-03-05',
      }),
    ).toEqual({ nbpReferenceRate: 3.75, lastFetch: 1, effectiveFrom: '2026-03-05' });
  });

  it('reads a wrong reference-rate record as not cached', () => {
    expect(parseReferenceRateRecord({ nbpReferenceRate: '3,75', lastFetch: 1 })).toBeUndefined();
    expect(parseReferenceRateRecord(undefined)).toBeUndefined();
  });

  it('reads a CPI record, and a wrong one as not cached', () => {
    const record = { cpiYearOverYear: 2.1, lastFetch: 1, month: 'luty', year: 2026 };
    expect(parseCpiRecord(record)).toEqual(record);
    expect(parseCpiRecord({ ...record, month: undefined })).toBeUndefined();
    expect(parseCpiRecord({ ...record, month: 'Luty<script>' })).toBeUndefined();
    expect(parseCpiRecord({ ...record, cpiYearOverYear: 250 })).toBeUndefined();
  });

  it('reads a reference rate outside the plausible range as not cached', () => {
    expect(parseReferenceRateRecord({ nbpReferenceRate: 31, lastFetch: 1 })).toBeUndefined();
    expect(
      parseReferenceRateRecord({ nbpReferenceRate: 3.75, lastFetch: 1, effectiveFrom: '<b>' }),
    ).toBeUndefined();
  });
});
