// How much a bank may lend (issue 35): the income rule (the debt-service cap and the income left
// to live on, at a stressed rate over the assessment months), the property's value (LTV, the
// low-contribution insurance, the BGK guarantee) and the own contribution, each a limit in whole
// złoty, and the one that binds; then the reverse, the income a loan needs. Money is computed in
// integer grosze and loans are rounded down to the złoty. Any input is accepted: a value that is
// not a number in its range is read as its nearest bound, so nothing gives NaN, a negative
// amount or an exception (capacity.fuzz.test.ts).
import {
  ASSESSMENT_YEARS_MAX,
  BGK_COVER_PERCENT,
  BGK_FEE_MAX,
  BGK_FEE_PERCENT,
  BGK_GUARANTEE_MAX,
  BGK_TERM_YEARS_MIN,
  DSTI_HIGH_PERCENT,
  DSTI_LOW_PERCENT,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  LTV_INSURED_PERCENT,
  LTV_PERCENT,
  MONTHS_PER_YEAR,
} from './limits';
import {
  CapacityInputSchema,
  hold,
  readCapacityInput,
  type CapacityInput,
  type Reading,
} from './capacityInput';
import { instalmentOf, loanFor } from './capacityLoan';
import { GROSZE_PER_ZLOTY, percentOf } from './money';
import type { Grosze, Settings, Zloty } from './types';

export { DEFAULT_ASSUMPTIONS, type CapacityInput } from './capacityInput';

/** Percent of a whole. */
const WHOLE = 100;
/** The range recomputes the amount with living costs this many % lower and higher (issue 35). */
export const LIVING_COSTS_RANGE_PERCENT = 20;
/**
 * The reverse solve's ceiling, in złoty a month: far past the income any amount up to the
 * largest price needs (about 70 mln zł at 65 % over one year), so the search always ends.
 */
const INCOME_SEARCH_MAX = 2 ** 36;

/** What sets the largest instalment: the debt-service cap or the income left to live on. */
type InstalmentRule = 'DSTI' | 'LIVING_COSTS';
/** The limit that sets the amount (`Ogranicza Cię: …`). */
export type BindingRule = InstalmentRule | 'AGE' | 'VALUE' | 'CONTRIBUTION';
/** Why a chosen BGK guarantee does not apply. */
type BgkRefusal = 'CONTRIBUTION' | 'TERM';

/** The value limit and how it was reached. */
interface ValueLimit {
  /** Whole złoty. */
  limit: Zloty;
  /** The LTV percent (80 or 90), or BGK's guarantee on top of 80 %. */
  rule: 'LTV' | 'BGK';
  ltvPercent: number;
  /** Why the BGK guarantee was chosen but not applied; null otherwise. */
  bgkRefusal: BgkRefusal | null;
  /** The BGK guarantee; 0 without it. */
  guarantee: Grosze;
  /** Its one-off fee. */
  guaranteeFee: Grosze;
  /** The low-contribution insurance's one-off cost; 0 without it. */
  insuranceCost: Grosze;
}

/** Everything the page shows for one set of inputs. */
export interface CapacityResult {
  countedIncome: Grosze;
  otherDebtService: Grosze;
  livingCosts: Grosze;
  /** The debt-service cap applied: 40 or 50 %. */
  dstiPercent: number;
  maxInstalment: Grosze;
  instalmentRule: InstalmentRule;
  stressedRatePercent: number;
  assessmentMonths: number;
  /** The age limit cut the assessment below 12 × min(term, 25) months. */
  ageShortened: boolean;
  /** The loan's real term, ended by the age limit: the term `Symuluj tę kwotę` uses; may be 0. */
  termYears: number;
  incomeLimit: Zloty;
  value: ValueLimit;
  contributionLimit: Zloty;
  /** min(income, value, contribution limits). */
  amount: Zloty;
  binding: BindingRule;
  /** The instalment of `amount` at the real rate over the real term (decreasing: the first). */
  instalment: Grosze;
  /** The instalment of `amount` at the stressed rate over the assessment months. */
  stressedInstalment: Grosze;
  /** The amount with living costs 20 % higher (low) and 20 % lower (high). */
  range: { low: Zloty; high: Zloty };
}

/** I = Σ income × the share of its kind, each rounded half-up to the grosz. */
function countedIncomeOf(reading: Reading): Grosze {
  return reading.incomes.reduce((sum, { net, share }) => sum + percentOf(net, share), 0);
}

