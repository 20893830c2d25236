// Execution order: the bundler keeps the modules the islands share in one chunk only while each
// island runs them in the same order. Running the errors module first, as this file always has,
// keeps the pages' data chunk whole (three chunks instead cost the home page about 1 KB gzipped).
import './errors';

export { formatAmount, formatDateTime, formatDecimal, formatMoney, formatPercent } from './format';
export { mortgageTypeLabel } from './labels';
export { OVERPAYMENTS_MAX } from './limits';
// The engine (issues 11–13): `simulate` is the single entry point; the `has…` predicates say
// which optional output fields a run carries. (Stored reads check settings through
// `shownSimulation`, issue 32.)
export { hasCosts, hasOverpayments, simulate } from './mortgage';
// The historical scenarios live in './history' (historicalRatePath, historicalStartMonths,
// historicalPathAssumption, historicalInflation, CPI_YOY_SERIES, the sources and date range).
// They are not re-exported here on purpose: the UI loads that module with a dynamic import
// when the historical mode opens, so its data never reaches the home page's first load.
export { createSimulation } from './simulation';
export { DEFAULT_SETTINGS, MORTGAGE_TYPES } from './types';
export type {
  MortgageType,
  OverpaymentEffect,
  OverpaymentRepeat,
  RepaymentPlan,
  Result,
  Settings,
  Simulation,
} from './types';
export { OVERPAYMENT_EFFECTS, OVERPAYMENT_REPEATS, SimulationSchema } from './records';
export { parse } from './schema';
export type { Infer } from './schema';
export {
  acceptedInput,
  acceptsKey,
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  MESSAGES,
} from './validation';
export type { FieldCheck, NumberKind } from './validation';
// Table sorting, storage size and banner texts, written alongside the engine for the UI.
export { formatStorageSize } from './bytes';
export { cpiText, referenceRateText } from './indicators';
export { DEFAULT_SORT, nextSort, sortSimulations } from './sort';
export type { SortColumnIndex, SortState } from './sort';
export { POLISH_MONTHS } from './months';
export type { PolishMonth } from './months';
export {
  HOME_HREF,
  isSimulationId,
  PRIVACY_HREF,
  reportHref,
  SHARED_REPORT_ID,
  sharedReportHref,
  simulationIdFromPath,
  startFromSavedHref,
  startFromSettingsHref,
  startingPointFromHash,
} from './routes';
