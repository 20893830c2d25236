export { CALCULATION_ERROR_KINDS, CalculationError } from './errors';
export type { CalculationErrorKind } from './errors';
export {
  formatAmount,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatPercent,
  LOCALE,
  TIME_ZONE,
} from './format';
export {
  bridgeMarginText,
  changeWord,
  durationText,
  instalmentWordAccusative,
  lastKnownValueText,
  MORTGAGE_TYPE_LABELS,
  monthWord,
  mortgageTypeLabel,
  OVERPAYMENT_EFFECT_LABELS,
  OVERPAYMENT_REPEAT_LABELS,
  overpaymentText,
  percentagePointsText,
  RATE_INDEX_LABELS,
  shorterLoanText,
  simulationLabel,
  variableRateText,
  yearWord,
} from './labels';
export {
  BRIDGE_MARGIN_MAX,
  COMMISSION_PERCENT_MAX,
  INFLATION_MAX,
  INFLATION_MIN,
  LABEL_MAX_LENGTH,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MONEY_MAX,
  MONTHLY_COST_MAX,
  MONTHS_MAX,
  MONTHS_PER_YEAR,
  OVERPAYMENT_FEE_PERCENT_MAX,
  OVERPAYMENTS_MAX,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
  TERM_MAX,
  TERM_MIN,
} from './limits';
export { GROSZE_PER_ZLOTY, percentOf, roundHalfUp, toGrosze, toZloty } from './money';
// The engine (issues 11–13): `simulate` is the single entry point; `validateSettings` refuses
// exactly what it refuses, without computing; the `has…` predicates say which optional output
// fields a run carries.
export { annuityInstalment } from './annuity';
export {
  annualPercentageRate,
  hasCosts,
  hasOverpayments,
  hasRateChanges,
  simulate,
  validateSettings,
} from './mortgage';
// What the result card and the report derive from a run.
export {
  eventsAfterEnd,
  instalmentExtremes,
  overpaymentSavings,
  rateStressTest,
  STRESS_TEST_RISES,
  withoutOverpayments,
} from './analysis';
export type {
  EventsAfterEnd,
  MonthlyInstalment,
  OverpaymentSavings,
  StressTestRow,
} from './analysis';
// `Koszt realny` (issue 16); the HISTORICAL mode takes its CPI series from the history module.
export { NBP_INFLATION_TARGET, realValues } from './realValues';
export type { InflationAssumption, MonthlySeries, RealMonth, RealValues } from './realValues';
// Calendar months (`YYYY-MM`) for `firstInstalmentMonth` and the historical pickers.
export {
  addMonths,
  calendarMonthGenitive,
  calendarMonthText,
  instalmentMonth,
  monthOfOrdinal,
  monthOrdinal,
} from './calendar';
export type { CalendarMonth } from './calendar';
// The historical scenarios live in './history' (historicalRatePath, historicalStartMonths,
// historicalPathAssumption, historicalInflation, CPI_YOY_SERIES, the sources and date range).
// They are not re-exported here on purpose: the UI loads that module with a dynamic import
// when the historical mode opens, so its data never reaches the home page's first load.
export type { HistoricalPathOptions, PathAssumption } from './history';
export { createSimulation } from './simulation';
export type { SimulationIdentity } from './simulation';
export { DEFAULT_SETTINGS, isMortgageType, MORTGAGE_TYPES } from './types';
export type {
  Costs,
  Grosze,
  MortgageType,
  Overpayment,
  OverpaymentEffect,
  OverpaymentFee,
  OverpaymentRepeat,
  RateChange,
  RateIndex,
  RepaymentEntry,
  RepaymentPlan,
  Result,
  Settings,
  Simulation,
  Zloty,
} from './types';
export {
  emptyPlan,
  OVERPAYMENT_EFFECTS,
  OVERPAYMENT_REPEATS,
  RATE_INDICES,
  SCHEMA_VERSION,
  SCHEMA_VERSIONS,
  SettingsSchema,
  SIMULATION_ID_PATTERN,
  SimulationSchema,
} from './records';
export { is, parse } from './schema';
export type { Infer, ParseResult } from './schema';
export {
  acceptedInput,
  acceptsKey,
  acceptsPaste,
  acceptsPasteAt,
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  isFormValid,
  MESSAGES,
  parseNumber,
  stripGroupingSpaces,
  stripInvisible,
} from './validation';
export type { FieldCheck, NumberFieldKind } from './validation';
// Table sorting, storage size and banner texts, written alongside the engine for the UI.
export { formatStorageSize } from './bytes';
export { cpiText, referenceRateText } from './indicators';
export { DEFAULT_SORT, isSortable, nextSort, SORT_COLUMNS, sortSimulations } from './sort';
export type { SortColumnIndex, SortDirection, SortState } from './sort';
export { POLISH_MONTHS, POLISH_MONTHS_GENITIVE } from './months';
export type { PolishMonth } from './months';
export {
  HOME_HREF,
  isSimulationId,
  PRIVACY_HREF,
  REPORT_ROUTE_PREFIX,
  reportHref,
  SHARED_REPORT_ID,
  sharedReportHref,
  simulationIdFromPath,
  startFromSavedHref,
  startFromSettingsHref,
  startingPointFromHash,
} from './routes';
export type { StartingPoint } from './routes';
