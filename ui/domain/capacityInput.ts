// The capacity page's inputs (issue 35), described once: the domain's reading of any input, the
// share link's check, the form's ranges and the tests' arbitraries all come from this descriptor.
// The defaults a borrower may change, with their sources, are DEFAULT_ASSUMPTIONS below; the
// reading at the end takes any value and holds it within its range, so the rules never see NaN.
import {
  AGE_LIMIT_MAX,
  AGE_LIMIT_MIN,
  BGK_CONTRIBUTION_MAX_PERCENT,
  BGK_COVER_PERCENT,
  BORROWER_AGE_MAX,
  BORROWER_AGE_MIN,
  CAPACITY_BORROWERS_MAX,
  CAPACITY_DEBT_MAX,
  CAPACITY_INCOME_MAX,
  CARD_LIMIT_SHARE_MAX,
  CARD_LIMIT_SHARE_MIN,
  CARD_LIMITS_MAX,
  HOUSEHOLD_PERSONS_MAX,
  INCOME_SHARE_MAX,
  INSURANCE_COST_MAX,
  INSURANCE_COST_MIN,
  LIVING_COST_MAX,
  MONEY_DECIMALS,
  PROPERTY_PRICE_MAX,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
  STRESS_BUFFER_MAX,
  TERM_MAX,
  TERM_MIN,
  VARIABLE_RATE_BUFFER_POINTS,
} from './limits';
import { toGrosze } from './money';
import { MORTGAGE_TYPES } from './records';
import { array, boolean, number, object, picklist, type Infer, type NumberSchema } from './schema';
import type { Grosze, MortgageType, Zloty } from './types';

/** Kinds of income: umowa o pracę, działalność / B2B, umowa zlecenie / o dzieło. */
export const INCOME_KINDS = ['EMPLOYMENT', 'BUSINESS', 'CIVIL'] as const;
/** What stands in for a contribution under 20 %: nothing, insurance, or the BGK guarantee. */
export const CONTRIBUTION_COVERS = ['NONE', 'INSURANCE', 'BGK'] as const;

/** Percentages the page takes have at most two decimals. */
const PERCENT_DECIMALS = 2;

const money = (max: number) => number({ min: 0, max, decimals: MONEY_DECIMALS });
const percent = (min: number, max: number) => number({ min, max, decimals: PERCENT_DECIMALS });
const share = percent(0, INCOME_SHARE_MAX);

/** One borrower: net income in złoty a month and its kind. */
const BorrowerSchema = object({
  netIncome: money(CAPACITY_INCOME_MAX),
  kind: picklist(INCOME_KINDS),
});

/** The editable assumptions; each field's default is in DEFAULT_ASSUMPTIONS. */
export const AssumptionsSchema = object({
  /** % of each kind of income a bank counts. */
  incomeSharePercent: object({ EMPLOYMENT: share, BUSINESS: share, CIVIL: share }),
  /** Living costs of the first person, złoty a month. */
  firstPersonCost: money(LIVING_COST_MAX),
  /** Living costs of each further person, złoty a month. */
  furtherPersonCost: money(LIVING_COST_MAX),
  /** % of card and overdraft limits counted as a monthly instalment. */
  cardLimitSharePercent: percent(CARD_LIMIT_SHARE_MIN, CARD_LIMIT_SHARE_MAX),
  /** The age by which the loan must end. */
  ageLimit: number({ min: AGE_LIMIT_MIN, max: AGE_LIMIT_MAX, integer: true }),
  /** `Próg dochodu`: net złoty a month per borrower above which the 50 % cap applies. */
  incomeThreshold: money(CAPACITY_INCOME_MAX),
  /** Points added to a rate fixed for at least 5 years. */
  fixedRateBufferPoints: percent(0, STRESS_BUFFER_MAX),
  /** Points added to any other rate. */
  variableRateBufferPoints: percent(0, STRESS_BUFFER_MAX),
  /** Low-contribution insurance, % of the missing part of a 20 % contribution, one-off. */
  insuranceCostPercent: percent(INSURANCE_COST_MIN, INSURANCE_COST_MAX),
  /** BGK: the own contribution may be at most this % of the price. */
  bgkContributionMaxPercent: percent(0, BGK_COVER_PERCENT),
  /** Whether the BGK guarantee's conditions are checked (the borrower may switch it off). */
  bgkCheck: boolean(),
});

