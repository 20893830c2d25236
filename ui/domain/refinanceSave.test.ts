import { describe, expect, it } from 'vitest';
import { simulate } from './mortgage';
import { compareRefinance } from './refinance';
import { defaultOffer, type RefinanceInput } from './refinanceInput';
import { runSettingsOf } from './refinanceSave';

function offerOf(changes: Partial<RefinanceInput['offers'][number]>, balance = 400_000.5) {
  const input: RefinanceInput = {
    current: {
      balance,
      monthsLeft: 240,
      mortgageType: 'ANNUITY',
      ratePercent: 6.35,
      fixedMonthsLeft: 0,
      marginPercent: 2.5,
      contractMonth: '2020-01',
      feePercent: 0,
    },
    indexPercent: 3.85,
    offers: [{ ...defaultOffer(240), marginPercent: 1.8, ...changes }],
    refund: false,
    horizonYears: 5,
  };
  const option = compareRefinance(input, '2026-11').options[1];
  if (option === undefined) throw new Error('no offer');
  return option;
}

describe('Zapisz jako symulację', () => {
  it('rounds the amount up to the złoty and keeps the rate path and bridge margin', () => {
    const saved = runSettingsOf(
      offerOf({ fixedRatePercent: 5.1, fixedYears: 5, bridgeMarginPercent: 1, bridgeMonths: 3 }),
    );
    // 400 000,50 zł + 919 zł of default costs, paid, not borrowed: 400 001 zł.
    expect(saved).toEqual({
      ok: true,
      settings: {
        loanAmount: 400_001,
        annualInterestRatePercent: 5.1,
        fixedInterestRate: false,
        loanTermYears: 20,
        mortgageType: 'ANNUITY',
        rateChanges: [{ month: 61, annualInterestRatePercent: 5.65 }],
        costs: { bridgeMarginPercent: 1, bridgeMonths: 3 },
      },
    });
    if (saved.ok) expect(simulate(saved.settings).repaymentPlan.entries).toHaveLength(240);
  });

  it('refuses a term not in whole years and an amount under 30 000 zł', () => {
    expect(runSettingsOf(offerOf({ months: 230 }))).toEqual({ ok: false, reason: 'TERM' });
    expect(runSettingsOf(offerOf({}, 20_000))).toEqual({ ok: false, reason: 'AMOUNT' });
  });
});
