// One overpayment row in words, for the report's settings summary. Apart from labels.ts, whose
// other words the home page's first load carries: only the report needs these.
import { OVERPAYMENT_REPEAT_COPY, overpaymentBudgetText } from './copy/overpayments';
import { LABEL_COPY } from './copy/shared';
import { formatMoney } from './format';
import type { Overpayment, OverpaymentEffect, OverpaymentRepeat } from './types';

/** How often an overpayment is made, as the form's `Powtarzaj` choice names it (issue 11). */
export const OVERPAYMENT_REPEAT_LABELS: Readonly<Record<OverpaymentRepeat, string>> =
  OVERPAYMENT_REPEAT_COPY;

/** What an overpayment does, as the form's `Efekt nadpłaty` choice names it (issue 11). */
export const OVERPAYMENT_EFFECT_LABELS: Readonly<Record<OverpaymentEffect, string>> =
  LABEL_COPY.overpaymentEffects;

/**
 * One overpayment row in words for the settings summary, e.g. `500,00 zł co miesiąc od raty nr 1
 * do raty nr 120, skrócenie okresu` or `20 000,00 zł jednorazowo z ratą nr 1, niższa rata`.
 */
export function overpaymentText(overpayment: Overpayment): string {
  const { amount, month, repeat, untilMonth, effect } = overpayment;
  const effectText = OVERPAYMENT_EFFECT_LABELS[effect].toLowerCase();
  if (repeat === 'ONCE') {
    return LABEL_COPY.overpaymentOnce(formatMoney(amount), month, effectText);
  }
  const until = untilMonth === undefined ? LABEL_COPY.untilEnd : LABEL_COPY.untilMonth(untilMonth);
  if (repeat === 'BUDGET') {
    return overpaymentBudgetText(formatMoney(amount), month, until, effectText);
  }
  return LABEL_COPY.overpaymentRepeated(
    formatMoney(amount),
    OVERPAYMENT_REPEAT_LABELS[repeat].toLowerCase(),
    month,
    until,
    effectText,
  );
}
