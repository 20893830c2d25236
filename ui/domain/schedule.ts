// The schedule as the report, the CSV file and the print show it: which columns a run has, the
// numbered rows, the SUMA row and the yearly view. One model, so the three never disagree.
import { calendarMonthText, instalmentMonth } from './calendar';
import { MONTHS_PER_YEAR } from './limits';
import { paymentPeriods, type PaymentPeriod } from './paymentDates';
import { roundHalfUp } from './money';
import type { RepaymentEntry, RepaymentPlan, Settings, Simulation } from './types';

/** Every column the schedule can have, in the order they are shown. */
const SCHEDULE_COLUMN_KEYS = [
  'month',
  'calendarMonth',
  'paymentDate',
  'days',
  'totalMonthlyPayment',
  'principalPayment',
  'interestPayment',
  'overpayment',
  'overpaymentFee',
  'costs',
  'annualInterestRatePercent',
  'remainingDebt',
] as const;
/** One column of the schedule. */
export type ScheduleColumnKey = (typeof SCHEDULE_COLUMN_KEYS)[number];

/** What a column holds, which decides how it is formatted. */
export type ScheduleColumnKind = 'count' | 'text' | 'money' | 'rate';

/** The columns that exist in every schedule (spec point 2), in order. */
export const SPEC_SCHEDULE_COLUMNS: readonly ScheduleColumnKey[] = [
  'month',
  'totalMonthlyPayment',
  'principalPayment',
  'interestPayment',
  'remainingDebt',
];

const KINDS: Readonly<Record<ScheduleColumnKey, ScheduleColumnKind>> = {
  month: 'count',
  calendarMonth: 'text',
  paymentDate: 'text',
  days: 'count',
  totalMonthlyPayment: 'money',
  principalPayment: 'money',
  interestPayment: 'money',
  overpayment: 'money',
  overpaymentFee: 'money',
  costs: 'money',
  annualInterestRatePercent: 'rate',
  remainingDebt: 'money',
};

/** How a column's values are written. */
export function columnKind(key: ScheduleColumnKey): ScheduleColumnKind {
  return KINDS[key];
}

/** One instalment of the schedule with its number, i.e. its 1-based position in the saved plan. */
export interface ScheduleRow extends RepaymentEntry {
  month: number;
  /** "kwiecień 2026" when the run has a first-instalment month, otherwise absent. */
  calendarMonth?: string;
  /** "15.04.2026", the date paid, when the run counts interest by the real days (issue 37). */
  paymentDate?: string;
  /** The days the instalment's interest ran, with `paymentDate`. */
  days?: number;
}

