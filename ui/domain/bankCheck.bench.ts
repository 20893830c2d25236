import { expect, test } from 'vitest';
import { checkBankSchedule, inferLoan, termsFromInferred } from './bankCheck';
import type { BankCheckResult } from './bankCheckTypes';
import { readBankSchedule, type BankScheduleResult } from './bankSchedule';
import { type DayCount, dayCountSchedule, type DayCountSchedule } from './dayCount';
import { paymentPeriods } from './paymentDates';

// The check's budget (issue 37) is a 20 ms median to read, recompute and match a 360-row schedule
// under three conventions; the last bench measures that whole, the first two its parts apart.

/** The budget for reading a pasted 360-row schedule: a median of 5 ms (tinybench reports ms). */
const PARSE_BUDGET_MS = 5;
/** The budget for one 360-period schedule under one convention: a median of 1 ms. */
const SCHEDULE_BUDGET_MS = 1;
/** The budget for reading, inferring and checking a 360-row paste under three conventions (issue 37). */
const CHECK_BUDGET_MS = 20;

const MONTHS = 360;
const PERIODS = paymentPeriods(
  {
    payoutDate: '2026-03-10',
    firstPaymentDate: '2026-04-15',
    paymentDay: 15,
    shiftToWorkingDay: true,
  },
  MONTHS,
);
const DAYS = PERIODS.map((period) => period.days);

function schedule(dayCount: DayCount): DayCountSchedule {
  return dayCountSchedule({
    loan: 45_000_000,
    annualInterestRatePercent: 7.25,
    months: MONTHS,
    mortgageType: 'ANNUITY',
    dayCount,
    days: DAYS,
  });
}

/** Grosze as a bank's PDF prints them: "2 120,34 zł". */
function amount(grosze: number): string {
  const whole = Math.floor(grosze / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole},${String(grosze % 100).padStart(2, '0')} zł`;
}

/** A bank's 360-row schedule as pasted: a title, the header, the rows, a totals row. */
const PASTE = [
  'Harmonogram spłat kredytu hipotecznego',
  'Nr raty;Data spłaty;Rata;Kapitał;Odsetki;Saldo po spłacie',
  ...schedule('ACT_365').rows.map((row, index) => {
    const [year, month, day] = (PERIODS[index]?.paid ?? '').split('-');
    return [
      index + 1,
      `${day}.${month}.${year}`,
      amount(row.instalment),
      amount(row.principal),
      amount(row.interest),
      amount(row.balance),
    ].join(';');
  }),
  'Razem;;;;;',
].join('\r\n');

// Kept in module variables so the calls cannot be dropped as dead code.
let parsed: BankScheduleResult | undefined;
let built: DayCountSchedule | undefined;
let checked: BankCheckResult | undefined;

// Only the Node project collects benchmarks (vitest.config.ts), as for the engine's.
test('reading a pasted 360-row schedule stays within the 5 ms median budget', async ({
  bench,
  annotate,
}) => {
  const result = await bench('read a 360-row pasted schedule', () => {
    parsed = readBankSchedule(PASTE);
  }).run();
  expect(parsed?.status === 'read' && parsed.rows).toHaveLength(MONTHS);
  const median = result.latency.p50;
  await annotate(`read a 360-row pasted schedule: median ${(median * 1000).toFixed(0)} µs`);
  expect(median).toBeLessThanOrEqual(PARSE_BUDGET_MS);
});

test('a 360-period schedule under each day count stays within the 1 ms median budget', async ({
  bench,
  annotate,
}) => {
  const names = {
    MONTHLY: '360 periods, MONTHLY',
    ACT_365: '360 periods, ACT_365',
    ACT_360: '360 periods, ACT_360',
  } as const;
  const results = await bench.compare(
    bench(names.MONTHLY, () => {
      built = schedule('MONTHLY');
    }),
    bench(names.ACT_365, () => {
      built = schedule('ACT_365');
    }),
    bench(names.ACT_360, () => {
      built = schedule('ACT_360');
    }),
  );
  expect(built?.rows).toHaveLength(MONTHS);
  for (const name of Object.values(names)) {
    const median = results.get(name).latency.p50;
    await annotate(`${name}: median ${(median * 1000).toFixed(1)} µs`);
    expect(median).toBeLessThanOrEqual(SCHEDULE_BUDGET_MS);
  }
});

test('reading, inferring and checking a 360-row paste under three conventions stays within 20 ms', async ({
  bench,
  annotate,
}) => {
  const name = 'read, infer and check a 360-row pasted schedule';
  const result = await bench(name, () => {
    const read = readBankSchedule(PASTE);
    if (read.status !== 'read') return;
    const inferred = inferLoan(read.rows);
    if (inferred === null) return;
    checked = checkBankSchedule(read.rows, termsFromInferred(inferred));
  }).run();
  // The bench's schedule is explained by its own day count, or the figure measures the wrong path.
  expect(checked?.fits.map((fit) => fit.dayCount)).toHaveLength(3);
  expect(checked?.fits[0]).toMatchObject({ dayCount: 'ACT_365', rowsOff: 0 });
  const median = result.latency.p50;
  await annotate(`${name}: median ${median.toFixed(2)} ms`);
  expect(median).toBeLessThanOrEqual(CHECK_BUDGET_MS);
});
