// Test-only helpers; nothing here is exported from index.ts.
import fc from 'fast-check';
import { RATE_MAX, RATE_MIN } from './limits';
import {
  CostsSchema,
  OverpaymentFeeSchema,
  OverpaymentSchema,
  RateChangeSchema,
  SettingsSchema,
} from './records';
import { arbitraryOf } from './schema.arbitrary';
import { MORTGAGE_TYPES } from './types';
import type {
  Costs,
  MortgageType,
  Overpayment,
  OverpaymentEffect,
  RateChange,
  RepaymentEntry,
  Settings,
} from './types';

/** Whole grosze of a złoty figure; schedule figures have at most two decimals, so this is exact. */
export function grosze(zloty: number): number {
  return Math.round(zloty * 100);
}

/**
 * Rounds half-up to the grosz the way a spreadsheet's ROUND(x; 2) does: the value is first cut to
 * the 15 significant digits a spreadsheet keeps (fewer would turn 1 016 099 113,497 95 gr into ,50).
 */
export function spreadsheetRound(zloty: number): number {
  return Math.floor(Number((zloty * 100).toPrecision(15)) + 0.5) / 100;
}

/** A settings record for the tests. */
export function settings(
  loanAmount: number,
  annualInterestRatePercent: number,
  loanTermYears: number,
  mortgageType: MortgageType = 'ANNUITY',
): Settings {
  return {
    loanAmount,
    annualInterestRatePercent,
    fixedInterestRate: true,
    loanTermYears,
    mortgageType,
  };
}

/** Non-null schedule entries; the engine never writes nulls, so a null fails the test. */
export function entriesOf(plan: { entries: (RepaymentEntry | null)[] }): RepaymentEntry[] {
  return plan.entries.map((entry, index) => {
    if (entry === null) throw new Error(`entry ${index + 1} is null`);
    return entry;
  });
}

/** Whole-grosz złoty with at most two decimals, from a count of grosze. */
const zloty = (grosze: number): number => grosze / 100;
const fields = SettingsSchema.fields;

/**
 * Rates the form accepts, from the schema (0,01 % to 60 %, up to six decimals), half of them cut
 * to two decimals as most borrowers type them, optionally capped at `maxPercent`.
 */
export function rateArbitrary(maxPercent = 60): fc.Arbitrary<number> {
  const schemaRate = arbitraryOf(fields.annualInterestRatePercent);
  return fc
    .oneof(
      schemaRate,
      schemaRate.map((rate) => Math.max(RATE_MIN, Math.round(rate * 100) / 100)),
    )
    .filter((rate) => rate <= maxPercent);
}

/** Narrows the plain settings: a rate cap and the instalment types to draw from. */
export interface SettingsOptions {
  maxPercent?: number;
  types?: readonly MortgageType[];
}

/** Any settings the form accepts without scenario extras, from the schema's own descriptors. */
export function settingsArbitrary(options: SettingsOptions = {}): fc.Arbitrary<Settings> {
  const types = options.types ?? MORTGAGE_TYPES;
  return fc.record({
    loanAmount: arbitraryOf(fields.loanAmount),
    annualInterestRatePercent: rateArbitrary(options.maxPercent),
    fixedInterestRate: fc.constant(true),
    loanTermYears: arbitraryOf(fields.loanTermYears),
    mortgageType: arbitraryOf(fields.mortgageType).filter((type) => types.includes(type)),
  });
}

/** Which scenario extras `scenarioArbitrary` adds to the plain settings. */
export interface ScenarioOptions extends SettingsOptions {
  /** Overpayment rows (1 to `maxRows`), optionally all with one effect. */
  overpayments?: boolean | OverpaymentEffect;
  maxRows?: number;
  /** An early-repayment fee. */
  fee?: boolean;
  /** Rate changes; RISING makes every change raise the rate (never above `maxPercent`). */
  rateChanges?: boolean | 'RISING';
  /** Costs of credit, a bridge margin included. */
  costs?: boolean;
}

/** Makes a schema-valid overpayment row fit a loan of `months` instalments. */
function fitOverpayment(
  row: Overpayment,
  months: number,
  loanAmount: number,
  effect: OverpaymentEffect | undefined,
): Overpayment {
  const month = 1 + ((row.month - 1) % months);
  // Amounts up to a fifth of the loan, so most rows leave debt behind and their effect shows.
  const amount = zloty(1 + (Math.round(row.amount * 100) % (loanAmount * 20)));
  const fitted: Overpayment = { month, amount, repeat: row.repeat, effect: effect ?? row.effect };
  if (row.repeat !== 'ONCE' && row.untilMonth !== undefined) {
    fitted.untilMonth = month + ((row.untilMonth - 1) % (months - month + 1));
  }
  return fitted;
}

