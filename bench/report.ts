// The figures of `npm run bench`, kept where the tools write them: each bench adds its rows to its
// table in .reports/bench/ (saveFigures; the engine benches through this file's Vitest reporter,
// from their annotations), and `npm run bench -- --report` writes them, with the size budgets and
// the last cold Lighthouse gate of `npm test`, into docs/performance-report.md. Nobody edits that.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';
import { runningChromiumVersion } from '../scripts/chromium-version.ts';

type Row = Record<string, string | number>;
interface Figures {
  title: string;
  rows: Row[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = `${root}.reports/bench`;

/** Adds rows to a bench's table: each test adds its own, as a failed test ends its worker. */
export function saveFigures(name: string, title: string, rows: Row[]): void {
  mkdirSync(dir, { recursive: true });
  const lines = rows.map((row) => `${JSON.stringify({ title, row })}\n`);
  appendFileSync(`${dir}/${name}.jsonl`, lines.join(''));
}

/** The middle value, or the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** Vitest reporter for the engine benches: each test's annotations are its figures. */
export default class EngineFigures implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const rows = modules.flatMap((module) =>
      [...module.children.allTests()].flatMap((test) =>
        test.annotations().map((annotation) => ({
          Benchmark: test.name,
          Figure: annotation.message,
          Status: test.result().state,
        })),
      ),
    );
    saveFigures('engine', 'Engine benchmarks (Node, tinybench)', rows);
  }
}

/** One bench's table, as saveFigures wrote it. */
function saved(file: string): Figures {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const entries = lines.map((line) => JSON.parse(line) as { title: string; row: Row });
  return { title: entries[0]?.title ?? file, rows: entries.map(({ row }) => row) };
}

function budgets(): Figures {
  const output = execFileSync(
    `${root}node_modules/.bin/size-limit`,
    ['--json', '--config', 'scripts/size-limit.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  const checks = JSON.parse(output) as { name: string; size: number; sizeLimit?: number }[];
  const kib = (bytes: number) => (bytes / 1024).toFixed(2);
  const rows = checks.map(({ name, size, sizeLimit }) => ({
    Check: name,
    'gzip KiB': kib(size),
    'Limit KiB': sizeLimit === undefined ? '' : kib(sizeLimit),
  }));
  return { title: 'Size budgets (npm run budgets: size-limit, gzip level 9)', rows };
}

/** The last cold Lighthouse gate of `npm test`, as its spec wrote it, and when. */
function lighthouse(): Figures | undefined {
  const file = `${root}.reports/npm-test/lighthouse.jsonl`;
  if (!existsSync(file)) return undefined;
  const { title, rows } = saved(file);
  return { title: `${title}, ${statSync(file).mtime.toISOString()}`, rows };
}

/** A Markdown table of rows that share their keys. */
function markdown({ title, rows }: Figures): string[] {
  const keys = Object.keys(rows[0] ?? {});
  const line = (cells: (string | number | undefined)[]) => `| ${cells.join(' | ')} |`;
  const body = rows.map((row) => line(keys.map((key) => row[key])));
  return ['', `## ${title}`, '', line(keys), line(keys.map(() => '---')), ...body];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--report')) {
    const benches = readdirSync(dir).filter((file) => file.endsWith('.jsonl'));
    const sections = [
      ...benches.map((file) => saved(`${dir}/${file}`)),
      budgets(),
      lighthouse(),
    ].filter((s) => s !== undefined);
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
    const text = [
      '# Performance report',
      '',
      `Written by \`npm run bench -- --report\` on ${new Date().toISOString()} at commit ${head};`,
      `${machine}, ${await runningChromiumVersion()}. How each figure is measured: docs/performance.md.`,
      ...sections.flatMap(markdown),
      '',
    ].join('\n');
    writeFileSync(`${root}docs/performance-report.md`, text);
    console.log('Figures written to docs/performance-report.md.');
  }
  process.exitCode = Number(process.env['BENCH_STATUS'] ?? 0);
}