/** Everything the page reads. */
export const CapacityInputSchema = object({
  borrowers: array(BorrowerSchema, { minLength: 1, maxLength: CAPACITY_BORROWERS_MAX }),
  persons: number({ min: 1, max: HOUSEHOLD_PERSONS_MAX, integer: true }),
  /** Other loans' instalments, złoty a month. */
  otherInstalments: money(CAPACITY_DEBT_MAX),
  /** Card and overdraft limits, złoty. */
  cardLimits: money(CARD_LIMITS_MAX),
  /** The oldest borrower's age in whole years. */
  age: number({ min: BORROWER_AGE_MIN, max: BORROWER_AGE_MAX, integer: true }),
  termYears: number({ min: TERM_MIN, max: TERM_MAX, integer: true }),
  annualRatePercent: number({ min: RATE_MIN, max: RATE_MAX, decimals: RATE_DECIMALS_MAX }),
  mortgageType: picklist(MORTGAGE_TYPES),
  /** `Stała przez co najmniej 5 lat`. */
  fixedForFiveYears: boolean(),
  /** Whole złoty. */
  price: number({ min: 0, max: PROPERTY_PRICE_MAX, integer: true }),
  /** Whole złoty. */
  contribution: number({ min: 0, max: PROPERTY_PRICE_MAX, integer: true }),
  cover: picklist(CONTRIBUTION_COVERS),
  assumptions: AssumptionsSchema,
});

export type IncomeKind = (typeof INCOME_KINDS)[number];
export type ContributionCover = (typeof CONTRIBUTION_COVERS)[number];
export type CapacityAssumptions = Infer<typeof AssumptionsSchema>;
export type CapacityInput = Infer<typeof CapacityInputSchema>;

/**
 * The defaults a borrower may change, each named on the page as an assumption (issue 35).
 * - Shares of income: the defaults (B2B 80 %, civil contracts 70 %); banks differ and no
 *   public rule fixes them, so the page calls them assumptions.
 * - Living costs of 1 500 zł for the first person and 1 000 zł for each further one: the issue's
 *   defaults, an assumption (each bank has its own table).
 * - Card and overdraft limits at 3 % a month: banks count 3–5 % (bankhipoteczny.pl, "Jak bank
 *   liczy zdolność kredytową", 2025).
 * - The loan ends by age 75: the default, an assumption (banks set 65–80).
 * - `Próg dochodu` 6 700 zł net per borrower, roughly the average net wage: GUS's average gross
 *   wage in the enterprise sector was 8 881,84 zł in June 2025 (about 6 384 zł net) and
 *   9 583,31 zł in December 2025 (about 6 863 zł net; GUS, 22 January 2026, as se.pl reports).
 *   Recommendation S names the average wage in the borrower's region; banks differ.
 * - Stress buffers: at least 2,5 pp for a rate fixed for at least 5 years (KNF, Rekomendacja S;
 *   UKNF let banks return to it in February 2023, parkiet.com) and 5 pp otherwise, as banks
 *   applied from April 2022 (gazetaprawna.pl, May 2022); UKNF asks an "adequately higher" buffer
 *   for variable rates. 2,5 is not in limits.ts: the deck's examples write "2,5" for other things.
 * - Low-contribution insurance at 3 % of the missing part: the market's 2–4 % (polisoteka.pl,
 *   "Ubezpieczenie niskiego wkładu", 2025).
 * - BGK: the own contribution at most 10 % of the price (BGK, "Gwarancja wkładu własnego"), a
 *   setting because the rules have changed over time; the check can be switched off.
 */