/** The income rule at a counted income: the cap, O, C, R and the rule that gave R. */
function instalmentLimit(reading: Reading, income: Grosze, livingCostsPercent = WHOLE) {
  const otherDebtService =
    reading.otherInstalments + percentOf(reading.cardLimits, reading.cardLimitSharePercent);
  const livingCosts = percentOf(
    reading.firstPersonCost + (reading.persons - 1) * reading.furtherPersonCost,
    livingCostsPercent,
  );
  const dstiPercent =
    income > reading.incomeThreshold * reading.incomes.length
      ? DSTI_HIGH_PERCENT
      : DSTI_LOW_PERCENT;
  // d·I rounded down to the grosz; O and C are whole grosze, so R is rounded down as the rule asks.
  const byDsti = Math.floor((income * dstiPercent) / WHOLE) - otherDebtService;
  const byLivingCosts = income - livingCosts - otherDebtService;
  const instalmentRule: InstalmentRule = byDsti <= byLivingCosts ? 'DSTI' : 'LIVING_COSTS';
  return {
    otherDebtService,
    livingCosts,
    dstiPercent,
    maxInstalment: Math.max(0, Math.min(byDsti, byLivingCosts)),
    instalmentRule,
  };
}

/** n = 12 × min(term, 25, age limit − age) in whole years (0 when no year is left). */
function assessmentOf(reading: Reading) {
  const yearsLeft = reading.ageLimit - reading.age;
  const unshortened = Math.min(reading.termYears, ASSESSMENT_YEARS_MAX);
  return {
    months: MONTHS_PER_YEAR * Math.max(0, Math.min(unshortened, yearsLeft)),
    ageShortened: yearsLeft < unshortened,
    termYears: Math.max(0, Math.min(reading.termYears, yearsLeft)),
    stressedRatePercent: reading.ratePercent + reading.bufferPoints,
  };
}

/** L_value: 80 %, 90 % with insurance, or 80 % plus the BGK guarantee when its conditions hold. */
function valueLimitOf(reading: Reading, termYears: number): ValueLimit {
  const { price, contribution, cover } = reading;
  // 20 % of the price less the contribution, in grosze: what a 20 % contribution lacks.
  const missing = price * (WHOLE - LTV_PERCENT) - contribution * GROSZE_PER_ZLOTY;
  const base = {
    rule: 'LTV' as const,
    ltvPercent: LTV_PERCENT,
    bgkRefusal: null,
    guarantee: 0,
    guaranteeFee: 0,
    insuranceCost: 0,
  };
  const atLtv = (percent: number) => Math.floor((price * percent) / WHOLE);
  switch (cover) {
    case 'NONE':
      return { ...base, limit: atLtv(LTV_PERCENT) };
    case 'INSURANCE':
      return {
        ...base,
        limit: atLtv(LTV_INSURED_PERCENT),
        ltvPercent: LTV_INSURED_PERCENT,
        insuranceCost: percentOf(Math.max(0, missing), reading.insuranceCostPercent),
      };
    case 'BGK': {
      const bgkRefusal: BgkRefusal | null = !reading.bgkCheck
        ? null
        : contribution * WHOLE > price * reading.bgkContributionMaxPercent
          ? 'CONTRIBUTION'
          : termYears < BGK_TERM_YEARS_MIN
            ? 'TERM'
            : null;
      if (bgkRefusal !== null) return { ...base, limit: atLtv(LTV_PERCENT), bgkRefusal };
      // min(20 % × price − contribution, 100 000 zł), and never below nothing.
      const cover20 = price * BGK_COVER_PERCENT - contribution * GROSZE_PER_ZLOTY;
      const guarantee = Math.max(0, Math.min(cover20, BGK_GUARANTEE_MAX * GROSZE_PER_ZLOTY));
      return {
        ...base,
        rule: 'BGK',
        limit: Math.floor((price * LTV_PERCENT + guarantee) / GROSZE_PER_ZLOTY),
        guarantee,
        guaranteeFee: Math.min(
          percentOf(guarantee, BGK_FEE_PERCENT),
          BGK_FEE_MAX * GROSZE_PER_ZLOTY,
        ),
      };
    }
    default:
      cover satisfies never;
      return { ...base, limit: 0 };
  }
}

function amountAt(reading: Reading, livingCostsPercent: number): Zloty {
  const assessment = assessmentOf(reading);
  const { maxInstalment } = instalmentLimit(reading, countedIncomeOf(reading), livingCostsPercent);
  return Math.min(
    loanFor(maxInstalment, assessment.stressedRatePercent, assessment.months, reading.mortgageType),
    valueLimitOf(reading, assessment.termYears).limit,
    Math.max(0, reading.price - reading.contribution),
  );
}

