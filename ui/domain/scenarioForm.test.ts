import { describe, expect, it } from 'vitest';
import {
  COSTS_COPY,
  MONTH_FIELD_COPY,
  OVERPAYMENTS_COPY,
  RATE_PATH_COPY,
  VALIDATION_COPY,
} from './copy';
import { simulate } from './mortgage';
import {
  checkScenario,
  EMPTY_SCENARIO,
  fieldId,
  periodicChange,
  scenarioFromSettings,
  shockChange,
  type OverpaymentRowValues,
  type ScenarioValues,
} from './scenarioForm';
import type { Settings } from './types';

const base = { loanAmount: 300_000, annualInterestRatePercent: 7.25, loanTermYears: 25 };

function row(change: Partial<OverpaymentRowValues> = {}): OverpaymentRowValues {
  return {
    key: 1,
    amount: '500',
    month: '1',
    repeat: 'MONTHLY',
    untilMonth: '',
    effect: 'SHORTEN_TERM',
    ...change,
  };
}

function scenario(change: Partial<ScenarioValues>): ScenarioValues {
  return { ...EMPTY_SCENARIO, ...change };
}

describe('the scenario sections, left empty', () => {
  it('add nothing to the spec’s settings', () => {
    expect(checkScenario(EMPTY_SCENARIO, base)).toEqual({
      messages: {},
      invalid: [],
      extras: { fixedInterestRate: true },
    });
  });
});

