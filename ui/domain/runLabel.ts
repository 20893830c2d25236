// What a run is called (issues 11, 12 and 32): the label generated from its settings, the label
// a saved run is shown with, and the borrower's own name for it. Apart from labels.ts, whose
// words the home page's form carries up front: these are needed only once a run is made or read.
import { LABEL_COPY } from './copy/shared';
import { formatAmount, formatPercent } from './format';
import { mortgageTypeLabel, yearWord } from './labels';
import { RUN_NAME_MAX_LENGTH } from './limits';
import { hasCosts } from './scenarioKinds';
import type { Settings } from './types';

/** The separator between a label's parts. */
const LABEL_SEPARATOR = ' - ';

/**
 * A simulation's label, e.g. "300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)". A run with rate
 * changes adds " - zmienne", a run with costs " - z kosztami", then a run with overpayments
 * " - z nadpłatami" (issues 11, 12 and 32); other runs keep the spec's label exactly.
 */
export function simulationLabel(settings: Settings): string {
  const { loanAmount, annualInterestRatePercent, loanTermYears, mortgageType } = settings;
  const parts = [
    `${formatAmount(loanAmount)} ${LABEL_COPY.currency}`,
    formatPercent(annualInterestRatePercent),
    `${loanTermYears} ${yearWord(loanTermYears)}`,
    mortgageTypeLabel(mortgageType),
  ];
  if ((settings.rateChanges?.length ?? 0) > 0) parts.push(LABEL_COPY.variableSuffix);
  if (hasCosts(settings)) parts.push(LABEL_COPY.costsSuffix);
  if ((settings.overpayments?.length ?? 0) > 0) parts.push(LABEL_COPY.overpaymentsSuffix);
  return parts.join(LABEL_SEPARATOR);
}

/**
 * The label a saved run is shown with: the saved one, word for word, with " - z kosztami" put in
 * its place (before " - z nadpłatami") when the settings have costs and the saved label lacks it,
 * as labels saved before issue 32 do. The saved label itself is never rewritten.
 */
export function shownLabel(saved: string, settings: Settings): string {
  const costs = LABEL_SEPARATOR + LABEL_COPY.costsSuffix;
  if (!hasCosts(settings) || saved.includes(costs)) return saved;
  const overpayments = LABEL_SEPARATOR + LABEL_COPY.overpaymentsSuffix;
  return saved.endsWith(overpayments)
    ? saved.slice(0, -overpayments.length) + costs + overpayments
    : saved + costs;
}

// Characters a name never keeps (see RUN_NAME_PATTERN in records.ts), and lone surrogates.
const UNWANTED =
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A name as a run keeps it: unwanted characters turned into spaces, spaces collapsed and
 * trimmed, cut to RUN_NAME_MAX_LENGTH (never inside a surrogate pair); undefined when nothing is
 * left.
 */
export function cleanRunName(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let name = text.replace(UNWANTED, ' ').replace(/\s+/g, ' ').trim();
  if (name.length > RUN_NAME_MAX_LENGTH) {
    name = name.slice(0, RUN_NAME_MAX_LENGTH);
    if (/[\uD800-\uDBFF]$/.test(name)) name = name.slice(0, -1);
    name = name.trimEnd();
  }
  return name.length > 0 ? name : undefined;
}
