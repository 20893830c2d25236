// Saved data is untrusted: another version of the app, an extension or a curious visitor with
// devtools may have written anything. Records are checked field by field and rebuilt from the
// known fields only, so nothing unexpected travels further into the page.
import { MORTGAGE_TYPES } from '../domain';
import type {
  MortgageType,
  RepaymentEntry,
  RepaymentPlan,
  Result,
  Settings,
  Simulation,
} from '../domain';
import type { CpiRecord, ReferenceRateRecord } from './db';

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isMortgageType(value: unknown): value is MortgageType {
  return MORTGAGE_TYPES.some((type) => type === value);
}

function readSettings(value: unknown): Settings | undefined {
  if (!isObject(value)) return undefined;
  const { loanAmount, annualInterestRatePercent, fixedInterestRate, loanTermYears, mortgageType } =
    value;
  if (
    !isNumber(loanAmount) ||
    !isNumber(annualInterestRatePercent) ||
    typeof fixedInterestRate !== 'boolean' ||
    !isNumber(loanTermYears) ||
    !isMortgageType(mortgageType)
  ) {
    return undefined;
  }
  return { loanAmount, annualInterestRatePercent, fixedInterestRate, loanTermYears, mortgageType };
}

const INVALID = Symbol('invalid entry');

function readEntry(value: unknown): RepaymentEntry | null | typeof INVALID {
  // A null entry is a known quirk of saved schedules (spec point 3): the report skips it.
  if (value === null) return null;
  if (!isObject(value)) return INVALID;
  const { totalMonthlyPayment, interestPayment, principalPayment, remainingDebt } = value;
  if (
    !isNumber(totalMonthlyPayment) ||
    !isNumber(interestPayment) ||
    !isNumber(principalPayment) ||
    !isNumber(remainingDebt)
  ) {
    return INVALID;
  }
  return { totalMonthlyPayment, interestPayment, principalPayment, remainingDebt };
}

/** A plan with no instalments: what a saved result without a plan is shown as (spec point 3). */
function emptyPlan(): RepaymentPlan {
  return {
    entries: [],
    totalRepayment: 0,
    totalInterestPayment: 0,
    totalRepaymentRate: 0,
    remainingDebt: 0,
  };
}

function readPlan(value: unknown): RepaymentPlan | undefined {
  // Spec point 3: a missing plan gives an empty chart, so it is read as an empty plan.
  if (value === undefined || value === null) return emptyPlan();
  if (!isObject(value)) return undefined;
  const rawEntries: unknown = value['entries'] ?? [];
  if (!Array.isArray(rawEntries)) return undefined;
  const { totalRepayment, totalInterestPayment, totalRepaymentRate, remainingDebt } = value;
  if (
    !isNumber(totalRepayment) ||
    !isNumber(totalInterestPayment) ||
    !isNumber(totalRepaymentRate) ||
    !isNumber(remainingDebt)
  ) {
    return undefined;
  }
  const entries: (RepaymentEntry | null)[] = [];
  for (const raw of rawEntries as unknown[]) {
    const entry = readEntry(raw);
    if (entry === INVALID) return undefined;
    entries.push(entry);
  }
  return { entries, totalRepayment, totalInterestPayment, totalRepaymentRate, remainingDebt };
}

function readResult(value: unknown): Result | undefined | typeof INVALID {
  // The result is optional on the report page (spec point 3); older saves may hold null.
  if (value === undefined || value === null) return undefined;
  if (!isObject(value) || !isNumber(value['totalMonthlyRate'])) return INVALID;
  const repaymentPlan = readPlan(value['repaymentPlan']);
  if (!repaymentPlan) return INVALID;
  return { totalMonthlyRate: value['totalMonthlyRate'], repaymentPlan };
}

/** Checks a stored simulation and returns a clean copy, or undefined (with a warning) if its shape is wrong. */
export function parseSimulation(value: unknown): Simulation | undefined {
  const simulation = readSimulation(value);
  if (!simulation) {
    // The record itself is not logged: it may be huge, and it is not ours to echo.
    const id = isObject(value) && typeof value['id'] === 'string' ? value['id'] : '(no id)';
    console.warn(`[data] Skipped a saved simulation with an unexpected shape, id ${id}.`);
  }
  return simulation;
}

function readSimulation(value: unknown): Simulation | undefined {
  if (!isObject(value)) return undefined;
  const { id, label, timestamp } = value;
  if (typeof id !== 'string' || id === '' || typeof label !== 'string' || !isNumber(timestamp)) {
    return undefined;
  }
  const settings = readSettings(value['settings']);
  if (!settings) return undefined;
  const result = readResult(value['result']);
  if (result === INVALID) return undefined;
  return result === undefined
    ? { id, label, settings, timestamp }
    : { id, label, settings, result, timestamp };
}

/** Checks a cached reference-rate record; anything else reads as "not cached". */
export function parseReferenceRateRecord(value: unknown): ReferenceRateRecord | undefined {
  if (!isObject(value)) return undefined;
  const { nbpReferenceRate, lastFetch, effectiveFrom } = value;
  if (!isNumber(nbpReferenceRate) || !isNumber(lastFetch)) return undefined;
  return typeof effectiveFrom === 'string'
    ? { nbpReferenceRate, lastFetch, effectiveFrom }
    : { nbpReferenceRate, lastFetch };
}

/** Checks a cached CPI record; anything else reads as "not cached". */
export function parseCpiRecord(value: unknown): CpiRecord | undefined {
  if (!isObject(value)) return undefined;
  const { cpiYearOverYear, lastFetch, month, year } = value;
  if (
    !isNumber(cpiYearOverYear) ||
    !isNumber(lastFetch) ||
    typeof month !== 'string' ||
    !isNumber(year)
  ) {
    return undefined;
  }
  return { cpiYearOverYear, lastFetch, month, year };
}