describe('an overpayment row', () => {
  it('becomes the engine’s overpayment', () => {
    expect(checkScenario(scenario({ overpayments: [row()] }), base).extras).toEqual({
      fixedInterestRate: true,
      overpayments: [{ month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
    });
  });

  it.each([
    ['an empty amount', { amount: '' }, 'kwota', VALIDATION_COPY.required],
    ['a non-number', { amount: 'abc' }, 'kwota', VALIDATION_COPY.notANumber],
    ['a zero amount', { amount: '0' }, 'kwota', OVERPAYMENTS_COPY.messages.amountPositive],
    ['three decimals', { amount: '10,005' }, 'kwota', OVERPAYMENTS_COPY.messages.amountDecimals],
    ['instalment 0', { month: '0' }, 'od', MONTH_FIELD_COPY.tooLow(1)],
    ['an instalment past the term', { month: '301' }, 'od', MONTH_FIELD_COPY.tooHigh(300)],
    ['a fractional instalment', { month: '1,5' }, 'od', VALIDATION_COPY.notAnInteger],
    [
      'an end before the start',
      { month: '12', untilMonth: '6' },
      'do',
      OVERPAYMENTS_COPY.messages.untilBeforeFrom,
    ],
  ])('refuses %s with its message', (_case, change, field, message) => {
    const checked = checkScenario(scenario({ overpayments: [row(change)] }), base);
    expect(checked.messages[fieldId('nadplata', 1, field)]).toBe(message);
    expect(checked.invalid).toEqual(['overpayments']);
    expect(checked.extras).toBeNull();
  });

  it('re-checks the months against the term typed above', () => {
    const values = scenario({ overpayments: [row({ month: '120' })] });
    expect(checkScenario(values, { ...base, loanTermYears: 20 }).extras).not.toBeNull();
    expect(checkScenario(values, { ...base, loanTermYears: 5 }).messages).toEqual({
      [fieldId('nadplata', 1, 'od')]: MONTH_FIELD_COPY.tooHigh(60),
    });
    expect(checkScenario(values, { ...base, loanTermYears: undefined }).messages).toEqual({
      [fieldId('nadplata', 1, 'od')]: MONTH_FIELD_COPY.termFirst,
    });
  });

  it('ignores the end of a one-off overpayment, which the engine would refuse', () => {
    const values = scenario({ overpayments: [row({ repeat: 'ONCE', untilMonth: '12' })] });
    expect(checkScenario(values, base).extras?.overpayments).toEqual([
      { month: 1, amount: 500, repeat: 'ONCE', effect: 'SHORTEN_TERM' },
    ]);
  });

  it('takes a fee of 0–3 % over the act’s 36 months, and refuses more', () => {
    const values = scenario({ overpayments: [row()], overpaymentFee: '2,5' });
    expect(checkScenario(values, base).extras?.overpaymentFee).toEqual({
      percent: 2.5,
      months: 36,
    });
    expect(
      checkScenario({ ...values, overpaymentFee: '3,5' }, base).messages[
        fieldId('nadplata', 'prowizja', 'procent')
      ],
    ).toBe(OVERPAYMENTS_COPY.messages.feeRange);
  });
});

describe('the rate path', () => {
  const variable = (rows: [string, string][]) =>
    scenario({
      variableRate: true,
      rateChanges: rows.map(([month, rate], index) => ({ key: index + 1, month, rate })),
    });

  it('becomes sorted rate changes and a variable rate', () => {
    expect(
      checkScenario(
        variable([
          ['13', '8,5'],
          ['25', '9'],
        ]),
        base,
      ).extras,
    ).toEqual({
      fixedInterestRate: false,
      rateChanges: [
        { month: 13, annualInterestRatePercent: 8.5 },
        { month: 25, annualInterestRatePercent: 9 },
      ],
    });
  });

  it('saves a variable choice without a single change as a fixed rate', () => {
    expect(checkScenario(variable([]), base).extras).toEqual({ fixedInterestRate: true });
  });

  it.each([
    ['a change in month 1', [['1', '8']], 1, 'od', MONTH_FIELD_COPY.tooLow(2)],
    [
      'two changes in one month',
      [
        ['13', '8'],
        ['13', '9'],
      ],
      2,
      'od',
      RATE_PATH_COPY.messages.duplicate,
    ],
    [
      'changes out of order',
      [
        ['25', '8'],
        ['13', '9'],
      ],
      2,
      'od',
      RATE_PATH_COPY.messages.sorted,
    ],
    ['a rate over 60 %', [['13', '61']], 1, 'stopa', VALIDATION_COPY.rateTooHigh],
    ['a rate under 0,01 %', [['13', '0']], 1, 'stopa', VALIDATION_COPY.rateTooLow],
  ] as const)('refuses %s', (_case, rows, key, field, message) => {
    const checked = checkScenario(variable(rows.map(([m, r]) => [m, r])), base);
    expect(checked.messages[fieldId('zmiana-stopy', key, field)]).toBe(message);
    expect(checked.extras).toBeNull();
  });

  it('builds a one-step shock and a fixed-then-variable change', () => {
    expect(shockChange(7.25, 2.5, 13)).toEqual({ month: 13, annualInterestRatePercent: 9.75 });
    expect(shockChange(1, -1, 13)).toBeNull();
    expect(periodicChange(5, 2, 3.85)).toEqual({ month: 61, annualInterestRatePercent: 5.85 });
  });
});

describe('the costs', () => {
  const costs = (change: Partial<ScenarioValues['costs']>) =>
    scenario({ costs: { ...EMPTY_SCENARIO.costs, ...change } });

  it('become the engine’s costs, empty fields left out', () => {
    expect(checkScenario(costs({ commission: '2', insurance: '60' }), base).extras).toEqual({
      fixedInterestRate: true,
      costs: { commissionPercent: 2, monthlyInsurance: 60 },
    });
    expect(
      checkScenario(costs({ commission: '3000', commissionUnit: 'AMOUNT' }), base).extras?.costs,
    ).toEqual({ commissionAmount: 3000 });
  });

  it.each([
    [
      'a commission over 10 %',
      { commission: '11' },
      'prowizja',
      COSTS_COPY.messages.commissionPercent,
    ],
    ['negative insurance', { insurance: '-5' }, 'ubezpieczenie', COSTS_COPY.messages.negative],
    [
      'monthly fees over 10 000 zł',
      { fees: '10000,01' },
      'oplaty',
      COSTS_COPY.messages.monthlyTooHigh,
    ],
    [
      'one-off costs of half the loan',
      { commission: '5', oneOff: '135000' },
      'jednorazowe',
      COSTS_COPY.messages.oneOffTooHigh,
    ],
    ['a margin over 10 pp', { bridgeMargin: '11' }, 'marza', COSTS_COPY.messages.marginRange],
    [
      'a bridge as long as the loan',
      { bridgeMonths: '300' },
      'marza-raty',
      COSTS_COPY.messages.bridgeMonths,
    ],
  ])('refuses %s', (_case, change, field, message) => {
    const checked = checkScenario(costs(change), base);
    expect(checked.messages[fieldId('koszty', 'kredytu', field)]).toBe(message);
    expect(checked.extras).toBeNull();
  });

  it('refuses a margin that takes the rate past 60 %', () => {
    const checked = checkScenario(costs({ bridgeMargin: '5', bridgeMonths: '6' }), {
      ...base,
      annualInterestRatePercent: 58,
    });
    expect(checked.messages[fieldId('koszty', 'kredytu', 'marza')]).toBe(
      COSTS_COPY.messages.marginWithRate,
    );
  });
});

describe('a run used as a starting point', () => {
  it('fills the sections so that checking them gives the same settings back', () => {
    const settings: Settings = {
      loanAmount: 300_000,
      annualInterestRatePercent: 7.25,
      fixedInterestRate: false,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
      overpayments: [
        { month: 1, amount: 500.5, repeat: 'MONTHLY', untilMonth: 120, effect: 'SHORTEN_TERM' },
        { month: 24, amount: 20_000, repeat: 'ONCE', effect: 'LOWER_INSTALMENT' },
      ],
      overpaymentFee: { percent: 2, months: 36 },
      rateChanges: [{ month: 61, annualInterestRatePercent: 6.123456 }],
      rateIndex: 'WIBOR_6M',
      firstInstalmentMonth: '2026-04',
      costs: {
        commissionAmount: 3000,
        monthlyInsurance: 60,
        bridgeMarginPercent: 1.5,
        bridgeMonths: 6,
      },
    };
    simulate(settings);
    expect(checkScenario(scenarioFromSettings(settings), base).extras).toEqual({
      overpayments: settings.overpayments,
      overpaymentFee: settings.overpaymentFee,
      fixedInterestRate: false,
      rateChanges: settings.rateChanges,
      rateIndex: 'WIBOR_6M',
      firstInstalmentMonth: '2026-04',
      costs: settings.costs,
    });
  });
});

describe('a saved run with a recipe, used as a starting point (issue 33)', () => {
  // WIBOR 3M at 3,85 % + a 2-point margin: the first instalment's rate is 5,85 %.
  const recipe = {
    index: 'WIBOR_3M',
    marginPercent: 2,
    indexPercent: 3.85,
    mode: 'FLAT',
  } as const satisfies Settings['variableRate'];
  const start = { ...base, annualInterestRatePercent: 5.85 };

  it('comes back with its recipe and its list as saved, edited by hand included', () => {
    const settings: Settings = {
      loanAmount: 300_000,
      annualInterestRatePercent: 5.85,
      fixedInterestRate: false,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
      variableRate: recipe,
      // Not the flat recipe's own path: a change the borrower typed after applying it.
      rateChanges: [{ month: 37, annualInterestRatePercent: 6.4 }],
    };
    const values = scenarioFromSettings(settings);
    expect(values.variableRate).toBe(true);
    expect(values.recipe).toEqual(recipe);
    expect(checkScenario(values, start).extras).toEqual({
      fixedInterestRate: false,
      variableRate: recipe,
      rateChanges: [{ month: 37, annualInterestRatePercent: 6.4 }],
    });
  });

  it('keeps a flat recipe with no changes variable, as it was saved', () => {
    const settings: Settings = {
      loanAmount: 300_000,
      annualInterestRatePercent: 5.85,
      fixedInterestRate: false,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
      variableRate: recipe,
    };
    expect(checkScenario(scenarioFromSettings(settings), start).extras).toEqual({
      fixedInterestRate: false,
      variableRate: recipe,
    });
  });

  it('leaves a run without a recipe as it was', () => {
    const settings: Settings = {
      loanAmount: 300_000,
      annualInterestRatePercent: 7,
      fixedInterestRate: true,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
    };
    const values = scenarioFromSettings(settings);
    expect(values.recipe).toBeUndefined();
    expect(values.variableRate).toBe(false);
  });
});