/** Makes schema-valid rate changes fit: months in 2..n, sorted, one a month, rising if asked. */
function fitRateChanges(
  changes: RateChange[],
  months: number,
  start: number,
  maxPercent: number,
  rising: boolean,
): RateChange[] {
  const byMonth = new Map<number, number>();
  for (const change of changes) {
    byMonth.set(2 + ((change.month - 2) % (months - 1)), change.annualInterestRatePercent);
  }
  let previous = start;
  return [...byMonth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([month, rate]) => {
      // A rising path steps up by a fraction of the drawn rate, staying within the cap.
      const next = rising
        ? Math.min(maxPercent, Math.round((previous + rate / 20) * 1e6) / 1e6)
        : Math.min(maxPercent, rate);
      previous = next;
      return { month, annualInterestRatePercent: next };
    });
}

/** Makes schema-valid costs fit: one-off costs below half the loan, the margin within 60 %. */
function fitCosts(costs: Costs, settings: Settings, months: number): Costs {
  const fitted: Costs = { ...costs };
  const cap = settings.loanAmount * 0.15;
  if (fitted.commissionAmount !== undefined) {
    fitted.commissionAmount = Math.min(fitted.commissionAmount, cap);
  }
  if (fitted.oneOffCosts !== undefined) fitted.oneOffCosts = Math.min(fitted.oneOffCosts, cap);
  if (fitted.bridgeMonths !== undefined) fitted.bridgeMonths = fitted.bridgeMonths % months;
  if (fitted.bridgeMarginPercent !== undefined) {
    const bridged = fitted.bridgeMonths ?? 0;
    const highest = Math.max(
      settings.annualInterestRatePercent,
      ...(settings.rateChanges ?? [])
        .filter((change) => change.month <= bridged)
        .map((change) => change.annualInterestRatePercent),
    );
    const room = Math.floor((RATE_MAX - highest) * 1e6) / 1e6;
    fitted.bridgeMarginPercent = Math.max(0, Math.min(fitted.bridgeMarginPercent, room));
  }
  return fitted;
}

/**
 * Any settings the engine accepts with the chosen scenario extras: drawn from the schema's
 * descriptors, then fitted to the cross-field rules the engine adds (months within the term,
 * sorted rate changes, one-off costs below half the loan, rate + bridge margin at most 60 %).
 */
export function scenarioArbitrary(options: ScenarioOptions = {}): fc.Arbitrary<Settings> {
  const maxPercent = options.maxPercent ?? RATE_MAX;
  const maxRows = options.maxRows ?? 3;
  const effect = typeof options.overpayments === 'string' ? options.overpayments : undefined;
  return settingsArbitrary(options).chain((base) => {
    const months = base.loanTermYears * 12;
    const none = fc.constant(undefined);
    return fc
      .record({
        overpayments: options.overpayments
          ? fc.array(arbitraryOf(OverpaymentSchema), { minLength: 1, maxLength: maxRows })
          : none,
        overpaymentFee: options.fee ? arbitraryOf(OverpaymentFeeSchema) : none,
        rateChanges: options.rateChanges
          ? fc.array(arbitraryOf(RateChangeSchema), { minLength: 1, maxLength: 12 })
          : none,
        costs: options.costs ? arbitraryOf(CostsSchema) : none,
      })
      .map((extras) => {
        const settings: Settings = { ...base };
        if (extras.overpayments) {
          settings.overpayments = extras.overpayments.map((row) =>
            fitOverpayment(row, months, base.loanAmount, effect),
          );
        }
        if (extras.overpaymentFee) settings.overpaymentFee = extras.overpaymentFee;
        if (extras.rateChanges) {
          settings.rateChanges = fitRateChanges(
            extras.rateChanges,
            months,
            base.annualInterestRatePercent,
            maxPercent,
            options.rateChanges === 'RISING',
          );
          settings.fixedInterestRate = false;
        }
        if (extras.costs) settings.costs = fitCosts(extras.costs, settings, months);
        return settings;
      });
  });
}

/** The error `run` throws; fails the test when it throws nothing. */
export function captureError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
