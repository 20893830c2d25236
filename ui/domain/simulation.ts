import { CalculationError } from './errors';
import { hasRateChanges, simulate, validateSettings } from './mortgage';
import { SCHEMA_VERSION, SettingsSchema } from './records';
import { cleanRunName, shownLabel, simulationLabel } from './runLabel';
import { parse } from './schema';
import type { RepaymentEntry, Result, Settings, Simulation } from './types';

/** Where a new simulation's identity comes from: the caller owns ids and clocks. */
export interface SimulationIdentity {
  id: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** The borrower's name for the run (`Nazwa (opcjonalnie)`); cleaned by `cleanRunName`. */
  name?: string | undefined;
}

/**
 * Runs `settings` and packages the run for storage, with its label and the current schema
 * version. Throws CalculationError like `simulate`. The settings are copied through their schema,
 * so every field the engine knows is kept and later edits to the form cannot alter a saved run.
 * The saved `fixedInterestRate` is set here, whatever the form sent: false exactly when the run
 * has rate changes (issue 12; a bridge margin alone leaves it true, issue 13).
 */
export function createSimulation(
  settings: Settings,
  { id, timestamp, name }: SimulationIdentity,
): Simulation {
  const result = simulate(settings);
  const saved = parse(SettingsSchema, {
    ...settings,
    fixedInterestRate: !hasRateChanges(settings),
  });
  if (!saved.ok) {
    throw new CalculationError(
      'out-of-range',
      saved.path,
      `settings.${saved.path}: ${saved.reason}.`,
    );
  }
  const runName = cleanRunName(name);
  return {
    id,
    label: simulationLabel(saved.value),
    ...(runName === undefined ? {} : { name: runName }),
    settings: saved.value,
    result,
    timestamp,
    schemaVersion: SCHEMA_VERSION,
  };
}

/** Saved figures may differ from the engine's by rounding noise, never by more than a grosz. */
const TOLERANCE_GROSZE = 1;

function differs(saved: number | undefined, computed: number | undefined): boolean {
  if (saved === undefined) return false;
  return Math.abs(Math.round(saved * 100) - Math.round((computed ?? 0) * 100)) > TOLERANCE_GROSZE;
}

const ENTRY_FIELDS = [
  'totalMonthlyPayment',
  'interestPayment',
  'principalPayment',
  'remainingDebt',
  'overpayment',
  'overpaymentFee',
  'annualInterestRatePercent',
  'costs',
] as const satisfies readonly (keyof RepaymentEntry)[];

const PLAN_TOTALS = [
  'totalRepayment',
  'totalInterestPayment',
  'totalRepaymentRate',
  'remainingDebt',
  'totalOverpayment',
  'totalOverpaymentFees',
  'totalCosts',
  'totalCostOfCredit',
  'totalAmountToPay',
] as const;

function isZeroEntry(entry: RepaymentEntry): boolean {
  return ENTRY_FIELDS.every((field) => (entry[field] ?? 0) === 0);
}

function entryDiffers(saved: RepaymentEntry, computed: RepaymentEntry | undefined): boolean {
  if (computed === undefined) return !isZeroEntry(saved);
  return ENTRY_FIELDS.some((field) => differs(saved[field], computed[field]));
}

/**
 * True when every figure `saved` holds is the engine's, to the grosz: the instalment, each total
 * it has, and each row. A null row is skipped, as the report skips it (spec point 3); a row of
 * zeros past the engine's last instalment (an older engine ran every month of the term) is no
 * difference; a figure the saved result does not have (an older record) is not compared.
 */
export function sameFigures(saved: Result, computed: Result): boolean {
  if (differs(saved.totalMonthlyRate, computed.totalMonthlyRate)) return false;
  if (differs(saved.annualPercentageRate, computed.annualPercentageRate)) return false;
  const plan = saved.repaymentPlan;
  const fresh = computed.repaymentPlan;
  if (PLAN_TOTALS.some((total) => differs(plan[total], fresh[total]))) return false;
  const rows = Math.max(plan.entries.length, fresh.entries.length);
  for (let index = 0; index < rows; index += 1) {
    const entry = plan.entries[index];
    if (entry === null) continue;
    if (entry === undefined) {
      const extra = fresh.entries[index];
      if (extra !== null && extra !== undefined && !isZeroEntry(extra)) return false;
    } else if (entryDiffers(entry, fresh.entries[index] ?? undefined)) {
      return false;
    }
  }
  return true;
}

/**
 * A saved run as the pages show it (issue 32): results are derived data. When it has a
 * repayment plan, its settings are checked and its result recomputed; if a saved figure differs
 * from the engine's by more than a grosz, the recomputed result replaces it and the run is
 * marked `resultsRecomputed`. A run without a plan keeps its result as saved (spec point 3: an
 * empty chart). The label shown is the saved one with the parts the settings call for added
 * (`shownLabel`). Returns a new object; `saved` is not changed, and nothing is written back.
 * Throws CalculationError when the engine refuses the settings.
 */
export function shownSimulation(saved: Simulation): Simulation {
  validateSettings(saved.settings);
  const label = shownLabel(saved.label, saved.settings);
  const result = saved.result;
  if (result === undefined || result.repaymentPlan.entries.length === 0) {
    return label === saved.label ? saved : { ...saved, label };
  }
  const computed = simulate(saved.settings);
  if (sameFigures(result, computed)) return label === saved.label ? saved : { ...saved, label };
  return { ...saved, label, result: computed, resultsRecomputed: true };
}

/**
 * A run stored without its schedule (`RESULT_OMITTED`, issue 32) as the pages show it: its
 * settings checked, its result computed, its label as `shownLabel` gives it. Throws
 * CalculationError when the engine refuses the settings.
 */
export function derivedSimulation(saved: Simulation): Simulation {
  validateSettings(saved.settings);
  return {
    ...saved,
    label: shownLabel(saved.label, saved.settings),
    result: simulate(saved.settings),
  };
}
