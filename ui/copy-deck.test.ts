// The copy deck's rule (issue 15): no Polish UI text is written outside ui/domain/copy.ts, apart
// from MDX content, tests, stories and generated data. Every .ts, .tsx, .mts, .mjs and .astro
// file under ui/ and site/ is parsed with the TypeScript compiler, and any string literal,
// template text or JSX text that holds a Polish letter, or equals one of the deck's texts, fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as deck from './domain/copy';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED_DIRECTORIES = ['ui', 'site'];
const SCANNED_FILE = /\.(?:tsx?|mts|mjs|astro)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.astro']);
const POLISH_LETTER = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/**
 * Where Polish texts belong or may be quoted: the deck itself, tests (benchmarks included: like
 * tests, they never ship), stories and generated data modules.
 */
function isAllowedPlace(path: string): boolean {
  return (
    path === 'ui/domain/copy.ts' ||
    path.startsWith('ui/domain/copy/') ||
    /\.(?:test|spec|bench)\.[^/]+$/.test(path) ||
    /\.stories\.[^/]+$/.test(path) ||
    /\.generated\.[^/]+$/.test(path)
  );
}

/**
 * Files whose migration into the deck is pending: the mortgage engine and its labels are being
 * rewritten in another line of work (issues 11–16), which moves their texts here when it lands.
 * Empty this list as they move; an entry with nothing left to move fails the test below, so the
 * list can only shrink.
 */
const PENDING_MIGRATION: readonly string[] = [];

/** One Polish text found outside the deck. */
interface Finding {
  line: number;
  text: string;
}

/** Every string held by the deck's exports (objects and arrays walked; functions skipped). */
function deckTexts(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deckTexts(item, into);
  }
  return into;
}

const DECK_TEXTS: ReadonlySet<string> = deckTexts(deck);

function offends(text: string, deckValues: ReadonlySet<string>): boolean {
  return POLISH_LETTER.test(text) || deckValues.has(text);
}

/** Same length and lines, so positions after it are unchanged. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

function linesBefore(text: string, index: number): number {
  return text.slice(0, index).split('\n').length - 1;
}

/** Texts in TypeScript or JavaScript source; `lineOffset` places a fragment inside its file. */
function scanScript(
  source: string,
  kind: ts.ScriptKind,
  deckValues: ReadonlySet<string>,
  lineOffset = 0,
): Finding[] {
  const file = ts.createSourceFile('scanned', source, ts.ScriptTarget.Latest, true, kind);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string, skipped = 0) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file) + skipped);
    findings.push({ line: line + 1 + lineOffset, text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (offends(node.text, deckValues)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => POLISH_LETTER.test(part))) report(node, node.getText(file));
    } else if (ts.isJsxText(node)) {
      // JSX joins the lines of a text with single spaces, as a browser shows them.
      const text = node.text.replace(/\s+/g, ' ').trim();
      const indent = node.text.length - node.text.trimStart().length;
      if (text !== '' && offends(text, deckValues)) report(node, text, indent);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/**
 * Texts in an .astro file: its frontmatter as TypeScript, its scripts, and its template as JSX
 * (HTML comments, the doctype and style sheets blanked out). A template that does not parse
 * as JSX fails loudly rather than being skipped.
 */
function scanAstro(source: string, deckValues: ReadonlySet<string>): Finding[] {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const findings =
    frontmatter === null ? [] : scanScript(frontmatter[1] ?? '', ts.ScriptKind.TS, deckValues, 1);
  const start = frontmatter === null ? 0 : frontmatter[0].length;
  const offset = linesBefore(source, start);
  let template = source.slice(start);
  template = template.replace(/<!--[\s\S]*?-->|<!doctype[^>]*>/gi, blank);
  template = template.replace(
    /(<style\b(?:[^>]*[^/>])?>)([\s\S]*?)(<\/style>)/gi,
    (_match, open: string, css: string, close: string) => open + blank(css) + close,
  );
  template = template.replace(
    /(<script\b(?:[^>]*[^/>])?>)([\s\S]*?)(<\/script>)/gi,
    (match: string, open: string, code: string, close: string, index: number) => {
      const line = offset + linesBefore(template, index) + linesBefore(match, open.length);
      findings.push(...scanScript(code, ts.ScriptKind.TS, deckValues, line));
      return open + blank(code) + close;
    },
  );
  const jsx = `<>${template}</>`;
  const { diagnostics = [] } = ts.transpileModule(jsx, {
    fileName: 'template.tsx',
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve },
  });
  const [problem] = diagnostics;
  if (problem !== undefined) {
    const message = ts.flattenDiagnosticMessageText(problem.messageText, '\n');
    throw new Error(`The template does not parse as JSX (${message}); teach scanAstro its syntax.`);
  }
  findings.push(...scanScript(jsx, ts.ScriptKind.TSX, deckValues, offset));
  return findings;
}

