// The copy deck's texts for the result of `Sprawdź harmonogram banku` (issue 37): why a row
// differs, what the check could not do, and why it refused the rows; see ui/domain/copy.ts for the
// deck's rules. ui/domain/bankCheck.ts gives these; the page's own texts are in ./bankCheck.ts.
import type { DifferenceCause } from '../bankCheckTypes.ts';
import { RATE_MAX, RATE_MIN } from '../limits.ts';
import type { DayCount } from '../records.ts';
import { CONTRACT_COPY } from './contract.ts';
import { numberText, pluralForm, type PluralForms } from './shared.ts';

/** "w 1 racie", "w 2 ratach", "w 5 ratach": the locative after `w`. */
const IN_INSTALMENTS: PluralForms = { one: 'racie', few: 'ratach', many: 'ratach' };

/** Why the rows could not be checked at all (`bankCheckRefusal` in ui/domain/bankCheck.ts). */
export type BankCheckRefusalReason =
  | 'too-few-rows'
  | 'too-many-rows'
  | 'no-interest'
  | 'no-rate'
  | 'negative'
  | 'too-large'
  | 'no-loan'
  | 'dates-out-of-order'
  | 'bad-terms';

/** A rate as the deck writes it: "7,85%". */
function percentText(percent: number): string {
  return `${numberText(percent)}%`;
}

/** The result of checking a bank's schedule line by line. */
export const BANK_CHECK_RESULT_COPY = {
  /** A differing row's likely cause, in words, for the table of differences. */
  cause: (cause: DifferenceCause): string => {
    switch (cause.kind) {
      case 'days':
        return `inna liczba dni (${cause.days} zamiast ${cause.expectedDays})`;
      case 'rate-change':
        return `zmiana oprocentowania od raty ${cause.fromInstalment} na ${percentText(cause.annualInterestRatePercent)}`;
      case 'rounding':
        return 'zaokrąglenie';
      case 'unexplained':
        return 'różnica bez jasnej przyczyny';
    }
  },
  /** The verdict when a day count and a rate explain every row. */
  explained: (
    dayCount: DayCount,
    percent: number,
    changes: readonly { fromInstalment: number; annualInterestRatePercent: number }[] = [],
  ): string =>
    `Harmonogram banku zgadza się z naszym wyliczeniem: odsetki liczone sposobem „${CONTRACT_COPY.dayCounts[dayCount]}”, oprocentowanie ${percentText(percent)}${changes
      .map(
        (change) =>
          `, od raty ${change.fromInstalment} ${percentText(change.annualInterestRatePercent)}`,
      )
      .join('')}.`,
  /** The verdict when no day count explains the schedule; `rows` differ under the closest one. */
  unexplained: (rows: number): string =>
    `Żaden sposób naliczania odsetek nie wyjaśnia tego harmonogramu: nawet przy najbliższym kwoty różnią się w ${rows} ${pluralForm(rows, IN_INSTALMENTS)}. Sprawdź dane kredytu albo zapytaj bank, jak liczy odsetki.`,
  notices: {
    /** Without dates and a payout date, the days of each period cannot be known. */
    onlyMonthly: `Harmonogram nie ma dat rat, a nie podano daty wypłaty i dnia spłaty, więc sprawdziliśmy tylko sposób „${CONTRACT_COPY.dayCounts.MONTHLY}”.`,
    payoutAfterFirst:
      'Data wypłaty kredytu przypada w dniu pierwszej raty albo po nim, więc liczby dni nie sprawdziliśmy. Popraw datę wypłaty.',
    /** Rows right after a line that could not be read: their period is not known. */
    afterGap: (numbers: readonly number[]): string =>
      numbers.length === 1
        ? `Raty nr ${numbers.join('')} nie sprawdziliśmy: wiersza raty przed nią nie udało się odczytać.`
        : `Rat nr ${numbers.join(', ')} nie sprawdziliśmy: wierszy rat przed nimi nie udało się odczytać.`,
    noPaymentDates:
      'Z podanej daty wypłaty i dnia spłaty nie da się wyznaczyć dat rat, więc liczby dni nie sprawdziliśmy.',
  },
  /** Why the rows could not be checked at all. */
  refusals: {
    'too-few-rows': 'Do sprawdzenia potrzeba co najmniej dwóch rat.',
    'too-many-rows': 'Harmonogram ma więcej rat, niż ma najdłuższy kredyt, który sprawdzamy.',
    'no-interest':
      'Co najmniej dwie raty muszą mieć odsetki większe od zera, aby dało się wyliczyć oprocentowanie.',
    'no-rate': `Z odsetek w harmonogramie nie wychodzi oprocentowanie od ${numberText(RATE_MIN)}% do ${RATE_MAX}%, więc harmonogramu nie sprawdzimy.`,
    negative: 'Kwoty w harmonogramie nie mogą być ujemne. Skopiuj harmonogram jeszcze raz.',
    'too-large': 'Kwoty w harmonogramie są większe niż największy kredyt, który sprawdzamy.',
    'no-loan': 'Z harmonogramu nie da się odczytać kwoty kredytu: saldo i kapitał są zerowe.',
    'dates-out-of-order':
      'Daty rat nie następują po sobie. Sprawdź, czy harmonogram jest skopiowany w całości i w kolejności.',
    'bad-terms':
      'Dane kredytu do sprawdzenia są niepełne: podaj kwotę, liczbę rat i oprocentowanie z dozwolonego zakresu.',
  } satisfies Record<BankCheckRefusalReason, string>,
} as const;