/** `15.04.2026`: a civil date as Polish schedules and banks write it. */
function polishDate(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** The periods of a run with a real-day count, or none (the spec's rule, or dates it cannot read). */
function runPeriods(
  settings: Pick<
    Settings,
    'dayCount' | 'payoutDate' | 'firstPaymentDate' | 'paymentDay' | 'shiftToWorkingDay'
  >,
  count: number,
): PaymentPeriod[] | undefined {
  const { dayCount, payoutDate, paymentDay } = settings;
  if (dayCount === undefined || dayCount === 'MONTHLY') return undefined;
  if (payoutDate === undefined || paymentDay === undefined || count < 1) return undefined;
  try {
    return paymentPeriods({ ...settings, payoutDate, paymentDay }, count);
  } catch {
    return undefined;
  }
}

/** The plan's entries numbered by position, and the positions of the `null` ones left out. */
export interface NumberedSchedule {
  rows: ScheduleRow[];
  skippedMonths: number[];
}

/**
 * Numbers the entries 1..n by their position and leaves out `null` ones (spec point 3). Numbers
 * follow the saved position, not the count of rows shown, so instalment 7 stays 7 after a gap.
 */
export function numberEntries(
  entries: readonly (RepaymentEntry | null)[],
  firstInstalmentMonth?: string,
  periods?: readonly PaymentPeriod[],
): NumberedSchedule {
  const rows: ScheduleRow[] = [];
  const skippedMonths: number[] = [];
  entries.forEach((entry, index) => {
    if (entry === null) {
      skippedMonths.push(index + 1);
      return;
    }
    const month = index + 1;
    const row: ScheduleRow =
      firstInstalmentMonth === undefined
        ? { month, ...entry }
        : {
            month,
            calendarMonth: calendarMonthText(instalmentMonth(firstInstalmentMonth, month)),
            ...entry,
          };
    const period = periods?.[index];
    if (period !== undefined) {
      row.paymentDate = polishDate(period.paid);
      row.days = period.days;
    }
    rows.push(row);
  });
  return { rows, skippedMonths };
}

function anyPositive(rows: readonly RepaymentEntry[], key: 'overpaymentFee' | 'costs'): boolean {
  return rows.some((row) => (row[key] ?? 0) > 0);
}

/**
 * The columns a run's schedule shows: the spec's five, plus the month and year when the run has
 * a first-instalment month, `Data` and `Dni` when its rows are dated (a real-day count), `Nadpłata` with overpayments, `Prowizja` when any fee was paid,
 * `Koszty` when any monthly cost was, and `Oprocentowanie` when the rate ever changes.
 */
export function scheduleColumns(
  settings: Pick<Settings, 'firstInstalmentMonth' | 'overpayments'>,
  rows: readonly ScheduleRow[],
): ScheduleColumnKey[] {
  const firstRate = rows[0]?.annualInterestRatePercent;
  const dated = rows[0]?.paymentDate !== undefined;
  const shown: Record<ScheduleColumnKey, boolean> = {
    month: true,
    calendarMonth: settings.firstInstalmentMonth !== undefined,
    paymentDate: dated,
    days: dated,
    totalMonthlyPayment: true,
    principalPayment: true,
    interestPayment: true,
    overpayment: (settings.overpayments?.length ?? 0) > 0,
    overpaymentFee: anyPositive(rows, 'overpaymentFee'),
    costs: anyPositive(rows, 'costs'),
    annualInterestRatePercent: rows.some(
      (row) =>
        row.annualInterestRatePercent !== undefined && row.annualInterestRatePercent !== firstRate,
    ),
    remainingDebt: true,
  };
  return SCHEDULE_COLUMN_KEYS.filter((key) => shown[key]);
}

/** The SUMA row: a sum for each money column; the other columns have none (null). */
export type ScheduleTotals = Readonly<Record<ScheduleColumnKey, number | null>>;

function sumOf(rows: readonly RepaymentEntry[], key: 'costs'): number {
  // Whole grosze, so a long column adds up exactly.
  return rows.reduce((sum, row) => sum + roundHalfUp((row[key] ?? 0) * 100), 0) / 100;
}

/**
 * The SUMA row. The spec's columns come from the plan's own totals, as the spec shows them; with
 * overpayments, the instalment and principal columns leave the overpaid amount out, so that
 * each column shows its own sum. Costs are summed from the column itself.
 */
function scheduleTotals(
  plan: Pick<
    RepaymentPlan,
    | 'totalRepayment'
    | 'totalRepaymentRate'
    | 'totalInterestPayment'
    | 'remainingDebt'
    | 'totalOverpayment'
    | 'totalOverpaymentFees'
  >,
  rows: readonly RepaymentEntry[],
): ScheduleTotals {
  const overpaid = plan.totalOverpayment ?? 0;
  const grosze = (zloty: number) => roundHalfUp(zloty * 100);
  return {
    month: null,
    calendarMonth: null,
    paymentDate: null,
    days: null,
    totalMonthlyPayment: (grosze(plan.totalRepayment) - grosze(overpaid)) / 100,
    principalPayment: (grosze(plan.totalRepaymentRate) - grosze(overpaid)) / 100,
    interestPayment: plan.totalInterestPayment,
    overpayment: overpaid,
    overpaymentFee: plan.totalOverpaymentFees ?? 0,
    costs: sumOf(rows, 'costs'),
    annualInterestRatePercent: null,
    remainingDebt: plan.remainingDebt,
  };
}

/** One year of the loan in the yearly view (the ESIS table's layout). */
export interface YearlyRow {
  /** 1 for instalments 1–12, 2 for 13–24 and so on. */
  year: number;
  /** "2026–2027" style calendar span, when the run has a first-instalment month. */
  calendarMonth?: string;
  totalMonthlyPayment: number;
  principalPayment: number;
  interestPayment: number;
  overpayment: number;
  overpaymentFee: number;
  costs: number;
  /** The debt left after the year's last instalment. */
  remainingDebt: number;
}

/** The yearly view: the monthly rows summed per year of the loan, exactly to the grosz. */
export function yearlyRows(rows: readonly ScheduleRow[]): YearlyRow[] {
  const years = new Map<number, { row: YearlyRow; grosze: number[] }>();
  const keys = [
    'totalMonthlyPayment',
    'principalPayment',
    'interestPayment',
    'overpayment',
    'overpaymentFee',
    'costs',
  ] as const;
  for (const row of rows) {
    const year = Math.ceil(row.month / MONTHS_PER_YEAR);
    let bucket = years.get(year);
    if (bucket === undefined) {
      bucket = {
        row: {
          year,
          totalMonthlyPayment: 0,
          principalPayment: 0,
          interestPayment: 0,
          overpayment: 0,
          overpaymentFee: 0,
          costs: 0,
          remainingDebt: row.remainingDebt,
        },
        grosze: keys.map(() => 0),
      };
      if (row.calendarMonth !== undefined) bucket.row.calendarMonth = row.calendarMonth;
      years.set(year, bucket);
    }
    keys.forEach((key, index) => {
      bucket.grosze[index] = (bucket.grosze[index] ?? 0) + roundHalfUp((row[key] ?? 0) * 100);
    });
    bucket.row.remainingDebt = row.remainingDebt;
  }
  return [...years.values()].map(({ row, grosze }) => {
    keys.forEach((key, index) => {
      row[key] = (grosze[index] ?? 0) / 100;
    });
    return row;
  });
}

/** The schedule rows, columns and totals of a saved run, as the report shows them. */
export function scheduleOf(simulation: Pick<Simulation, 'settings' | 'result'>): {
  schedule: NumberedSchedule;
  columns: ScheduleColumnKey[];
  totals: ScheduleTotals | null;
} {
  const plan = simulation.result?.repaymentPlan;
  const entries = plan?.entries ?? [];
  const schedule = numberEntries(
    entries,
    simulation.settings.firstInstalmentMonth,
    runPeriods(simulation.settings, entries.length),
  );
  return {
    schedule,
    columns: scheduleColumns(simulation.settings, schedule.rows),
    totals: plan === undefined ? null : scheduleTotals(plan, schedule.rows),
  };
}
