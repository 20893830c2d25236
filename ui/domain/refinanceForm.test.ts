import { describe, expect, it } from 'vitest';
import {
  checkRefinanceForm,
  offerValues,
  emptyRefinanceValues,
  valuesFromInput,
  type RefinanceFormValues,
} from './refinanceForm';
import { simulate } from './mortgage';
import { defaultInstalment, valuesFromRun } from './refinanceRun';
import type { Simulation } from './types';

const DECISION = '2026-11';

/** The common case of refinance.test.ts as the borrower types it. */
function typed(): RefinanceFormValues {
  const values = emptyRefinanceValues();
  return {
    ...values,
    balance: '400 000',
    monthsLeft: '240',
    ratePercent: '6,35',
    indexPercent: '3,85',
    marginPercent: '2,5',
    contractYear: '2020',
    offers: [{ ...offerValues('240'), marginPercent: '1,8' }],
  };
}

describe('the planner form', () => {
  it('reads what the borrower typed into the input, costs at their defaults', () => {
    const { input, messages } = checkRefinanceForm(typed(), DECISION);
    expect(messages).toEqual({});
    expect(input?.current).toMatchObject({ balance: 400_000, contractMonth: '2020-01' });
    expect(input?.offers[0]).toMatchObject({ marginPercent: 1.8, valuation: 600, pcc: 19 });
    expect(input?.horizonYears).toBe(5);
  });

  it('gives back what a shared input holds', () => {
    const { input } = checkRefinanceForm(typed(), DECISION);
    if (input === null) throw new Error('no input');
    expect(checkRefinanceForm(valuesFromInput(input), DECISION).input).toEqual(input);
  });

  it.each([
    [{ balance: '' }, 'balance', 'To pole musi zostać wypełnione.'],
    [{ balance: 'abc' }, 'balance', 'Dane wejściowe nie są liczbą.'],
    [{ monthsLeft: '2,5' }, 'monthsLeft', 'Dane wejściowe nie są liczbą całkowitą.'],
    [{ marginPercent: '25' }, 'marginPercent', 'Podaj wartość od 0 do 20 pkt proc.'],
    [{ feePercent: '4' }, 'feePercent', 'Podaj wartość od 0 do 3%.'],
    [
      { contractYear: '2027' },
      'contractYear',
      'Data zawarcia umowy nie może być późniejsza niż obecny miesiąc.',
    ],
    [
      { refund: true },
      'commissionPaid',
      'Aby policzyć zwrot, wpisz prowizję i pierwotny okres kredytu.',
    ],
  ] as const)('puts a Polish message beside the field for %j', (change, field, message) => {
    const { input, messages } = checkRefinanceForm({ ...typed(), ...change }, DECISION);
    expect(input).toBeNull();
    expect(messages[field]).toBe(message);
  });

  it('asks for the new fixed rate only with a fixed period', () => {
    const values = typed();
    const fixed = { ...values, offers: values.offers.map((one) => ({ ...one, fixedYears: '5' })) };
    expect(checkRefinanceForm(fixed, DECISION).messages).toEqual({
      'offer0.fixedRatePercent': 'To pole musi zostać wypełnione.',
    });
  });
});

describe('the form from a saved run', () => {
  const settings = {
    loanAmount: 400_000,
    annualInterestRatePercent: 7,
    fixedInterestRate: true,
    loanTermYears: 25,
    mortgageType: 'LINEAR' as const,
    firstInstalmentMonth: '2024-01',
  };
  const run: Simulation = {
    id: 'a',
    label: 'x',
    settings,
    result: simulate(settings),
    timestamp: 0,
  };

  it('defaults to the instalment of the decision month', () => {
    expect(defaultInstalment(run, '2026-11')).toBe(35);
    expect(
      defaultInstalment(
        { ...run, settings: { ...settings, firstInstalmentMonth: undefined } },
        DECISION,
      ),
    ).toBe(1);
  });

  it('takes the balance, rate, months left and type after that instalment', () => {
    const values = valuesFromRun(run, 35, emptyRefinanceValues());
    // A decreasing loan repays 400 000 / 300 = 1 333,33 zł a month: 35 × 1 333,33 = 46 666,55.
    expect(values).toMatchObject({
      balance: '353\u00a0333,45',
      monthsLeft: '265',
      ratePercent: '7',
      mortgageType: 'LINEAR',
    });
    expect(values.offers[0]?.months).toBe('265');
  });
});
