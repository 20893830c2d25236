import { describe, expect, it } from 'vitest';
import {
  bridgeMarginText,
  changeWord,
  durationText,
  instalmentWordAccusative,
  lastKnownValueText,
  MORTGAGE_TYPE_LABELS,
  monthWord,
  mortgageTypeLabel,
  percentagePointsText,
  RATE_INDEX_LABELS,
  shorterLoanText,
  variableRateText,
  yearWord,
} from './labels';
import {
  OVERPAYMENT_EFFECT_LABELS,
  OVERPAYMENT_REPEAT_LABELS,
  overpaymentText,
} from './overpaymentLabels';
import { shownLabel, simulationLabel } from './runLabel';
import { settings } from './test-support';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('yearWord', () => {
  it.each([
    { years: 1, word: 'rok' },
    { years: 2, word: 'lata' },
    { years: 4, word: 'lata' },
    { years: 5, word: 'lat' },
    { years: 12, word: 'lat' },
    { years: 14, word: 'lat' },
    { years: 21, word: 'lat' },
    { years: 22, word: 'lata' },
    { years: 25, word: 'lat' },
    { years: 34, word: 'lata' },
    { years: 40, word: 'lat' },
  ])('says "$years $word"', ({ years, word }) => {
    expect(yearWord(years)).toBe(word);
  });
});

describe('the instalment type names', () => {
  it('are the spec’s', () => {
    expect(MORTGAGE_TYPE_LABELS).toEqual({ ANNUITY: 'Stała (annuitetowa)', LINEAR: 'Malejąca' });
  });

  it('show an unknown type from old data as it is', () => {
    expect(mortgageTypeLabel('BALLOON')).toBe('BALLOON');
  });
});

describe('simulationLabel', () => {
  it.each([
    {
      loan: settings(300_000, 7.25, 25, 'ANNUITY'),
      label: '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)',
    },
    { loan: settings(65_000, 9.55, 22, 'LINEAR'), label: '65 000 zł - 9,55% - 22 lata - Malejąca' },
    { loan: settings(1_000_000, 7, 1, 'LINEAR'), label: '1 000 000 zł - 7% - 1 rok - Malejąca' },
  ])('reads "$label"', ({ loan, label }) => {
    expect(plain(simulationLabel(loan))).toBe(label);
  });
});

describe('Polish plural words (Intl.PluralRules, CLDR)', () => {
  it.each([
    [1, 'miesiąc', 'ratę', 'zmiana'],
    [2, 'miesiące', 'raty', 'zmiany'],
    [4, 'miesiące', 'raty', 'zmiany'],
    [5, 'miesięcy', 'rat', 'zmian'],
    [11, 'miesięcy', 'rat', 'zmian'],
    [12, 'miesięcy', 'rat', 'zmian'],
    [21, 'miesięcy', 'rat', 'zmian'],
    [22, 'miesiące', 'raty', 'zmiany'],
    [112, 'miesięcy', 'rat', 'zmian'],
    [0, 'miesięcy', 'rat', 'zmian'],
  ])('%i: %s, przez … %s, %s', (count, month, instalment, change) => {
    expect(monthWord(count)).toBe(month);
    expect(instalmentWordAccusative(count)).toBe(instalment);
    expect(changeWord(count)).toBe(change);
  });
});

describe('durationText and shorterLoanText', () => {
  it.each([
    [118, '9 lat i 10 miesięcy'],
    [12, '1 rok'],
    [13, '1 rok i 1 miesiąc'],
    [10, '10 miesięcy'],
    [1, '1 miesiąc'],
    [26, '2 lata i 2 miesiące'],
    [264, '22 lata'],
    [65, '5 lat i 5 miesięcy'],
    [0, '0 miesięcy'],
  ])('%i months read "%s"', (months, text) => {
    expect(durationText(months)).toBe(text);
  });

  it('says "Kredyt krótszy o 9 lat i 10 miesięcy", and nothing for a loan that is not shorter', () => {
    expect(shorterLoanText(118)).toBe('Kredyt krótszy o 9 lat i 10 miesięcy');
    expect(shorterLoanText(0)).toBeNull();
  });
});

