// The shapes of `Sprawdź harmonogram banku` (issue 37): what is inferred from a pasted schedule
// (ui/domain/bankSchedule.ts reads it) and what checking it line by line under each day count
// gives. The page's island and components read these; ui/domain/bankCheck.ts computes them.
import type { BankScheduleRow } from './bankSchedule';
import type { CivilDate } from './civilDate';
import type { DayCount, MortgageType } from './records';
import type { Grosze } from './types';

/**
 * The loan as the pasted rows show it, for the borrower to read and correct before the check.
 * Each field is what the rows imply; null where they cannot tell (no dates, say).
 */
export interface InferredLoan {
  /** The amount lent: the balance before the first row (its balance + its principal). */
  loan: Grosze;
  /** The number of instalments the rows hold. */
  months: number;
  /** Equal instalments (the last aside) read as an annuity; equal principal as decreasing. */
  mortgageType: MortgageType;
  /** The yearly rate in per cent the first regular months' interest implies, per day count. */
  annualInterestRatePercent: Record<DayCount, number>;
  /** The first row's date. */
  firstPaymentDate: CivilDate | null;
  /** The day of the month most rows fall due on, 1..28. */
  paymentDay: number | null;
  /** Whether due dates on a holiday or weekend were moved to the next working day. */
  shiftToWorkingDay: boolean;
  /** The payout the first row's interest implies under the best day count; null without dates. */
  payoutDate: CivilDate | null;
}

/** What the borrower confirms (or corrects) of the inferred loan before the rows are checked. */
export interface BankCheckTerms {
  loan: Grosze;
  months: number;
  mortgageType: MortgageType;
  /** The rate to check against; when null, each day count uses the rate it infers. */
  annualInterestRatePercent: number | null;
  payoutDate: CivilDate | null;
  firstPaymentDate: CivilDate | null;
  paymentDay: number | null;
  shiftToWorkingDay: boolean;
}

/** Why a row's figures differ from the recomputed ones, most likely. */
export type DifferenceCause =
  /** The bank's interest is that of `days` days where the dates give `expectedDays`. */
  | { kind: 'days'; days: number; expectedDays: number }
  | { kind: 'rate-change'; fromInstalment: number; annualInterestRatePercent: number }
  | { kind: 'rounding' }
  | { kind: 'unexplained' };

/** A row whose interest or principal differs from the recomputed row by more than 1 grosz. */
export interface RowDifference {
  /** The instalment's number (the row's own, or its position from 1). */
  number: number;
  /** The row's line in the pasted text, 1-based. */
  line: number;
  date: CivilDate | null;
  bankInterest: Grosze;
  /** The recomputed interest; on the first row of a rate change, at the rate before it. */
  expectedInterest: Grosze;
  /** bank − expected. */
  interestDifference: Grosze;
  bankPrincipal: Grosze | null;
  expectedPrincipal: Grosze | null;
  /** bank − expected; null when the bank gives no principal. */
  principalDifference: Grosze | null;
  cause: DifferenceCause;
}

/** One day count's reading of the schedule. */
export interface ConventionFit {
  dayCount: DayCount;
  /** The rate checked against (the borrower's, or the one this day count infers). */
  annualInterestRatePercent: number;
  /** Rows whose interest differs by more than 1 grosz: the first key of the match. */
  rowsOff: number;
  /** The sum of |bank − expected| interest over all rows: the second key. */
  absoluteInterestDifference: Grosze;
}

/** The check's answer. */
export interface BankCheckResult {
  /** Every day count's fit, the best first (fewest rows off, then the smallest total). */
  fits: ConventionFit[];
  /** The best fit's differing rows, in the schedule's order. */
  differences: RowDifference[];
  /** The bank's interest − the recomputed interest (at the rates found), over every row (signed). */
  interestDifference: Grosze;
  /** True when the best fit leaves no row off by more than a rounding (1 grosz). */
  explained: boolean;
  /** The rows that were checked, as read (for the page to show beside the differences). */
  rows: readonly BankScheduleRow[];
  /**
   * What the borrower should know, in Polish: a day count that could not be checked (no dates and
   * no payout date: `fits` then holds `MONTHLY` alone), or why the rows were refused (`fits` empty).
   */
  notices: string[];
}
