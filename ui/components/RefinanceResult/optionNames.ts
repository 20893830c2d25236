import { horizonText, REFINANCE_COPY } from '../../domain/copy/refinance';
import type { Comparison, OptionOutcome } from '../../domain/refinance';

/** Each option's name as the table, the chart and the save picker show it. */
export function optionNames(comparison: Pick<Comparison, 'options'>): string[] {
  const offers = comparison.options.filter((option) => option.kind === 'SWITCH').length;
  return comparison.options.map((option) => optionName(option, offers));
}

function optionName(option: OptionOutcome, offers: number): string {
  const copy = REFINANCE_COPY.options;
  switch (option.kind) {
    case 'STAY':
      return copy.STAY;
    case 'NEW_FIXED':
      return copy.NEW_FIXED;
    case 'SWITCH':
      return copy.offerName(option.offer + 1, offers);
    default:
      option.kind satisfies never;
      return copy.STAY;
  }
}

/** `Zwraca się w miesiącu {j}`, `Nie zwraca się`, or a dash for `Zostaję`. */
export function breakEvenText(option: OptionOutcome): string {
  if (option.kind === 'STAY') return '–';
  return option.breakEven === null
    ? REFINANCE_COPY.result.never
    : REFINANCE_COPY.result.breakEven(option.breakEven);
}

/** `Najlepsza po {N} latach: {opcja}`. */
export function bestText(comparison: Comparison, horizonYears: number, names: string[]): string {
  return REFINANCE_COPY.result.best(horizonText(horizonYears), names[comparison.best] ?? '');
}
