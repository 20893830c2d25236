import { describe, expect, it } from 'vitest';
import { simulate } from './mortgage';
import { compareRefinance } from './refinance';
import { defaultOffer, type RefinanceInput } from './refinanceInput';
import { runSettingsOf } from './refinanceSave';
import { annualPercentageRate } from './rrso';
import { createSimulation } from './simulation';
import type { Settings } from './types';

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
  it('rounds the amount up to the złoty and keeps the rate path, bridge margin and costs', () => {
    const saved = runSettingsOf(
      offerOf({ fixedRatePercent: 5.1, fixedYears: 5, bridgeMarginPercent: 1, bridgeMonths: 3 }),
    );
    // 400 000,50 zł + 919 zł of default costs, paid, not borrowed: 400 001 zł; the costs
    // (600 + 200 + 100 + 19 zł) ride along as the run's one-off costs.
    expect(saved).toEqual({
      ok: true,
      insuranceLeftOut: false,
      settings: {
        loanAmount: 400_001,
        annualInterestRatePercent: 5.1,
        fixedInterestRate: false,
        loanTermYears: 20,
        mortgageType: 'ANNUITY',
        rateChanges: [{ month: 61, annualInterestRatePercent: 5.65 }],
        costs: { oneOffCosts: 919, bridgeMarginPercent: 1, bridgeMonths: 3 },
      },
    });
    if (saved.ok) expect(simulate(saved.settings).repaymentPlan.entries).toHaveLength(240);
  });

  it('refuses a term not in whole years and an amount under 30 000 zł', () => {
    expect(runSettingsOf(offerOf({ months: 230 }))).toEqual({ ok: false, reason: 'TERM' });
    expect(runSettingsOf(offerOf({}, 20_000))).toEqual({ ok: false, reason: 'AMOUNT' });
  });

  it('refuses, with the costs as the reason, costs that reach half the loan the run would lend', () => {
    // 40 000 zł moved with 20 000 zł of other costs (and 919 zł of the default ones), paid at the
    // switch: the record's rule is that the one-off costs stay below half the loan.
    expect(runSettingsOf(offerOf({ otherCosts: 20_000 }, 40_000))).toEqual({
      ok: false,
      reason: 'COSTS',
    });
    // Below half, the same offer saves.
    expect(runSettingsOf(offerOf({ otherCosts: 10_000 }, 40_000)).ok).toBe(true);
  });

  it('carries the commission as an amount and the insurance paid with every instalment', () => {
    const saved = runSettingsOf(
      offerOf({ commissionPercent: 1, insuranceMonthly: 50, insuranceMonths: 240 }),
    );
    // 1 % of the 400 000,50 zł moved is 4 000,005 zł, half-up 4 000,01 zł.
    expect(saved.ok && saved.settings.costs).toEqual({
      commissionAmount: 4_000.01,
      oneOffCosts: 919,
      monthlyInsurance: 50,
    });
  });

  it('borrows the costs into the amount and still counts them as the run’s costs', () => {
    const saved = runSettingsOf(offerOf({ addCostsToLoan: true }, 400_000));
    // The 919 zł of costs are lent with the balance and paid out of it at drawdown.
    expect(saved.ok && saved.settings.loanAmount).toBe(400_919);
    expect(saved.ok && saved.settings.costs).toEqual({ oneOffCosts: 919 });
  });

  it('leaves out, and says so, insurance that lasts only part of the term', () => {
    const saved = runSettingsOf(offerOf({ insuranceMonthly: 50, insuranceMonths: 12 }));
    expect(saved.ok && saved.insuranceLeftOut).toBe(true);
    expect(saved.ok && saved.settings.costs).toEqual({ oneOffCosts: 919 });
  });

  it('saves no costs for an offer without any', () => {
    const saved = runSettingsOf(
      offerOf({ valuation: 0, mortgageEntry: 0, mortgageRemoval: 0, pcc: 0 }),
    );
    expect(saved.ok && saved.settings.costs).toBeUndefined();
  });

  it('gives the saved run an RRSO that counts the offer’s costs', () => {
    const saved = runSettingsOf(
      offerOf({ commissionPercent: 1, insuranceMonthly: 50, insuranceMonths: 240 }),
    );
    if (!saved.ok) throw new Error('not saveable');
    const run = createSimulation(saved.settings, { id: 'oferta', timestamp: 0 });
    // The same loan written out by hand: 400 001 zł, 5,65 % (3,85 + 1,80), 20 years.
    const loan: Settings = {
      loanAmount: 400_001,
      annualInterestRatePercent: 5.65,
      fixedInterestRate: true,
      loanTermYears: 20,
      mortgageType: 'ANNUITY',
    };
    const withCosts = annualPercentageRate({
      ...loan,
      costs: { commissionAmount: 4_000.01, oneOffCosts: 919, monthlyInsurance: 50 },
    });
    expect(run.result?.annualPercentageRate).toBe(withCosts);
    // About 4 919 zł at drawdown (≈ 0,15 pp a year over 20 years) and 50 zł on an instalment
    // of about 2 786 zł (≈ 0,2 pp): the RRSO is about a third of a point over the bare loan's.
    const bare = annualPercentageRate(loan);
    expect(withCosts - bare).toBeGreaterThan(0.25);
    expect(withCosts - bare).toBeLessThan(0.45);
  });
});
