import { PMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from './mortgage';
import { entriesOf, grosze, scenarioArbitrary, spreadsheetRound } from './test-support';

const runs = { numRuns: 500 };

describe('rate changes, over the whole range the form accepts', () => {
  // Overpayments and costs ride along: the rate path must hold with every other event.
  const any = scenarioArbitrary({ rateChanges: true, overpayments: true, costs: true });

  it('repay exactly the loan in principal (with any overpayments)', () => {
    fc.assert(
      fc.property(any, (loan) => {
        const plan = simulate(loan).repaymentPlan;
        const repaid = entriesOf(plan).reduce(
          (sum, entry) => sum + grosze(entry.principalPayment) + grosze(entry.overpayment ?? 0),
          0,
        );
        expect(repaid).toBe(loan.loanAmount * 100);
        expect(plan.remainingDebt).toBe(0);
      }),
      runs,
    );
  });

  it('never leave a negative balance, and each entry shows the rate the path puts in force', () => {
    fc.assert(
      fc.property(any, (loan) => {
        const entries = entriesOf(simulate(loan).repaymentPlan);
        const changes = new Map(
          (loan.rateChanges ?? []).map((change) => [
            change.month,
            change.annualInterestRatePercent,
          ]),
        );
        const margin = loan.costs?.bridgeMarginPercent ?? 0;
        const bridged = loan.costs?.bridgeMonths ?? 0;
        let path = loan.annualInterestRatePercent;
        // One expect per run: an expect per month makes thousands of runs take seconds.
        const breach = entries.findIndex((entry, index) => {
          path = changes.get(index + 1) ?? path;
          const inForce = index < bridged ? path + margin : path;
          return (
            entry.remainingDebt < 0 ||
            Math.abs((entry.annualInterestRatePercent ?? Number.NaN) - inForce) > 1e-6
          );
        });
        expect(breach).toBe(-1);
      }),
      runs,
    );
  });
});

describe('a rate path that only rises, at rates up to 15 %', () => {
  it.each(['ANNUITY', 'LINEAR'] as const)(
    'never lowers the total interest against the fixed rate (%s)',
    (type) => {
      fc.assert(
        fc.property(
          scenarioArbitrary({ rateChanges: 'RISING', maxPercent: 15, types: [type] }),
          (loan) => {
            const variable = simulate(loan).repaymentPlan.totalInterestPayment;
            const fixed = simulate({ ...loan, rateChanges: [], fixedInterestRate: true })
              .repaymentPlan.totalInterestPayment;
            expect(variable).toBeGreaterThanOrEqual(fixed);
          },
        ),
        runs,
      );
    },
  );
});

describe('re-amortisation, month after month', () => {
  it('sets every re-amortised annuity instalment to |PMT| on the debt left, to the grosz', () => {
    // After a LOWER_INSTALMENT overpayment in month m, or at a rate change in month m + 1, the
    // instalment of month m + 1 is PMT(rate of m + 1, n − m, debt after m), rounded half-up.
    let checked = 0;
    fc.assert(
      fc.property(
        scenarioArbitrary({
          types: ['ANNUITY'],
          overpayments: 'LOWER_INSTALMENT',
          rateChanges: true,
          maxRows: 2,
        }),
        (loan) => {
          const entries = entriesOf(simulate(loan).repaymentPlan);
          const months = loan.loanTermYears * 12;
          const changes = new Set((loan.rateChanges ?? []).map((change) => change.month));
          const breach = entries.findIndex((entry, index) => {
            const month = index + 1;
            const previous = entries[index - 1];
            if (previous === undefined || month === entries.length) return false;
            const lowered = (previous.overpayment ?? 0) > 0 && previous.remainingDebt > 0;
            // A change to the rate already in force re-amortises nothing.
            const changed =
              changes.has(month) &&
              entry.annualInterestRatePercent !== previous.annualInterestRatePercent;
            if (!lowered && !changed) return false;
            checked += 1;
            const rate = (entry.annualInterestRatePercent ?? Number.NaN) / 1200;
            const pmt = PMT(rate, months - index, previous.remainingDebt);
            return pmt instanceof Error || entry.totalMonthlyPayment !== spreadsheetRound(-pmt);
          });
          expect(breach).toBe(-1);
        },
      ),
      runs,
    );
    // Thousands of re-amortisations are compared, not a handful.
    expect(checked).toBeGreaterThan(runs.numRuns * 10);
  });
});
