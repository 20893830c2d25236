// The refinancing planner's inputs (issue 34), described once: the share link's check, the
// form's ranges and the tests' arbitraries come from these descriptors. Money is in złoty as the
// borrower types it (two decimals at most); ui/domain/refinance.ts turns it into grosze.
import {
  BRIDGE_MARGIN_MAX,
  COMMISSION_PERCENT_MAX,
  LOAN_AMOUNT_MAX,
  MONEY_DECIMALS,
  MONTHLY_COST_MAX,
  MONTHS_MAX,
  ONE_OFF_COST_MAX,
  OVERPAYMENT_FEE_FORM_MAX,
  PERIODIC_MARGIN_MAX,
  REFINANCE_INDEX_MAX,
  REFINANCE_INDEX_MIN,
  REFINANCE_OFFERS_MAX,
  REFINANCE_STRESS_MAX,
  REFINANCE_STRESS_MIN,
  RATE_DECIMALS_MAX,
  TERM_MAX,
} from './limits';
import { MORTGAGE_TYPES, RATE_FIELD } from './recordFields';
import {
  MORTGAGE_ENTRY_FEE,
  MORTGAGE_REMOVAL_FEE,
  MORTGAGE_TAX,
  VALUATION_DEFAULT,
} from './refinanceDefaults';
import { CalendarMonthSchema } from './records';
import { array, boolean, number, object, optional, picklist, type Infer } from './schema';

const money = (max: number) => number({ min: 0, max, decimals: MONEY_DECIMALS });
const months = (min: number) => number({ min, max: MONTHS_MAX, integer: true });
const points = (max: number) => number({ min: 0, max, decimals: RATE_DECIMALS_MAX });
const years = (min: number) => number({ min, max: TERM_MAX, integer: true });

/** The loan the borrower has now, as of the decision month (month 0). */
export const CurrentLoanSchema = object({
  /** `Pozostały dług (zł)`: the balance after the last instalment paid. */
  balance: number({ min: 0.01, max: LOAN_AMOUNT_MAX, decimals: MONEY_DECIMALS }),
  /** `Pozostało rat`. */
  monthsLeft: months(1),
  mortgageType: picklist(MORTGAGE_TYPES),
  /** `Oprocentowanie obecne (%)`: the rate of instalments 1…fixedMonthsLeft. */
  ratePercent: RATE_FIELD,
  /** `Stałe jeszcze przez … miesięcy`; 0 for a variable rate. */
  fixedMonthsLeft: number({ min: 0, max: MONTHS_MAX, integer: true }),
  /** `Marża (pkt proc.)` of the contract, applied after the fixed period. */
  marginPercent: points(PERIODIC_MARGIN_MAX),
  /** `Data zawarcia umowy`, YYYY-MM. */
  contractMonth: CalendarMonthSchema,
  /** `Prowizja za wcześniejszą spłatę (%)`, from the contract. */
  feePercent: points(OVERPAYMENT_FEE_FORM_MAX),
  /** `Prowizja zapłacona przy udzieleniu (zł)`, for the refund. */
  commissionPaid: optional(money(ONE_OFF_COST_MAX)),
  /** `Pierwotny okres kredytu (miesiące)`, for the refund. */
  originalMonths: optional(months(1)),
});

/** `Nowy okres stałej stopy w moim banku`. */
export const NewFixedSchema = object({
  ratePercent: RATE_FIELD,
  /** N years from the decision month, then the contract's index + margin. */
  years: years(1),
  /** `Opłata za aneks (zł)`, paid at month 0. */
  annexFee: money(ONE_OFF_COST_MAX),
});

/** One offer of `Przenoszę kredyt`. */
export const OfferSchema = object({
  /** `Okres nowego kredytu (miesiące)`. */
  months: months(1),
  /** `Nowe oprocentowanie stałe (%)`. */
  fixedRatePercent: RATE_FIELD,
  /** `Stałe przez … lat`; 0 for variable from the start. */
  fixedYears: years(0),
  /** `Nowa marża (pkt proc.)`. */
  marginPercent: points(PERIODIC_MARGIN_MAX),
  /** `Prowizja (%)` of the amount moved (the balance, plus the costs added to it). */
  commissionPercent: points(COMMISSION_PERCENT_MAX),
  valuation: money(ONE_OFF_COST_MAX),
  mortgageEntry: money(ONE_OFF_COST_MAX),
  mortgageRemoval: money(ONE_OFF_COST_MAX),
  pcc: money(ONE_OFF_COST_MAX),
  otherCosts: money(ONE_OFF_COST_MAX),
  bridgeMarginPercent: points(BRIDGE_MARGIN_MAX),
  bridgeMonths: number({ min: 0, max: MONTHS_MAX, integer: true }),
  insuranceMonthly: money(MONTHLY_COST_MAX),
  insuranceMonths: number({ min: 0, max: MONTHS_MAX, integer: true }),
  /** `Koszty doliczone do kredytu`: the costs and the old loan's fee are borrowed, not paid. */
  addCostsToLoan: boolean(),
});

/** Everything the planner compares. */
export const RefinanceInputSchema = object({
  current: CurrentLoanSchema,
  /** `Wskaźnik (%)`: the index value now, for every option's variable part. */
  indexPercent: number({
    min: REFINANCE_INDEX_MIN,
    max: REFINANCE_INDEX_MAX,
    decimals: RATE_DECIMALS_MAX,
  }),
  /** The option `Nowy okres stałej stopy w moim banku`, when chosen. */
  newFixed: optional(NewFixedSchema),
  offers: array(OfferSchema, { maxLength: REFINANCE_OFFERS_MAX }),
  /** `Zwrot części prowizji` (art. 39) ticked. */
  refund: boolean(),
  /** `Porównaj po … latach`. */
  horizonYears: years(1),
  /** `Własny wzrost` of the index, in percentage points. */
  ownStressPoints: optional(
    number({ min: REFINANCE_STRESS_MIN, max: REFINANCE_STRESS_MAX, decimals: RATE_DECIMALS_MAX }),
  ),
});

export type CurrentLoan = Infer<typeof CurrentLoanSchema>;
export type NewFixed = Infer<typeof NewFixedSchema>;
export type Offer = Infer<typeof OfferSchema>;
export type RefinanceInput = Infer<typeof RefinanceInputSchema>;

/**
 * A new offer's starting values. The costs are issue 34's defaults, each with its source in
 * refinanceDefaults.ts: the valuation is a market figure, the land-register fees and PCC are
 * fixed by law. Every one is editable.
 */
export function defaultOffer(monthsLeft: number): Offer {
  return {
    months: monthsLeft,
    fixedRatePercent: 0.01,
    fixedYears: 0,
    marginPercent: 0,
    commissionPercent: 0,
    valuation: VALUATION_DEFAULT,
    mortgageEntry: MORTGAGE_ENTRY_FEE,
    mortgageRemoval: MORTGAGE_REMOVAL_FEE,
    pcc: MORTGAGE_TAX,
    otherCosts: 0,
    bridgeMarginPercent: 0,
    bridgeMonths: 0,
    insuranceMonthly: 0,
    insuranceMonths: 0,
    addCostsToLoan: false,
  };
}

/** The horizon's default, `Porównaj po 5 latach` (issue 34). */
export const HORIZON_YEARS_DEFAULT = 5;