describe('the scenario phrases', () => {
  it.each([
    [{ bridgeMarginPercent: 1.5, bridgeMonths: 6 }, 'marża pomostowa 1,5 pkt proc. przez 6 rat'],
    [{ bridgeMarginPercent: 1, bridgeMonths: 1 }, 'marża pomostowa 1 pkt proc. przez 1 ratę'],
    [{ bridgeMarginPercent: 0.75, bridgeMonths: 3 }, 'marża pomostowa 0,75 pkt proc. przez 3 raty'],
    [{ bridgeMarginPercent: 2, bridgeMonths: 24 }, 'marża pomostowa 2 pkt proc. przez 24 raty'],
    [{ bridgeMarginPercent: 2, bridgeMonths: 0 }, null],
    [{ monthlyInsurance: 60 }, null],
  ])('bridgeMarginText(%o) is %s', (costs, text) => {
    expect(bridgeMarginText(costs)).toBe(text);
  });

  it.each([
    [1, 'Oprocentowanie zmienne: 7,25% na start, 1 zmiana'],
    [3, 'Oprocentowanie zmienne: 7,25% na start, 3 zmiany'],
    [5, 'Oprocentowanie zmienne: 7,25% na start, 5 zmian'],
    [22, 'Oprocentowanie zmienne: 7,25% na start, 22 zmiany'],
  ])('variableRateText with %i changes', (count, text) => {
    const rateChanges = Array.from({ length: count }, (_, index) => ({
      month: index + 2,
      annualInterestRatePercent: 8,
    }));
    expect(variableRateText({ ...settings(300_000, 7.25, 25), rateChanges })).toBe(text);
    expect(variableRateText(settings(300_000, 7.25, 25))).toBeNull();
  });

  it.each([
    [1, '+1 pkt proc.'],
    [2.5, '+2,5 pkt proc.'],
    [5, '+5 pkt proc.'],
    [-0.5, '-0,5 pkt proc.'],
  ])('percentagePointsText(%s) is "%s"', (points, text) => {
    expect(percentagePointsText(points)).toBe(text);
  });

  it('says from which month the last known value was assumed, in the genitive', () => {
    expect(lastKnownValueText('2026-05')).toBe('od maja 2026 przyjęto ostatnią znaną wartość');
    expect(lastKnownValueText('2021-01')).toBe('od stycznia 2021 przyjęto ostatnią znaną wartość');
  });

  it('lists an overpayment in words', () => {
    expect(
      plain(overpaymentText({ month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' })),
    ).toBe('500,00 zł co miesiąc od raty nr 1 do końca, skrócenie okresu');
    expect(
      plain(
        overpaymentText({
          month: 12,
          amount: 2000,
          repeat: 'YEARLY',
          untilMonth: 120,
          effect: 'LOWER_INSTALMENT',
        }),
      ),
    ).toBe('2 000,00 zł co rok od raty nr 12 do raty nr 120, niższa rata');
    expect(
      plain(overpaymentText({ month: 6, amount: 20_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' })),
    ).toBe('20 000,00 zł jednorazowo z ratą nr 6, skrócenie okresu');
    expect(
      plain(overpaymentText({ month: 1, amount: 3000, repeat: 'BUDGET', effect: 'SHORTEN_TERM' })),
    ).toBe('rata i nadpłata razem 3 000,00 zł miesięcznie od raty nr 1 do końca, skrócenie okresu');
  });

  it('names the form’s choices as the issues word them', () => {
    expect(OVERPAYMENT_REPEAT_LABELS).toEqual({
      ONCE: 'Jednorazowo',
      MONTHLY: 'Co miesiąc',
      QUARTERLY: 'Co kwartał',
      YEARLY: 'Co rok',
      BUDGET: 'Stała kwota miesięcznie',
    });
    expect(OVERPAYMENT_EFFECT_LABELS).toEqual({
      SHORTEN_TERM: 'Skrócenie okresu',
      LOWER_INSTALMENT: 'Niższa rata',
    });
    expect(RATE_INDEX_LABELS).toEqual({ WIBOR_3M: 'WIBOR 3M', WIBOR_6M: 'WIBOR 6M' });
  });
});

describe('simulationLabel for scenario runs', () => {
  const loan = settings(300_000, 7.25, 25);
  const overpayments = [
    { month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' },
  ] as const;
  const rateChanges = [{ month: 13, annualInterestRatePercent: 8 }];

  it.each([
    [{}, '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)'],
    [
      { overpayments: [...overpayments] },
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - z nadpłatami',
    ],
    [{ rateChanges }, '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - zmienne'],
    [
      { rateChanges, overpayments: [...overpayments] },
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - zmienne - z nadpłatami',
    ],
    [{ overpayments: [], rateChanges: [] }, '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)'],
    // Issue 32: two offers that differ only in costs must not read the same.
    [
      { costs: { commissionPercent: 2 } },
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - z kosztami',
    ],
    [
      {
        costs: { bridgeMarginPercent: 1, bridgeMonths: 6 },
        rateChanges,
        overpayments: [...overpayments],
      },
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - zmienne - z kosztami - z nadpłatami',
    ],
    // Costs of zero are no costs: the label stays the spec's.
    [
      { costs: { commissionPercent: 0, monthlyInsurance: 0 } },
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)',
    ],
  ])('%o reads "%s"', (extras, label) => {
    expect(plain(simulationLabel({ ...loan, ...extras }))).toBe(label);
  });
});

describe('shownLabel: the saved label with the costs part a label saved before issue 32 lacks', () => {
  const withCosts = { ...settings(300_000, 7.25, 25), costs: { monthlyInsurance: 60 } };
  const overpayments = [
    { month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' },
  ] as const;

  it.each([
    [
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)',
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - z kosztami',
    ],
    [
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - zmienne - z nadpłatami',
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - zmienne - z kosztami - z nadpłatami',
    ],
    // Already there, or a label of the borrower's own making: as saved.
    [
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - z kosztami',
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - z kosztami',
    ],
  ])('%s is shown as %s', (saved, shown) => {
    expect(shownLabel(saved, { ...withCosts, overpayments: [...overpayments] })).toBe(shown);
  });

  it('leaves the label of a run without costs exactly as saved', () => {
    const saved = '300000 zł - 7.25% - 25 lat - Stała (annuitetowa)';
    expect(shownLabel(saved, settings(300_000, 7.25, 25))).toBe(saved);
  });
});
