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
export { MORTGAGE_TYPE_LABELS, mortgageTypeLabel, simulationLabel, yearWord } from './labels';
export {
  LABEL_MAX_LENGTH,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MONEY_MAX,
  MONTHS_MAX,
  MONTHS_PER_YEAR,
  OVERPAYMENTS_MAX,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
  TERM_MAX,
  TERM_MIN,
} from './limits';
export { GROSZE_PER_ZLOTY, roundHalfUp, toGrosze, toZloty } from './money';
export { annuityInstalment, simulate } from './mortgage';
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
export { NOSCRIPT_COPY, REPORT_COPY, STORAGE_COPY, TABLE_COPY } from './copy';
export {
  HOME_HREF,
  isSimulationId,
  PRIVACY_HREF,
  REPORT_ROUTE_PREFIX,
  reportHref,
  simulationIdFromPath,
} from './routes';
