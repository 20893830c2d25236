// The planner's stories' inputs: issue 34's common case (400 000 zł, 240 months, WIBOR 3M
// 3,85 % + 2,50 pp against an offer at + 1,80 pp with 1 000 zł of costs) and its variants.
import { defaultOffer, type Offer, type RefinanceInput } from '../ui/domain/refinanceInput';

/** The decision month every story uses, so the art. 40 fee's 36 months are fixed. */
export const DECISION_MONTH = '2026-11';

/** The common case's offer: 1,80 pp over 240 months, 1 000 zł of costs, nothing else. */
export const OFFER: Offer = {
  ...defaultOffer(240),
  marginPercent: 1.8,
  valuation: 1_000,
  mortgageEntry: 0,
  mortgageRemoval: 0,
  pcc: 0,
};

/** The common case, with `changes`. */
export function refinanceInput(changes: Partial<RefinanceInput> = {}): RefinanceInput {
  return {
    current: {
      balance: 400_000,
      monthsLeft: 240,
      mortgageType: 'ANNUITY',
      ratePercent: 6.35,
      fixedMonthsLeft: 0,
      marginPercent: 2.5,
      contractMonth: '2020-01',
      feePercent: 0,
    },
    indexPercent: 3.85,
    offers: [OFFER],
    refund: false,
    horizonYears: 5,
    ...changes,
  };
}