/** The largest loan the rules allow, every limit with its figure, and the rule that binds. */
export function assessCapacity(input: CapacityInput): CapacityResult {
  const reading = readCapacityInput(input);
  const countedIncome = countedIncomeOf(reading);
  const income = instalmentLimit(reading, countedIncome);
  const assessment = assessmentOf(reading);
  const { months, stressedRatePercent, termYears } = assessment;
  const type = reading.mortgageType;
  const incomeLimit = loanFor(income.maxInstalment, stressedRatePercent, months, type);
  const value = valueLimitOf(reading, termYears);
  const contributionLimit = Math.max(0, reading.price - reading.contribution);
  const amount = Math.min(incomeLimit, value.limit, contributionLimit);
  // Ties go to the income (the borrower's own figure), then to the value.
  const binding: BindingRule =
    amount === incomeLimit
      ? assessment.ageShortened
        ? 'AGE'
        : income.instalmentRule
      : amount === value.limit
        ? 'VALUE'
        : 'CONTRIBUTION';
  return {
    countedIncome,
    ...income,
    stressedRatePercent,
    assessmentMonths: months,
    ageShortened: assessment.ageShortened,
    termYears,
    incomeLimit,
    value,
    contributionLimit,
    amount,
    binding,
    instalment: instalmentOf(amount, reading.ratePercent, termYears * MONTHS_PER_YEAR, type),
    stressedInstalment: instalmentOf(amount, stressedRatePercent, months, type),
    range: {
      low: amountAt(reading, WHOLE + LIVING_COSTS_RANGE_PERCENT),
      high: amountAt(reading, WHOLE - LIVING_COSTS_RANGE_PERCENT),
    },
  };
}

/** The reverse solve's answer: the smallest counted income, or why none is enough. */
export type IncomeNeeded =
  | { kind: 'found'; income: Zloty }
  | { kind: 'impossible'; reason: 'AGE' }
  | { kind: 'impossible'; reason: 'VALUE' | 'CONTRIBUTION'; limit: Zloty };

/**
 * The smallest counted household income, in whole złoty a month, whose income limit reaches
 * `amount` with the same rules (the other inputs as given), found by bisection on whole złoty;
 * or why no income is enough: the age leaves no month, or the amount is above the value or the
 * contribution limit.
 */
export function incomeNeeded(input: CapacityInput, amount: Zloty): IncomeNeeded {
  const reading = readCapacityInput(input);
  const target = Math.ceil(hold(CapacityInputSchema.fields.price, amount));
  const assessment = assessmentOf(reading);
  if (assessment.months === 0) return { kind: 'impossible', reason: 'AGE' };
  const value = valueLimitOf(reading, assessment.termYears).limit;
  if (target > value) return { kind: 'impossible', reason: 'VALUE', limit: value };
  const contribution = Math.max(0, reading.price - reading.contribution);
  if (target > contribution) {
    return { kind: 'impossible', reason: 'CONTRIBUTION', limit: contribution };
  }
  const reaches = (zloty: Zloty) =>
    loanFor(
      instalmentLimit(reading, zloty * GROSZE_PER_ZLOTY).maxInstalment,
      assessment.stressedRatePercent,
      assessment.months,
      reading.mortgageType,
    ) >= target;
  if (reaches(0)) return { kind: 'found', income: 0 };
  // The income limit never falls as the income grows, so the first income that reaches the
  // amount lies between the last power of two that does not and the first that does.
  let high = 1;
  while (!reaches(high) && high < INCOME_SEARCH_MAX) high *= 2;
  let low = Math.floor(high / 2);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(middle)) high = middle;
    else low = middle;
  }
  return { kind: 'found', income: high };
}

/**
 * The home form's settings for `Symuluj tę kwotę`: the amount, the rate, the type and the term
 * ended by the age limit; null when the amount or the term is outside what the simulator takes.
 */
export function simulationSettings(input: CapacityInput, result: CapacityResult): Settings | null {
  const reading = readCapacityInput(input);
  if (result.amount < LOAN_AMOUNT_MIN || result.amount > LOAN_AMOUNT_MAX) return null;
  if (result.termYears < CapacityInputSchema.fields.termYears.min) return null;
  return {
    loanAmount: result.amount,
    annualInterestRatePercent: reading.ratePercent,
    fixedInterestRate: true,
    loanTermYears: result.termYears,
    mortgageType: reading.mortgageType,
  };
}

/** The share of the counted income an instalment takes, in percent; null without income. */
export function incomeShare(instalment: Grosze, countedIncome: Grosze): number | null {
  return countedIncome > 0 ? (instalment * WHOLE) / countedIncome : null;
}
