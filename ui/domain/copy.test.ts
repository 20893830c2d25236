import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  BANNER_COPY,
  CHART_COPY,
  DIALOG_COPY,
  MENU_COPY,
  MORTGAGE_TYPE_COPY,
  pluralForm,
  REPORT_COPY,
  RESULT_COPY,
  SETTINGS_SUMMARY_COPY,
  SITE_COPY,
  SPEC_TEXTS,
  TABLE_COPY,
  VALIDATION_COPY,
  BACKUP_COPY,
  RATE_PATH_COPY,
  SCENARIO_RESULT_COPY,
  YEAR_WORDS,
  yearsText,
} from './copy';
import { MORTGAGE_TYPE_LABELS, yearWord } from './labels';
import { MESSAGES } from './validation';

/** The deck's parts: every file of ui/domain/copy/, where the texts are written. */
const COPY_PARTS = readdirSync(new URL('./copy/', import.meta.url)).filter((name) =>
  name.endsWith('.ts'),
);
const COPY_SOURCE = COPY_PARTS.map((name) =>
  readFileSync(new URL(`./copy/${name}`, import.meta.url), 'utf8'),
).join('\n');

/** The strings of the entries tagged `@spec` in copy.ts, constants they name resolved. */
function taggedSpecTexts(): string[] {
  const file = ts.createSourceFile('copy.ts', COPY_SOURCE, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, string>();
  const tagged: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer !== undefined &&
      ts.isStringLiteral(node.initializer)
    ) {
      constants.set(node.name.text, node.initializer.text);
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'spec')
    ) {
      tagged.push(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return tagged.map((initializer) => {
    if (ts.isStringLiteral(initializer)) return initializer.text;
    if (ts.isIdentifier(initializer)) return constants.get(initializer.text) ?? initializer.text;
    return initializer.getText(file);
  });
}

describe("the spec's own texts", () => {
  it('are quoted word for word, slips included, and none is missing', () => {
    // The spec's quotations (points 2–5 and 9). A change here is a change of the spec.
    expect([...SPEC_TEXTS].sort()).toEqual(
      [
        'Strona Główna',
        'Przeprowadź Symulację Kredytu Hipotecznego',
        'Błąd 404 – Strona o podanym adresie nie istnieje',
        'Menu',
        'Menu główne aplikacji',
        'To pole musi zostać wypełnione.',
        'Dane wejściowe nie są liczbą.',
        'Dane wejściowe nie są liczbą całkowitą.',
        'Podana kwota nie moze byc ujemna.',
        'Podana kwota jest za wysoka.',
        'Podana kwota jest za niska (min. 30 000 zł).',
        'Podana kwota jest za wysoka (maks. 100 000 000 zł).',
        'Oprocentowanie musi być większe niż 0,01%.',
        'Oprocentowanie nie może być wyższe niż 60%.',
        'Podany okres kredytowania jest za niski (min. 1 rok).',
        'Podany okres kredytowania jest za wysoki (maks. 40 lat).',
        'Stała (annuitetowa)',
        'Malejąca',
        'rok',
        'lata',
        'lat',
        'Ustawienia symulacji',
        'Wyniki simulacji',
        'Pełny raport',
        'Tabela porównawcza wykonanych symulacji',
        'Nie wykonano jeszcze żadnych symulacji. Wykonaj swoją pierwszą symulację.',
        'Potwierdzenie usunięcia',
        'Usuń',
        'Anuluj',
        'Odczytywanie danych...',
        'Dokonane ustawienia symulacji',
        'przez cały okres kredytowania',
        'Zmiany struktury miesięcznej raty kredytu w czasie',
        'Całkowita miesięczna rata',
        'Spłata kapitału',
        'Odsetki',
        'Numer raty i miesiąca',
        'Miesiąc',
        'Harmonogram spłaty hipoteki',
        'SUMA',
      ].sort(),
    );
  });

  it('are exactly the entries tagged @spec in the deck', () => {
    expect(taggedSpecTexts().sort()).toEqual([...SPEC_TEXTS].sort());
  });
});

describe('the deck', () => {
  it('imports only its own parts and the limits at run time, by .ts path, so plain Node can load them (site/lib/config.ts does)', () => {
    const file = ts.createSourceFile('copy.ts', COPY_SOURCE, ts.ScriptTarget.Latest, true);
    const runtimeImports = file.statements
      .filter(
        (statement): statement is ts.ImportDeclaration =>
          ts.isImportDeclaration(statement) &&
          statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword,
      )
      .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text);
    expect(
      runtimeImports.filter((path) => !/^\.\/\w+\.ts$/.test(path) && path !== '../limits.ts'),
    ).toEqual([]);
  });

  it("holds the validation messages that validation.ts's MESSAGES exports", () => {
    expect(MESSAGES).toBe(VALIDATION_COPY);
  });

  it("agrees with labels.ts until that file's texts move here", () => {
    expect(MORTGAGE_TYPE_COPY).toEqual(MORTGAGE_TYPE_LABELS);
    for (let count = 0; count <= 200; count += 1) {
      expect(pluralForm(count, YEAR_WORDS)).toBe(yearWord(count));
    }
  });
});

