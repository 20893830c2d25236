import { describe, expect, it } from 'vitest';
import {
  checkBankTerms,
  runSettingsOfCheck,
  valuesFromInferred,
  type BankCheckValues,
} from './bankCheckForm';
import type { BankCheckResult, BankCheckTerms, InferredLoan } from './bankCheckTypes';
import { SettingsSchema } from './records';
import { is } from './schema';

const INFERRED: InferredLoan = {
  loan: 30_000_000,
  months: 300,
  mortgageType: 'ANNUITY',
  annualInterestRatePercent: { MONTHLY: 7.02, ACT_365: 7, ACT_360: 6.9 },
  firstPaymentDate: '2026-04-15',
  paymentDay: 15,
  shiftToWorkingDay: true,
  payoutDate: '2026-03-10',
};

const VALUES: BankCheckValues = {
  loan: '300000',
  months: '300',
  mortgageType: 'ANNUITY',
  rate: '',
  payoutDate: '2026-03-10',
  firstPaymentDate: '2026-04-15',
  paymentDay: '15',
  shiftToWorkingDay: true,
};

const TERMS: BankCheckTerms = {
  loan: 30_000_000,
  months: 300,
  mortgageType: 'ANNUITY',
  annualInterestRatePercent: null,
  payoutDate: '2026-03-10',
  firstPaymentDate: '2026-04-15',
  paymentDay: 15,
  shiftToWorkingDay: true,
};

function resultFor(dayCount: 'MONTHLY' | 'ACT_365', rate = 7): BankCheckResult {
  return {
    fits: [
      { dayCount, annualInterestRatePercent: rate, rowsOff: 0, absoluteInterestDifference: 0 },
    ],
    differences: [],
    interestDifference: 0,
    explained: true,
    rows: [],
    notices: [],
  };
}

describe('the inferred loan as a form', () => {
  it('opens with what the rows imply and the rate left to each day count', () => {
    expect(valuesFromInferred(INFERRED)).toEqual(VALUES);
    expect(valuesFromInferred({ ...INFERRED, loan: 30_000_050, payoutDate: null }).loan).toBe(
      '300000,50',
    );
  });

  it('gives the terms the check runs on', () => {
    expect(checkBankTerms(VALUES)).toEqual({ terms: TERMS, messages: {} });
    expect(checkBankTerms({ ...VALUES, loan: '300 000,50', rate: '7,1' }).terms).toMatchObject({
      loan: 30_000_050,
      annualInterestRatePercent: 7.1,
    });
  });

  it('reads empty dates and payment day as unknown', () => {
    expect(
      checkBankTerms({ ...VALUES, payoutDate: '', firstPaymentDate: '', paymentDay: '' }).terms,
    ).toMatchObject({ payoutDate: null, firstPaymentDate: null, paymentDay: null });
  });

  it.each([
    ['loan', { loan: '' }, 'Podaj kwotę kredytu w złotych, większą od zera.'],
    ['loan', { loan: '0' }, 'Podaj kwotę kredytu w złotych, większą od zera.'],
    ['months', { months: '481' }, 'Liczba rat to liczba całkowita większa od zera, najwyżej 480.'],
    ['months', { months: '12,5' }, 'Liczba rat to liczba całkowita większa od zera, najwyżej 480.'],
    ['rate', { rate: '61' }, 'Oprocentowanie to liczba od 0,01 do 60 albo puste pole.'],
    [
      'payoutDate',
      { payoutDate: '2026-02-30' },
      'Podaj datę (dzień, miesiąc i rok) albo zostaw pole puste.',
    ],
    [
      'firstPaymentDate',
      { firstPaymentDate: '2026-03-10' },
      'Pierwsza rata musi przypadać po dniu wypłaty kredytu.',
    ],
    ['paymentDay', { paymentDay: '29' }, 'Dzień spłaty raty to liczba od 1 do 28 albo puste pole.'],
  ] as const)('says what is wrong with %s', (field, patch, message) => {
    const checked = checkBankTerms({ ...VALUES, ...patch });
    expect(checked.terms).toBeNull();
    expect(checked.messages).toEqual({ [field]: message });
  });
});

describe('Zapisz jako symulację', () => {
  it('saves the best fit: its day count, rate and the contract dates, as the record holds them', () => {
    const saved = runSettingsOfCheck(TERMS, resultFor('ACT_365', 7.000_000_4));
    expect(saved).toEqual({
      ok: true,
      settings: {
        loanAmount: 300_000,
        annualInterestRatePercent: 7,
        fixedInterestRate: true,
        loanTermYears: 25,
        mortgageType: 'ANNUITY',
        firstInstalmentMonth: '2026-04',
        dayCount: 'ACT_365',
        payoutDate: '2026-03-10',
        paymentDay: 15,
        firstPaymentDate: '2026-04-15',
        shiftToWorkingDay: true,
      },
    });
    if (saved.ok) expect(is(SettingsSchema, saved.settings)).toBe(true);
  });

  it('saves a twelfth-of-a-year fit without the dates', () => {
    const saved = runSettingsOfCheck({ ...TERMS, payoutDate: null }, resultFor('MONTHLY'));
    expect(saved.ok && saved.settings.dayCount).toBeUndefined();
  });

  it.each([
    ['AMOUNT', { loan: 30_000_050 }],
    ['AMOUNT', { loan: 2_000_000 }],
    ['TERM', { months: 301 }],
    ['DATES', { paymentDay: null }],
  ] as const)('explains why it cannot: %s', (reason, patch) => {
    expect(runSettingsOfCheck({ ...TERMS, ...patch }, resultFor('ACT_365'))).toEqual({
      ok: false,
      reason,
    });
  });
});
