// What the bank check's stories (issue 37) paste and show: a bank's schedule as text, built with
// the day-count engine so its figures are a real ACT/365 loan, and check results for each state.
import type { BankCheckResult, RowDifference } from '../ui/domain/bankCheckTypes';
import { readBankSchedule, type BankScheduleRow } from '../ui/domain/bankSchedule';
import { dayCountSchedule } from '../ui/domain/dayCount';
import { paymentPeriods } from '../ui/domain/paymentDates';

/** 300 000 zł at 7 % over 25 years, paid out on 10 March 2026, due on the 15th. */
const MONTHS = 300;
const PERIODS = paymentPeriods(
  {
    payoutDate: '2026-03-10',
    firstPaymentDate: '2026-04-15',
    paymentDay: 15,
    shiftToWorkingDay: true,
  },
  MONTHS,
);
const SCHEDULE = dayCountSchedule({
  loan: 30_000_000,
  annualInterestRatePercent: 7,
  months: MONTHS,
  mortgageType: 'ANNUITY',
  dayCount: 'ACT_365',
  days: PERIODS.map((period) => period.days),
});

/** Grosze as a bank's PDF prints them: "2 120,34 zł". */
function amount(grosze: number): string {
  const whole = Math.floor(grosze / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole},${String(grosze % 100).padStart(2, '0')} zł`;
}

/** The bank's schedule as pasted from its PDF: a title, the header, the rows, a totals row. */
export const BANK_PASTE = [
  'Harmonogram spłat kredytu hipotecznego',
  'Nr raty;Data spłaty;Rata;Kapitał;Odsetki;Saldo po spłacie',
  ...SCHEDULE.rows.map((row, index) => {
    const [year, month, day] = (PERIODS[index]?.paid ?? '').split('-');
    return [
      index + 1,
      `${day ?? ''}.${month ?? ''}.${year ?? ''}`,
      amount(row.instalment),
      amount(row.principal),
      amount(row.interest),
      amount(row.balance),
    ].join(';');
  }),
  'Razem;;;;;',
].join('\n');

/** The same schedule with a line that cannot be read: the reading's notice names it. */
export const PASTE_WITH_SKIPPED_LINE = BANK_PASTE.replace(/\n3;([^;]*);/, '\n3;$1;błąd;');

/** The first rows without a header: the borrower must map the columns. */
export const HEADERLESS_PASTE = BANK_PASTE.split('\n').slice(2, 14).join('\n');

/** Pasted text that is no schedule: a script and a spreadsheet formula, read only as text. */
export const HOSTILE_PASTE =
  "<script>alert(1)</script>\n=cmd|' /C calc'!A0\n<img src=x onerror=alert(1)>";

/** The rows the parser reads from BANK_PASTE. */
function bankRows(): BankScheduleRow[] {
  const read = readBankSchedule(BANK_PASTE);
  if (read.status !== 'read') throw new Error('the fixture schedule must read');
  return read.rows;
}

function difference(
  row: BankScheduleRow,
  change: number,
  cause: RowDifference['cause'],
  principal: number | null = null,
): RowDifference {
  return {
    number: row.number ?? 0,
    line: row.line,
    date: row.date,
    bankInterest: row.interest + change,
    expectedInterest: row.interest,
    interestDifference: change,
    bankPrincipal: row.principal,
    expectedPrincipal: row.principal,
    principalDifference: principal,
    cause,
  };
}

/** A check that ACT/365 at 7 % explains to the grosz. */
export function explainedResult(): BankCheckResult {
  return {
    fits: [
      {
        dayCount: 'ACT_365',
        annualInterestRatePercent: 7,
        rowsOff: 0,
        absoluteInterestDifference: 0,
      },
      {
        dayCount: 'ACT_360',
        annualInterestRatePercent: 6.904_11,
        rowsOff: 212,
        absoluteInterestDifference: 61_214,
      },
      {
        dayCount: 'MONTHLY',
        annualInterestRatePercent: 7.004,
        rowsOff: 296,
        absoluteInterestDifference: 905_871,
      },
    ],
    differences: [],
    interestDifference: 0,
    explained: true,
    rows: bankRows(),
    notices: [],
  };
}

/** ACT/365 fits but for a few rows, one for each cause. */
export function differencesResult(): BankCheckResult {
  const rows = bankRows();
  const at = (index: number) => rows[index] as BankScheduleRow;
  const differences = [
    difference(at(0), 5_675, { kind: 'days', days: 37, expectedDays: 36 }),
    difference(at(11), 1, { kind: 'rounding' }, -1),
    difference(
      at(24),
      8_410,
      { kind: 'rate-change', fromInstalment: 25, annualInterestRatePercent: 7.5 },
      -8_410,
    ),
    difference(at(40), 500, { kind: 'unexplained' }, -500),
  ];
  const base = explainedResult();
  return {
    ...base,
    fits: base.fits.map((fit, index) =>
      index === 0
        ? { ...fit, rowsOff: differences.length, absoluteInterestDifference: 10_144 }
        : fit,
    ),
    differences,
    interestDifference: 10_144,
    explained: false,
  };
}

/** No day count comes near: every row is off under each. */
export function unexplainedResult(): BankCheckResult {
  const rows = bankRows();
  const base = explainedResult();
  // Every row differs, as the check lists every row that does.
  const differences = rows.map((row, index) =>
    difference(row, 2_000 + index, { kind: 'unexplained' }),
  );
  return {
    ...base,
    fits: base.fits.map((fit) => ({
      ...fit,
      rowsOff: rows.length,
      absoluteInterestDifference: 7_000_000 + fit.absoluteInterestDifference,
    })),
    differences,
    interestDifference: 7_000_000,
    explained: false,
  };
}
