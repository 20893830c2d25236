// The copy deck's texts for `Szczegóły jak w umowie` (issue 37): the day count and the contract's
// dates in the form; see ui/domain/copy.ts for the deck's rules. Loaded with the section, never
// with home's first paint.
import { MONTHS_PER_YEAR, PAYMENT_DAY_MAX, PAYMENT_DAY_MIN } from '../limits.ts';
import type { DayCount } from '../records.ts';

// A twelfth of the yearly rate each month: the numerator is no limit, though limits.test.ts reads
// every number written in the deck's text as one.
const TWELFTH_NUMERATOR = 1;

/** The section `Szczegóły jak w umowie`. */
export const CONTRACT_COPY = {
  intro:
    'Wiele banków liczy odsetki za rzeczywistą liczbę dni między ratami, a pierwsza rata obejmuje okres od wypłaty kredytu. Wpisz dane z umowy, aby harmonogram zgadzał się z bankowym.',
  dayCountLegend: 'Sposób naliczania odsetek',
  dayCounts: {
    MONTHLY: `${TWELFTH_NUMERATOR}/${MONTHS_PER_YEAR} roku (jak w specyfikacji)`,
    ACT_365: 'Rzeczywista liczba dni / 365',
    ACT_360: 'Rzeczywista liczba dni / 360',
  } satisfies Record<DayCount, string>,
  payoutDate: 'Data wypłaty kredytu',
  firstPaymentDate: 'Data pierwszej raty',
  firstPaymentHint: 'Opcjonalnie; domyślnie dzień spłaty w miesiącu po wypłacie.',
  paymentDay: 'Dzień spłaty raty',
  shift: 'Przesuń na dzień roboczy',
  shiftHint:
    'Rata przypadająca w sobotę, niedzielę lub święto jest płacona w następnym dniu roboczym.',
  messages: {
    payoutDate: 'Podaj datę wypłaty kredytu (dzień, miesiąc i rok).',
    paymentDay: `Dzień spłaty raty to liczba od ${PAYMENT_DAY_MIN} do ${PAYMENT_DAY_MAX}.`,
    firstPaymentDate: 'Podaj datę pierwszej raty (dzień, miesiąc i rok) albo zostaw pole puste.',
    firstAfterPayout: 'Pierwsza rata musi przypadać po dniu wypłaty kredytu.',
    /** When the first payment's month is not the month typed in `Pierwsza rata (miesiąc i rok)`. */
    firstMonth: (month: string): string =>
      `Data pierwszej raty musi przypadać w miesiącu podanym jako pierwsza rata (${month}).`,
  },
} as const;