export const DEFAULT_ASSUMPTIONS: CapacityAssumptions = Object.freeze({
  incomeSharePercent: Object.freeze({ EMPLOYMENT: INCOME_SHARE_MAX, BUSINESS: 80, CIVIL: 70 }),
  firstPersonCost: 1500,
  furtherPersonCost: 1000,
  cardLimitSharePercent: CARD_LIMIT_SHARE_MIN,
  ageLimit: 75,
  incomeThreshold: 6700,
  fixedRateBufferPoints: 2.5,
  variableRateBufferPoints: VARIABLE_RATE_BUFFER_POINTS,
  insuranceCostPercent: 3,
  bgkContributionMaxPercent: BGK_CONTRIBUTION_MAX_PERCENT,
  bgkCheck: true,
});

/** The inputs read into safe numbers: money in grosze, each within its schema's range. */
export interface Reading {
  incomes: { net: Grosze; share: number }[];
  persons: number;
  otherInstalments: Grosze;
  cardLimits: Grosze;
  age: number;
  termYears: number;
  ratePercent: number;
  mortgageType: MortgageType;
  price: Zloty;
  contribution: Zloty;
  cover: ContributionCover;
  firstPersonCost: Grosze;
  furtherPersonCost: Grosze;
  cardLimitSharePercent: number;
  ageLimit: number;
  incomeThreshold: Grosze;
  bufferPoints: number;
  insuranceCostPercent: number;
  bgkContributionMaxPercent: number;
  bgkCheck: boolean;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** `value` held within the schema's range (whole if it must be); `fallback` if not a number. */
export function hold(schema: NumberSchema, value: unknown, fallback = schema.min): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  const held = Math.min(schema.max, Math.max(schema.min, number));
  return schema.integer ? Math.floor(held) : held;
}

function option<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((candidate) => candidate === value) ?? fallback;
}

export function readCapacityInput(input: CapacityInput): Reading {
  const raw = record(input);
  const fields = CapacityInputSchema.fields;
  const a = record(raw['assumptions']);
  const rules = AssumptionsSchema.fields;
  const given = (name: Exclude<keyof typeof rules, 'incomeSharePercent' | 'bgkCheck'>) =>
    hold(rules[name], a[name], DEFAULT_ASSUMPTIONS[name]);
  const shares = record(a['incomeSharePercent']);
  const borrowers = Array.isArray(raw['borrowers']) ? (raw['borrowers'] as unknown[]) : [];
  const incomes = borrowers.slice(0, fields.borrowers.maxLength).map((borrower) => {
    const { netIncome, kind } = record(borrower);
    const chosen = option(INCOME_KINDS, kind, 'EMPLOYMENT');
    return {
      net: toGrosze(hold(BorrowerSchema.fields.netIncome, netIncome)),
      share: hold(
        rules.incomeSharePercent.fields[chosen],
        shares[chosen],
        DEFAULT_ASSUMPTIONS.incomeSharePercent[chosen],
      ),
    };
  });
  const fixed = raw['fixedForFiveYears'] === true;
  return {
    incomes: incomes.length === 0 ? [{ net: 0, share: 0 }] : incomes,
    persons: hold(fields.persons, raw['persons']),
    otherInstalments: toGrosze(hold(fields.otherInstalments, raw['otherInstalments'])),
    cardLimits: toGrosze(hold(fields.cardLimits, raw['cardLimits'])),
    age: hold(fields.age, raw['age']),
    termYears: hold(fields.termYears, raw['termYears']),
    ratePercent: hold(fields.annualRatePercent, raw['annualRatePercent']),
    mortgageType: option(MORTGAGE_TYPES, raw['mortgageType'], 'ANNUITY'),
    price: hold(fields.price, raw['price']),
    contribution: hold(fields.contribution, raw['contribution']),
    cover: option(CONTRIBUTION_COVERS, raw['cover'], 'NONE'),
    firstPersonCost: toGrosze(given('firstPersonCost')),
    furtherPersonCost: toGrosze(given('furtherPersonCost')),
    cardLimitSharePercent: given('cardLimitSharePercent'),
    ageLimit: given('ageLimit'),
    incomeThreshold: toGrosze(given('incomeThreshold')),
    bufferPoints: fixed ? given('fixedRateBufferPoints') : given('variableRateBufferPoints'),
    insuranceCostPercent: given('insuranceCostPercent'),
    bgkContributionMaxPercent: given('bgkContributionMaxPercent'),
    bgkCheck: a['bgkCheck'] !== false,
  };
}
