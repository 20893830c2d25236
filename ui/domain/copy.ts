// The copy deck: every Polish text of the interface, grouped by screen. Texts quoted by the spec
// are used verbatim, its slips included ("Wyniki simulacji", "nie moze byc"); each carries the
// JSDoc tag `@spec` and is listed in SPEC_TEXTS, which a unit test pins word for word and the
// Docs page reads. The rest follow the spec's style. Texts with a number or a label inside are
// functions. No other module under ui/ or site/ may hold a Polish text (ui/copy-deck.test.ts).
//
// The texts live in ui/domain/copy/, one file per part of the site, so each page's bundle carries
// only its own; this module re-exports them all. site/lib/config.ts loads ui/domain/copy/site.ts
// in plain Node, so the parts import nothing but type-free siblings and ui/domain/limits.ts, whose
// limits the messages name (limits.test.ts finds any limit written out instead).

export {
  numberText,
  pluralForm,
  MORTGAGE_TYPE_COPY,
  YEAR_WORDS,
  yearsText,
  CALENDAR_COPY,
  LABEL_COPY,
  VALIDATION_COPY,
} from './copy/shared';
export { SITE_COPY, NOSCRIPT_COPY, ERROR_COPY, APP_COPY } from './copy/site';
export { BANNER_COPY, MENU_COPY, STORAGE_COPY } from './copy/header';
export { BACKUP_COPY } from './copy/backup';
export { FORM_COPY, FORM_STATUS_COPY, FORM_SCENARIO_COPY } from './copy/form';
export { FORM_NOTES_COPY } from './copy/formNotes';
export { STARTING_POINT_COPY } from './copy/startingPoint';
export { OVERPAYMENTS_COPY, MONTH_FIELD_COPY, RATE_PATH_COPY, COSTS_COPY } from './copy/scenario';
export { FORMULA_COPY, VARIABLE_RATE_COPY } from './copy/variableRate';
export { RUN_NAME_COPY, TABLE_COPY } from './copy/results';
export { DIALOG_COPY } from './copy/dialog';
export { RESULT_COPY, RESULT_CARD_COPY, RUN_FIGURES_COPY } from './copy/runFigures';
export { SCENARIO_RESULT_COPY, COST_BREAKDOWN_COPY } from './copy/scenarioResults';
export {
  REPORT_COPY,
  SETTINGS_SUMMARY_COPY,
  RESULTS_SUMMARY_COPY,
  CHART_COPY,
  SCHEDULE_COPY,
  SCENARIO_SETTINGS_COPY,
  STRESS_TEST_COPY,
  REPORT_GOALS_COPY,
  REPORT_ACTIONS_COPY,
  DEBT_CHART_COPY,
} from './copy/report';
export { COMPARE_COPY, REAL_COST_COPY } from './copy/compare';
export { CAPACITY_COPY } from './copy/capacity';
export { REFINANCE_COPY } from './copy/refinance';
export { GOALS_COPY, INVEST_COPY } from './copy/goals';
export { BANK_CHECK_COPY, BANK_SCHEDULE_HEADERS, BANK_SCHEDULE_TOTALS } from './copy/bankCheck';
export { OVERPAYMENT_REPEAT_COPY, overpaymentBudgetText } from './copy/overpayments';
export { CONTRACT_COPY } from './copy/contract';
export { BANK_CHECK_RESULT_COPY } from './copy/bankCheckResult';
export type { PluralForms } from './copy/shared';
import { MORTGAGE_TYPE_COPY, YEAR_WORDS, VALIDATION_COPY } from './copy/shared';
import { SITE_COPY } from './copy/site';
import { MENU_COPY } from './copy/header';
import { FORM_COPY } from './copy/form';
import { TABLE_COPY } from './copy/results';
import { DIALOG_COPY } from './copy/dialog';
import { RESULT_CARD_COPY } from './copy/runFigures';
import { REPORT_COPY, SETTINGS_SUMMARY_COPY, CHART_COPY, SCHEDULE_COPY } from './copy/report';

/**
 * The spec's own texts, quoted word for word (its slips included): changing one breaks the spec.
 * Every entry tagged `@spec` above is here, and nothing else.
 */
export const SPEC_TEXTS: readonly string[] = [
  SITE_COPY.homeCrumb,
  SITE_COPY.pages.home.heading,
  SITE_COPY.pages.notFound.title,
  MENU_COPY.toggle,
  MENU_COPY.title,
  ...Object.values(VALIDATION_COPY),
  ...Object.values(MORTGAGE_TYPE_COPY),
  ...Object.values(YEAR_WORDS),
  FORM_COPY.title,
  RESULT_CARD_COPY.title,
  RESULT_CARD_COPY.fullReport,
  TABLE_COPY.title,
  TABLE_COPY.empty,
  DIALOG_COPY.deleteTitle,
  DIALOG_COPY.confirm,
  DIALOG_COPY.cancel,
  REPORT_COPY.loading,
  SETTINGS_SUMMARY_COPY.title,
  SETTINGS_SUMMARY_COPY.wholeTerm,
  CHART_COPY.title,
  ...Object.values(CHART_COPY.series),
  CHART_COPY.xAxis,
  CHART_COPY.month,
  SCHEDULE_COPY.title,
  SCHEDULE_COPY.totals,
];
