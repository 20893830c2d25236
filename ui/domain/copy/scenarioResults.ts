// The copy deck's texts for the figures a scenario adds to the card and report (issues 11–13).
import { pluralForm } from './shared.ts';

/** The figures a scenario adds to the result card and the report's results (issues 11–13). */
export const SCENARIO_RESULT_COPY = {
  interestSaved: 'Oszczędność na odsetkach',
  /** The saving less the early-repayment fees paid (issue 32). */
  netSaved: 'Oszczędność po odjęciu prowizji',
  /** Under the net saving: the fees it subtracts. */
  netSavedNote: (fees: string): string =>
    `Oszczędność na odsetkach minus prowizje za nadpłaty (${fees}).`,
  shorter: 'Kredyt krótszy o',
  instalmentAfter: 'Rata po ostatniej nadpłacie',
  totalOverpaid: 'Nadpłacono łącznie',
  overpaymentFees: 'Prowizje za nadpłaty',
  apr: 'RRSO z kosztami',
  aprNote: 'Oprocentowanie z formularza traktujemy jako nominalne.',
  aprVariableNote:
    'RRSO podawane przez bank zakłada dzisiejsze oprocentowanie przez cały okres kredytu; to RRSO uwzględnia scenariusz zmian stóp.',
  totalCostOfCredit: 'Całkowity koszt kredytu',
  totalAmountToPay: 'Całkowita kwota do zapłaty',
  /** Why the totals above may differ from the RRSO's assumptions. */
  totalsNote:
    'Koszty i kwoty do zapłaty uwzględniają nadpłaty z tej symulacji, a RRSO liczymy dla umowy wykonywanej zgodnie z harmonogramem, bez nadpłat.',
  lowest: 'Najniższa rata',
  highest: 'Najwyższa rata',
  /** An instalment with the month it falls in: "2 450,12 zł (rata nr 13)". */
  inMonth: (money: string, month: number): string => `${money} (rata nr ${month})`,
  lastMonth: 'Ostatnia rata',
  /**
   * Overpayments or changes that fell after the schedule had ended. The verb agrees with the
   * count next to it: 1 nadpłata nie została uwzględniona, 2 nadpłaty nie zostały uwzględnione,
   * 157 nadpłat nie zostało uwzględnionych; two subjects take the plural unless the nearer one
   * is a count of the `many` form (… i 5 zmian oprocentowania nie zostało uwzględnionych).
   */
  afterEnd: (overpayments: number, changes: number): string => {
    const parts: string[] = [];
    if (overpayments > 0) {
      parts.push(
        `${overpayments} ${pluralForm(overpayments, { one: 'nadpłata', few: 'nadpłaty', many: 'nadpłat' })}`,
      );
    }
    if (changes > 0) {
      parts.push(
        `${changes} ${pluralForm(changes, { one: 'zmiana oprocentowania', few: 'zmiany oprocentowania', many: 'zmian oprocentowania' })}`,
      );
    }
    const nearest = changes > 0 ? changes : overpayments;
    const verb = pluralForm(nearest, {
      one: parts.length > 1 ? 'zostały uwzględnione' : 'została uwzględniona',
      few: 'zostały uwzględnione',
      many: 'zostało uwzględnionych',
    });
    return `Kredyt spłacono wcześniej, więc ${parts.join(' i ')} po ostatniej racie nie ${verb}.`;
  },
} as const;

/** The report's cost breakdown (issue 13). */
export const COST_BREAKDOWN_COPY = {
  title: 'Struktura kosztów kredytu',
  caption: 'Składniki całkowitego kosztu kredytu i ich udział',
  item: 'Składnik',
  amount: 'Kwota',
  share: 'Udział',
  items: {
    interest: 'Odsetki',
    commission: 'Prowizja',
    insurance: 'Ubezpieczenie',
    fees: 'Opłaty',
    oneOff: 'Koszty jednorazowe',
    overpaymentFees: 'Prowizje za nadpłaty',
  },
  total: 'Razem',
} as const;
