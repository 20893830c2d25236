import { describe, expect, it } from 'vitest';
import { CONTRACT_COPY } from './copy';
import { CONTRACT_FIELD_IDS } from './contractForm';
import { simulate } from './mortgage';
import {
  checkScenario,
  EMPTY_SCENARIO,
  scenarioFromSettings,
  type ContractValues,
} from './scenarioForm';
import type { Settings } from './types';

const base = { loanAmount: 300_000, annualInterestRatePercent: 7, loanTermYears: 25 };

function check(contract: Partial<ContractValues>, firstInstalmentMonth = '') {
  return checkScenario(
    {
      ...EMPTY_SCENARIO,
      firstInstalmentMonth,
      contract: {
        dayCount: 'ACT_365',
        payoutDate: '2026-03-10',
        firstPaymentDate: '',
        paymentDay: '15',
        shiftToWorkingDay: false,
        ...contract,
      },
    },
    base,
  );
}

describe('Szczegóły jak w umowie', () => {
  it('adds nothing under 1/12 roku, whatever the dates say', () => {
    const values = {
      ...EMPTY_SCENARIO,
      contract: {
        dayCount: 'MONTHLY' as const,
        payoutDate: 'x',
        firstPaymentDate: '',
        paymentDay: '99',
        shiftToWorkingDay: true,
      },
    };
    expect(checkScenario(values, base).extras).toEqual({ fixedInterestRate: true });
  });

  it('gives the day count, the payout date and the payment day; the first date when typed', () => {
    expect(check({}).extras).toEqual({
      fixedInterestRate: true,
      dayCount: 'ACT_365',
      payoutDate: '2026-03-10',
      paymentDay: 15,
    });
    expect(
      check({ dayCount: 'ACT_360', firstPaymentDate: '2026-04-15', shiftToWorkingDay: true })
        .extras,
    ).toEqual({
      fixedInterestRate: true,
      dayCount: 'ACT_360',
      payoutDate: '2026-03-10',
      firstPaymentDate: '2026-04-15',
      paymentDay: 15,
      shiftToWorkingDay: true,
    });
  });

  it.each([
    ['no payout date', { payoutDate: '' }, 'payoutDate', CONTRACT_COPY.messages.payoutDate],
    [
      'a date that does not exist',
      { payoutDate: '2026-02-30' },
      'payoutDate',
      CONTRACT_COPY.messages.payoutDate,
    ],
    ['no payment day', { paymentDay: '' }, 'paymentDay', CONTRACT_COPY.messages.paymentDay],
    ['day 29', { paymentDay: '29' }, 'paymentDay', CONTRACT_COPY.messages.paymentDay],
    ['day 0', { paymentDay: '0' }, 'paymentDay', CONTRACT_COPY.messages.paymentDay],
    [
      'a first payment on the payout day',
      { firstPaymentDate: '2026-03-10' },
      'firstPaymentDate',
      CONTRACT_COPY.messages.firstAfterPayout,
    ],
  ] as const)('refuses %s, in Polish, under its field', (_name, change, field, message) => {
    const checked = check(change);
    expect(checked.extras).toBeNull();
    expect(checked.invalid).toEqual(['contract']);
    expect(checked.messages).toEqual({ [CONTRACT_FIELD_IDS[field]]: message });
  });

  it('holds the first payment to the month typed as the first instalment’s', () => {
    expect(check({}, '2026-04').extras).not.toBeNull();
    expect(check({}, '2026-05').messages).toEqual({
      [CONTRACT_FIELD_IDS.firstPaymentDate]:
        'Data pierwszej raty musi przypadać w miesiącu podanym jako pierwsza rata (2026-05).',
    });
  });

  it('fills the section from a dated run, so that checking it gives the same settings back', () => {
    const settings: Settings = {
      ...base,
      fixedInterestRate: true,
      mortgageType: 'ANNUITY',
      dayCount: 'ACT_360',
      payoutDate: '2026-03-10',
      firstPaymentDate: '2026-04-15',
      paymentDay: 15,
      shiftToWorkingDay: true,
    };
    simulate(settings);
    expect(checkScenario(scenarioFromSettings(settings), base).extras).toEqual({
      fixedInterestRate: true,
      dayCount: 'ACT_360',
      payoutDate: '2026-03-10',
      firstPaymentDate: '2026-04-15',
      paymentDay: 15,
      shiftToWorkingDay: true,
    });
    expect(scenarioFromSettings({ ...settings, dayCount: 'MONTHLY' }).contract).toBeUndefined();
  });
});
