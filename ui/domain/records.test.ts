import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, SettingsSchema, SimulationSchema } from './records';
import { parse } from './schema';
import { arbitraryOf } from './schema.arbitrary';
import { createSimulation } from './simulation';

const valid = createSimulation(
  {
    loanAmount: 300_000,
    annualInterestRatePercent: 7.25,
    fixedInterestRate: true,
    loanTermYears: 25,
    mortgageType: 'ANNUITY',
  },
  { id: 'a1b2', timestamp: Date.UTC(2026, 2, 5) },
);

/** The record with one field replaced, as tampered data would hold it. */
function tampered(path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(valid) as unknown as Record<string, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1) ?? ''] = value;
  return copy;
}

describe('the saved-record check', () => {
  it('accepts every record the schema describes and returns it unchanged', () => {
    fc.assert(
      fc.property(arbitraryOf(SimulationSchema, { maxArrayLength: 6 }), (record) => {
        const parsed = parse(SimulationSchema, record);
        expect(parsed).toEqual({ ok: true, value: record });
      }),
      { numRuns: 300 },
    );
  });

  it('accepts a run saved today as it is', () => {
    expect(parse(SimulationSchema, structuredClone(valid))).toEqual({ ok: true, value: valid });
  });

  describe.each([
    ['an id with a lone surrogate', ['id'], 'x\uD800'],
    ['an id of dots', ['id'], '..'],
    ['an id with a slash', ['id'], 'a/b'],
    ['an empty id', ['id'], ''],
    ['an id of 65 characters', ['id'], 'a'.repeat(65)],
    ['a label with a lone surrogate', ['label'], 'x\uDC00y'],
    ['a label of a megabyte', ['label'], 'x'.repeat(1_000_000)],
    // The run's own name (issue 32) is never shown raw: hostile ones refuse the record.
    ['a name with a right-to-left override', ['name'], 'Oferta\u202Eexe.gpj'],
    ['a name with a bidi isolate', ['name'], 'Oferta\u2067A'],
    ['a name with a control character', ['name'], 'Oferta\u0007A'],
    ['a name with a line break', ['name'], 'Oferta\nA'],
    ['a name with a lone surrogate', ['name'], 'Oferta\uD800'],
    ['a name of 10 000 characters', ['name'], 'x'.repeat(10_000)],
    ['a name of 61 characters', ['name'], 'x'.repeat(61)],
    ['an empty name', ['name'], ''],
    ['a numeric name', ['name'], 7],
    ['a negative amount', ['settings', 'loanAmount'], -300_000],
    ['an amount under the minimum', ['settings', 'loanAmount'], 29_999],
    ['a fractional amount', ['settings', 'loanAmount'], 300_000.5],
    ['a term of 1e308 years', ['settings', 'loanTermYears'], 1e308],
    ['a rate of NaN', ['settings', 'annualInterestRatePercent'], Number.NaN],
    ['a rate of Infinity', ['settings', 'annualInterestRatePercent'], Number.POSITIVE_INFINITY],
    ['a rate of -0', ['settings', 'annualInterestRatePercent'], -0],
    ['a rate with seven decimals', ['settings', 'annualInterestRatePercent'], 7.1234567],
    ['a rate as text', ['settings', 'annualInterestRatePercent'], '7,25'],
    ['an unknown type', ['settings', 'mortgageType'], 'BALLOON'],
    ['a negative total', ['result', 'repaymentPlan', 'totalRepayment'], -300_000],
    ['a negative instalment', ['result', 'totalMonthlyRate'], -1],
    ['481 entries', ['result', 'repaymentPlan', 'entries'], new Array(481).fill(null)],
    ['100 000 entries', ['result', 'repaymentPlan', 'entries'], new Array(100_000).fill(null)],
    ['an entry of the wrong type', ['result', 'repaymentPlan', 'entries', 3], 'x'],
    ['a timestamp of NaN', ['timestamp'], Number.NaN],
    ['a newer schema version', ['schemaVersion'], SCHEMA_VERSION + 1],
    ['settings that are an array', ['settings'], []],
  ] as const)('refuses %s', (_name, path, value) => {
    it('and says where', () => {
      const parsed = parse(SimulationSchema, tampered(path, value));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.path).toBe(path.join('.').replace(/\.(\d+)/g, '[$1]'));
    });
  });

  it('drops unknown fields, `__proto__` included, and never alters a prototype', () => {
    const hostile = JSON.parse(
      '{"__proto__":{"polluted":true},"extra":1,"settings":{"__proto__":{"x":1}}}',
    ) as Record<string, unknown>;
    const record = { ...(structuredClone(valid) as unknown as Record<string, unknown>) };
    Object.defineProperty(record, '__proto__', {
      value: hostile['__proto__'],
      enumerable: true,
      configurable: true,
      writable: true,
    });
    record['extra'] = 1;
    const parsed = parse(SimulationSchema, record);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Object.keys(parsed.value)).not.toContain('extra');
    expect(Object.hasOwn(parsed.value, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('reads a missing plan as an empty one and a null result as none (spec point 3)', () => {
    const noPlan = parse(SimulationSchema, tampered(['result', 'repaymentPlan'], null));
    expect(noPlan.ok && noPlan.value.result?.repaymentPlan.entries).toEqual([]);
    const noResult = parse(SimulationSchema, tampered(['result'], null));
    expect(noResult.ok && noResult.value.result).toBeUndefined();
  });

  it('reads -0 as 0, so nothing ever prints "-0"', () => {
    const parsed = parse(
      SimulationSchema,
      tampered(['result', 'repaymentPlan', 'remainingDebt'], -0),
    );
    expect(parsed.ok && Object.is(parsed.value.result?.repaymentPlan.remainingDebt, 0)).toBe(true);
  });

  it('keeps the scenario fields of settings', () => {
    const settings = {
      ...valid.settings,
      overpayments: [{ month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
      rateChanges: [{ month: 13, annualInterestRatePercent: 8.5 }],
      costs: { commissionPercent: 2, monthlyInsurance: 60 },
      firstInstalmentMonth: '2026-04',
    };
    expect(parse(SettingsSchema, settings)).toEqual({ ok: true, value: settings });
  });
});
