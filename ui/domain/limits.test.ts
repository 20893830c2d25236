// Every limit is defined once, in limits.ts: the copy deck's messages and the components read it
// from there. This test parses the deck (ui/domain/copy/), the components and the islands with
// the TypeScript compiler and fails on a limit written out as a literal:
// - in the deck's texts (string literals, template texts): any number, in any of the ways Polish
//   text writes it ("30 000", "30000", "0,01", "-10"), equal to any limit;
// - in code: a numeric literal (`30_000`, `1e8`, `20`) equal to a limit where a bound is used: an
//   operand of <, <=, > or >=, or the value of a `min`/`max`-like property or attribute;
// - in the components' and islands' strings and JSX texts: a number equal to a limit, as in code.
// Every numeric export of limits.ts is a limit, so a new limit is guarded as soon as it is added.
// What the scan leaves alone, and why, is the allow-list below (ALLOWED_*); keep it small.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as deck from './copy';
import { numberText, VALIDATION_COPY, yearsText } from './copy';
import * as limits from './limits';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where limits must not be written out: the copy deck, the components and the islands. */
const SCANNED_DIRECTORIES = ['ui/domain/copy', 'ui/components', 'ui/islands'];
/**
 * Allowed: tests and stories pin the limits' values on purpose, and styles (`*.css.ts`) hold
 * sizes in pixels and percents, never a rule of the product.
 */
const ALLOWED_FILE = /\.(?:test|spec|bench|stories)\.[^/]+$|\.css\.ts$/;
/**
 * Allowed in code, components and islands: values too common to be read as a limit. Counting
 * starts at 0 and 1 is "one" (`count > 1`, `+1` in a script); 12 is the months of a year in
 * calendar arithmetic (StartMonthPicker). The deck's texts are checked for these too, so a limit
 * of 1 (TERM_MIN) written out in a message is still found.
 */
const ALLOWED_COMMON_NUMBERS: ReadonlySet<number> = new Set([0, 1, limits.MONTHS_PER_YEAR]);
/**
 * Allowed in components and islands: a string holding a CSS length is a style, not a rule (an
 * observer's rootMargin '50% 0px' is not the 50 % inflation limit). No text of the deck has one.
 */
const ALLOWED_STYLE = /\d(?:px|r?em|v[hw]|ch)\b/;
/**
 * Allowed: the spec's own messages (tagged `@spec` in the deck) are quoted as the spec writes
 * them; the tests below check each against its template filled from limits.ts instead.
 */
function isSpecText(node: ts.Node): boolean {
  return (
    ts.isPropertyAssignment(node.parent) &&
    ts.getJSDocTags(node.parent).some((tag) => tag.tagName.text === 'spec')
  );
}

/** Every limit by value, with the names that hold it. */
const LIMITS = new Map<number, string[]>();
for (const [name, value] of Object.entries(limits)) {
  if (typeof value === 'number') LIMITS.set(value, [...(LIMITS.get(value) ?? []), name]);
}

// A number as text writes it: grouped by spaces (ordinary, NBSP or narrow NBSP), with a decimal
// comma or point, maybe negative; never part of a word or a longer number ("3M", "2026-04").
const TEXT_NUMBER =
  /(?<![\p{L}\d.,-])-?(?:\d{1,3}(?:[ \u00A0\u202F]\d{3})+|\d+)(?:[.,]\d+)?(?![\p{L}\d]|[.,]\d)/gu;

/** The numbers a text holds, as values. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(TEXT_NUMBER)].map((match) =>
    Number(match[0].replace(/[ \u00A0\u202F]/g, '').replace(',', '.')),
  );
}

// Bounds are compared with these; `===` compares identities (a heading level, a mouse button).
const COMPARISONS: ReadonlySet<ts.SyntaxKind> = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);
/** Property, variable and attribute names that hold a limit. */
const LIMIT_NAME = /^(?:min|max)(?:Length|Rows|Value)?$|_(?:MIN|MAX)$/;

/** The value of a numeric literal, a negated one included (`-10`); null for anything else. */
function literalValue(node: ts.Node): number | null {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return -Number(node.operand.text);
  }
  return null;
}

/** True when a numeric literal stands where a bound would: compared with, or named a limit. */
function inLimitPlace(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent)) return COMPARISONS.has(parent.operatorToken.kind);
  const name =
    ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent)
      ? parent.name
      : ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)
        ? parent.parent.name
        : undefined;
  return name !== undefined && ts.isIdentifier(name) && LIMIT_NAME.test(name.text);
}

/** One limit written out. */
interface Finding {
  file: string;
  line: number;
  text: string;
  limits: string[];
}

/** The limits written out in `source`, the text of the file at `path`. */
function scanText(path: string, source: string): Finding[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  // The deck's strings are the texts people read. Elsewhere texts come from the deck
  // (ui/copy-deck.test.ts), so strings are code and markup, read as code.
  const isDeck = path.startsWith('ui/domain/copy/');
  const findings: Finding[] = [];
  const report = (node: ts.Node, values: readonly number[]) => {
    const names = values
      .filter((value) => isDeck || !ALLOWED_COMMON_NUMBERS.has(value))
      .flatMap((value) => LIMITS.get(value) ?? []);
    if (names.length === 0) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    findings.push({ file: path, line: line + 1, text: node.getText(file), limits: names });
  };
  const reportText = (node: ts.Node, text: string) => {
    if (isDeck || !ALLOWED_STYLE.test(text)) report(node, numbersIn(text));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isSpecText(node)) reportText(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      // The parts apart, so a number never joins the one after a placeholder.
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      reportText(node, parts.join('\n'));
    } else if (ts.isJsxText(node)) {
      reportText(node, node.text);
    } else if (ts.isJsxAttribute(node)) {
      // Attribute strings are markup (sizes, SVG paths): only a limit-named one can hold a limit.
      const value = node.initializer;
      if (value !== undefined && ts.isStringLiteral(value)) {
        if (LIMIT_NAME.test(node.name.getText(file))) report(node, numbersIn(value.text));
        return;
      }
    } else {
      const value = literalValue(node);
      if (value !== null) {
        if (!ALLOWED_COMMON_NUMBERS.has(value) && inLimitPlace(node)) report(node, [value]);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, directory), { withFileTypes: true })) {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !ALLOWED_FILE.test(entry.name)) yield path;
  }
}

