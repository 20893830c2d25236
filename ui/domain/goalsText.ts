// The words of a goal's answer (issue 36): why a target is out of reach, and where a loan ends.
import { instalmentMonth, monthOrdinal, calendarMonthText, type CalendarMonth } from './calendar';
import { GOALS_COPY } from './copy/goals';
import { formatMoney } from './format';
import type { GoalUnreachable } from './goals';

/** `rata nr 180 (grudzień 2040)`, or `rata nr 180` when the run has no `Pierwsza rata`. */
export function instalmentText(instalment: number, first: CalendarMonth | undefined): string {
  const month = first === undefined ? null : calendarMonthText(instalmentMonth(first, instalment));
  return GOALS_COPY.instalmentNumber(instalment, month);
}

/** "w grudniu 2040", or "w racie nr 180" when the run has no `Pierwsza rata`. */
function whenText(instalment: number, first: CalendarMonth | undefined): string {
  if (first === undefined) return GOALS_COPY.inInstalment(instalment);
  const month = instalmentMonth(first, instalment);
  const ordinal = monthOrdinal(month) ?? 0;
  return GOALS_COPY.inMonth(ordinal % 12, month.slice(0, 4));
}

/** Why a target cannot be reached, and what is possible instead, in Polish. */
export function unreachableText(reason: GoalUnreachable, first: CalendarMonth | undefined): string {
  switch (reason.kind) {
    case 'before-start':
      return GOALS_COPY.earliest(whenText(reason.earliestInstalment, first));
    case 'below-instalment':
      return GOALS_COPY.belowInstalment(formatMoney(reason.instalment));
    case 'after-end':
      return GOALS_COPY.afterEnd(reason.lastInstalment);
    default:
      return reason satisfies never;
  }
}