/** Texts in a file's source, chosen by its extension. */
function scanSource(path: string, source: string, deckValues = DECK_TEXTS): Finding[] {
  if (path.endsWith('.astro')) return scanAstro(source, deckValues);
  if (path.endsWith('.tsx')) return scanScript(source, ts.ScriptKind.TSX, deckValues);
  if (path.endsWith('.mjs')) return scanScript(source, ts.ScriptKind.JS, deckValues);
  return scanScript(source, ts.ScriptKind.TS, deckValues);
}

/** The scanned files under ui/ and site/, as `/`-separated paths from the repository root. */
function scannedFiles(): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(join(ROOT, directory), { withFileTypes: true })) {
      const path = `${directory}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) walk(path);
      else if (entry.isFile() && SCANNED_FILE.test(entry.name)) files.push(path);
    }
  };
  for (const directory of SCANNED_DIRECTORIES) walk(directory);
  return files.sort();
}

function findingsIn(path: string): string[] {
  const source = readFileSync(join(ROOT, ...path.split('/')), 'utf8');
  try {
    return scanSource(path, source).map(({ line, text }) => `${path}:${line}  ${text}`);
  } catch (error) {
    return [`${path}  ${error instanceof Error ? error.message : String(error)}`];
  }
}

describe('the scanner', () => {
  const sampleDeck = new Set(['Anuluj']);

  it('catches Polish string literals, template texts and JSX texts, with their lines', () => {
    const source = [
      "const title = 'Usuń';",
      '// Komentarz z ąę is not a text.',
      'const line = `Miesiąc ${month}`;',
      'const box = <p aria-label="Zastrzeżenie">',
      '  Wyniki są',
      '  orientacyjne</p>;',
      "const plain = 'Symulator';",
    ].join('\n');
    expect(scanSource('sample.tsx', source, sampleDeck)).toEqual([
      { line: 1, text: 'Usuń' },
      { line: 3, text: '`Miesiąc ${month}`' },
      { line: 4, text: 'Zastrzeżenie' },
      { line: 5, text: 'Wyniki są orientacyjne' },
    ]);
  });

  it("catches a text equal to one of the deck's, even without a Polish letter", () => {
    expect(scanSource('sample.ts', "const cancel = 'Anuluj';", sampleDeck)).toEqual([
      { line: 1, text: 'Anuluj' },
    ]);
  });

  it('reads an .astro file: frontmatter, attributes, template text and scripts', () => {
    const source = [
      '---',
      "const crumb = 'Błąd 404';",
      '---',
      '<!doctype html>',
      '<!-- Uwaga: ąę in a comment -->',
      '<Layout title="Strona główna" client:load>',
      '  <p>Wróć na {crumb}</p>',
      '  <style>p { content: "ż"; }</style>',
      '  <script>console.log("ść");</script>',
      '</Layout>',
    ].join('\n');
    expect(scanSource('sample.astro', source, sampleDeck)).toEqual([
      { line: 2, text: 'Błąd 404' },
      { line: 9, text: 'ść' },
      { line: 6, text: 'Strona główna' },
      { line: 7, text: 'Wróć na' },
    ]);
  });

  it('refuses a template it cannot parse instead of skipping it', () => {
    expect(() => scanSource('broken.astro', '<p>a > b {</p>', sampleDeck)).toThrow(/parse/);
  });

  it('reads every real .astro page', () => {
    const failures = scannedFiles()
      .filter((path) => path.endsWith('.astro'))
      .flatMap(findingsIn)
      .filter((finding) => finding.includes('does not parse'));
    expect(failures).toEqual([]);
  });
});

describe('the copy deck', () => {
  it('is the only place outside MDX, tests, stories and generated data with Polish UI text', () => {
    const pending = new Set(PENDING_MIGRATION);
    const findings = scannedFiles()
      .filter((path) => !isAllowedPlace(path) && !pending.has(path))
      .flatMap(findingsIn);
    // Each line names the file, the line and the text to move into ui/domain/copy.ts.
    expect(findings).toEqual([]);
  });

  it.each(PENDING_MIGRATION)(
    'still has texts to take over from %s (else drop it from the list)',
    (path) => {
      expect(existsSync(join(ROOT, ...path.split('/')))).toBe(true);
      expect(findingsIn(path)).not.toEqual([]);
    },
  );

  it('scans files from both ui/ and site/', () => {
    const files = scannedFiles();
    expect(files).toContain('site/pages/index.astro');
    expect(files).toContain('ui/islands/HomeSimulator.tsx');
    expect(files.filter((path) => path.includes('node_modules'))).toEqual([]);
  });
});