const FILES = SCANNED_DIRECTORIES.flatMap((directory) => [...sourceFiles(directory)]);

describe('limits', () => {
  it('are looked for in the deck, the components and the islands', () => {
    expect(FILES).toContain('ui/domain/copy/scenario.ts');
    expect(FILES).toContain('ui/components/RatePathSection/RatePathSection.tsx');
    expect(FILES.some((path) => path.startsWith('ui/islands/'))).toBe(true);
  });

  it('are not written out in the copy deck, the components or the islands', () => {
    expect(FILES.flatMap((path) => scanText(path, readFileSync(join(ROOT, path), 'utf8')))).toEqual(
      [],
    );
  });
});

describe('the scan', () => {
  it.each([
    ['Od 30 000 zł do 100 000 000 zł.', [30_000, 100_000_000]],
    ['za wysoka (maks. 100\u00A0000\u00A0000 zł)', [100_000_000]],
    ['Od 0,01% do 60%, np. 7,25.', [0.01, 60, 7.25]],
    ['Od -10% do 50%', [-10, 50]],
    ['Od 1 roku do 40 lat.', [1, 40]],
    ['koszt 10000 zł, 10.5', [10_000, 10.5]],
    ['WIBOR 3M, 2026-04, nr 13', [2026, 13]],
  ])('reads the numbers in "%s"', (text, values) => {
    expect(numbersIn(text)).toEqual(values);
  });

  it('finds a limit in a deck text, even 1, unless the spec quotes it', () => {
    const deck = (source: string) =>
      scanText('ui/domain/copy/Snippet.ts', source).map((finding) => finding.text);
    expect(deck("const a = { hint: 'Od 1 roku do 40 lat.' };")).toEqual(["'Od 1 roku do 40 lat.'"]);
    expect(deck('const a = { hint: `Najwyżej ${count} z 20 nadpłat.` };')).toEqual([
      '`Najwyżej ${count} z 20 nadpłat.`',
    ]);
    expect(deck("const a = {\n  /** @spec */\n  low: 'Za niska (min. 30 000 zł).' };")).toEqual([]);
  });

  it('finds a limit compared with or named a bound in a component, and nothing else', () => {
    const findings = scanText(
      'ui/components/Snippet/Snippet.tsx',
      `
      const a = margin > 20;
      const b = rows.length >= 60 || value < -10;
      const c = { max: 4 };
      const d = <input max="60" width="60" />;
      const e = [20, 60, 1e8];
      const f = index + 20;
      const g = level === 2 ? 'h2' : 'h3';
      const h = { rootMargin: '50% 0px' };
      const i = count > 1;
      const j = 'Od 30000';
      `,
    );
    expect(findings.map((finding) => finding.text)).toEqual([
      '20',
      '60',
      '-10',
      '4',
      'max="60"',
      "'Od 30000'",
    ]);
  });
});

/** Every string the deck's exports hold (objects and arrays walked, functions skipped). */
function deckTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(deckTexts);
}

describe('the limits in the deck', () => {
  // Whole numbers below 1000 go into the texts as they are; a limit with a fraction must go
  // through numberText, or a text would show "12.5" where Polish writes "12,5".
  it('are written with a decimal comma, never a point', () => {
    const texts = deckTexts(deck);
    expect(texts).toContain(deck.COSTS_COPY.messages.monthlyTooHigh);
    expect(texts.filter((text) => /\d\.\d/.test(text))).toEqual([]);
  });
});

describe("the spec's messages (point 5)", () => {
  // Written as the spec quotes them, with ordinary spaces; each must be its template filled from
  // limits.ts, so a changed limit fails here until the message (and the spec) agree.
  it.each([
    ['amountTooLow', `Podana kwota jest za niska (min. ${numberText(limits.LOAN_AMOUNT_MIN)} zł).`],
    [
      'amountTooHigh',
      `Podana kwota jest za wysoka (maks. ${numberText(limits.LOAN_AMOUNT_MAX)} zł).`,
    ],
    ['rateTooLow', `Oprocentowanie musi być większe niż ${numberText(limits.RATE_MIN)}%.`],
    ['rateTooHigh', `Oprocentowanie nie może być wyższe niż ${numberText(limits.RATE_MAX)}%.`],
    ['termTooLow', `Podany okres kredytowania jest za niski (min. ${yearsText(limits.TERM_MIN)}).`],
    [
      'termTooHigh',
      `Podany okres kredytowania jest za wysoki (maks. ${yearsText(limits.TERM_MAX)}).`,
    ],
  ] as const)('%s is its template filled from limits.ts', (key, template) => {
    expect(VALIDATION_COPY[key]).toBe(template);
  });
});

describe('numberText', () => {
  it.each([
    [30_000, '30 000'],
    [100_000_000, '100 000 000'],
    [10_000, '10 000'],
    [1000, '1 000'],
    [999, '999'],
    [0.01, '0,01'],
    [2.5, '2,5'],
    [-10, '-10'],
    [-10_000, '-10 000'],
  ])('writes %d as "%s", with ordinary spaces as the spec does', (value, text) => {
    expect(numberText(value)).toBe(text);
  });
});