describe('Polish plurals', () => {
  it.each([
    [1, '1 rok'],
    [2, '2 lata'],
    [4, '4 lata'],
    [5, '5 lat'],
    [11, '11 lat'],
    [12, '12 lat'],
    [21, '21 lat'],
    [22, '22 lata'],
    [25, '25 lat'],
    [40, '40 lat'],
  ])('%i years read "%s"', (count, text) => {
    expect(yearsText(count)).toBe(text);
  });

  it('use the "many" form for zero and fractions', () => {
    expect(pluralForm(0, YEAR_WORDS)).toBe('lat');
    expect(pluralForm(1.5, YEAR_WORDS)).toBe('lat');
  });
});

describe('every generated count agrees with its noun and verb (issue 32)', () => {
  // One row per count: what each generated text says for it, written out by hand.
  it.each([
    [
      1,
      '1 nadpłata po ostatniej racie nie została uwzględniona',
      '1 zmiana oprocentowania po ostatniej racie nie została uwzględniona',
      'Wyeksportowano 1 symulację do pliku.',
      'Wstawiono 1 zmianę.',
    ],
    [
      2,
      '2 nadpłaty po ostatniej racie nie zostały uwzględnione',
      '2 zmiany oprocentowania po ostatniej racie nie zostały uwzględnione',
      'Wyeksportowano 2 symulacje do pliku.',
      'Wstawiono 2 zmiany.',
    ],
    [
      5,
      '5 nadpłat po ostatniej racie nie zostało uwzględnionych',
      '5 zmian oprocentowania po ostatniej racie nie zostało uwzględnionych',
      'Wyeksportowano 5 symulacji do pliku.',
      'Wstawiono 5 zmian.',
    ],
    [
      12,
      '12 nadpłat po ostatniej racie nie zostało uwzględnionych',
      '12 zmian oprocentowania po ostatniej racie nie zostało uwzględnionych',
      'Wyeksportowano 12 symulacji do pliku.',
      'Wstawiono 12 zmian.',
    ],
    [
      22,
      '22 nadpłaty po ostatniej racie nie zostały uwzględnione',
      '22 zmiany oprocentowania po ostatniej racie nie zostały uwzględnione',
      'Wyeksportowano 22 symulacje do pliku.',
      'Wstawiono 22 zmiany.',
    ],
    [
      25,
      '25 nadpłat po ostatniej racie nie zostało uwzględnionych',
      '25 zmian oprocentowania po ostatniej racie nie zostało uwzględnionych',
      'Wyeksportowano 25 symulacji do pliku.',
      'Wstawiono 25 zmian.',
    ],
    [
      157,
      '157 nadpłat po ostatniej racie nie zostało uwzględnionych',
      '157 zmian oprocentowania po ostatniej racie nie zostało uwzględnionych',
      'Wyeksportowano 157 symulacji do pliku.',
      'Wstawiono 157 zmian.',
    ],
  ])('%i', (count, overpayments, changes, exported, inserted) => {
    const early = 'Kredyt spłacono wcześniej, więc ';
    expect(SCENARIO_RESULT_COPY.afterEnd(count, 0)).toBe(`${early}${overpayments}.`);
    expect(SCENARIO_RESULT_COPY.afterEnd(0, count)).toBe(`${early}${changes}.`);
    expect(BACKUP_COPY.exported(count)).toBe(exported);
    expect(RATE_PATH_COPY.inserted(count)).toBe(inserted);
  });

  it.each([
    [1, 1, '1 nadpłata i 1 zmiana oprocentowania po ostatniej racie nie zostały uwzględnione'],
    [5, 2, '5 nadpłat i 2 zmiany oprocentowania po ostatniej racie nie zostały uwzględnione'],
    [2, 5, '2 nadpłaty i 5 zmian oprocentowania po ostatniej racie nie zostało uwzględnionych'],
  ])('%i overpayments and %i changes: the verb agrees with the nearer count', (o, c, text) => {
    expect(SCENARIO_RESULT_COPY.afterEnd(o, c)).toBe(`Kredyt spłacono wcześniej, więc ${text}.`);
  });
});

describe('texts with a value inside', () => {
  it.each([
    [DIALOG_COPY.deleteQuestion('A'), 'Czy na pewno chcesz nieodwracalnie usunąć symulację „A”?'],
    [TABLE_COPY.deleteButton('A'), 'Usuń symulację A'],
    [MENU_COPY.storageUsed('1 MB', '2 GB'), 'Zajęte: 1 MB z 2 GB'],
    [BANNER_COPY.referenceRate('4,00'), 'Stopa referencyjna NBP: 4,00%'],
    [BANNER_COPY.cpi('2,1', 'luty 2026'), 'Inflacja CPI r/r (luty 2026): 2,1%'],
    [BANNER_COPY.cpi('2,1', null), 'Inflacja CPI r/r: 2,1%'],
    [REPORT_COPY.headline('A'), 'Symulacja: A'],
    [CHART_COPY.subtitle('Malejąca'), 'Rodzaj rat: Malejąca'],
    [CHART_COPY.tooltipTitle(7), 'Miesiąc 7'],
    [SETTINGS_SUMMARY_COPY.rateForWholeTerm('7,25%'), 'RRSO 7,25% przez cały okres kredytowania'],
    [RESULT_COPY.instalmentLabel('ANNUITY'), 'Rata miesięczna'],
    [RESULT_COPY.instalmentLabel('LINEAR'), 'Pierwsza rata (malejąca)'],
    [
      SITE_COPY.pages.privacy.feedTransportProxy('proxy.example'),
      'za pośrednictwem zewnętrznego serwera pośredniczącego (proxy CORS) proxy.example, który – jak każdy serwer – widzi adres IP użytkownika oraz adres, o który zapytano',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
