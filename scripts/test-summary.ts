// Closes `npm test`: each stage's status and time, then one line over every check, "Summary: N
// passed, N failed". Tests count one each (from Vitest's and Playwright's JSON reports), the
// Lighthouse gate one per audited page, every other stage one. The stages are the wireit scripts
// of package.json that run scripts/stage.ts; one that left no record this run (its prerequisite
// failed, or wireit stopped) counts as failed, so the line never says "0 failed" when a stage did
// not pass. Just above it, each failing test is named with the first line of its error.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/** What scripts/stage.ts records of one stage. */
export interface StageRecord {
  name: string;
  status: 'passed' | 'failed';
  ms: number;
  started: number;
  ended: number;
  report?: string;
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
interface PlaywrightSuite {
  specs?: {
    file: string;
    title: string;
    ok: boolean;
    tests?: { status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport extends PlaywrightSuite {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
}
interface LighthouseReport {
  pages?: Record<string, { ok: boolean }>;
}

const root = fileURLToPath(new URL('..', import.meta.url));

function firstLine(text: string | undefined): string {
  // Runner messages carry ANSI colours even with FORCE_COLOR=0 in places; the log stays plain.
  const line =
    stripVTControlCharacters(text ?? 'no message')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 240 ? `${line.slice(0, 239)}…` : line;
}

/** Passed and failed counts, and one line per failing test, from a runner's JSON report. */
export function countReport(file: string, report: unknown): [number, number, string[]] {
  if (file === 'vitest.json') {
    const r = report as VitestReport;
    const failures = (r.testResults ?? []).flatMap((result) => {
      const where = relative(root, result.name ?? '');
      const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      // A file that failed to load has no tests, only a message.
      if (tests.length === 0 && result.status === 'failed') {
        return [`${where}: ${firstLine(result.message)}`];
      }
      return tests.map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    });
    return [r.numPassedTests ?? 0, r.numFailedTests ?? 0, failures];
  }
  if (file === 'e2e.json') {
    const r = report as PlaywrightReport;
    const failures: string[] = [];
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        // A flaky test (passed on a retry) counts as failed too.
        if (spec.ok && !spec.tests?.some((test) => test.status === 'flaky')) continue;
        const runs = spec.tests?.flatMap((test) => test.results ?? []) ?? [];
        const error = runs.find((run) => run.error)?.error?.message;
        failures.push(`e2e/${spec.file} › ${spec.title}: ${firstLine(error)}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    walk(r);
    const { expected = 0, unexpected = 0, flaky = 0 } = r.stats ?? {};
    return [expected, unexpected + flaky, failures];
  }
  const pages = Object.entries((report as LighthouseReport).pages ?? {});
  const off = pages.filter(([, page]) => !page.ok);
  const failures = off.map(
    ([url]) => `lighthouse › ${url}: off target (its table says which figure)`,
  );
  return [pages.length - off.length, off.length, failures];
}

/** The summary's lines and its totals, from each stage's record and report (undefined: none). */
export function summarise(
  stages: string[],
  records: Map<string, StageRecord>,
  reports: Map<string, unknown>,
): { lines: string[]; passed: number; failed: number } {
  const lines = ['', 'Stage                       Status    Time'];
  const failures: string[] = [];
  let [passed, failed] = [0, 0];
  for (const name of stages) {
    const record = records.get(name);
    const report = record?.report === undefined ? undefined : reports.get(record.report);
    const [ok, bad, named] =
      record?.report !== undefined && report !== undefined
        ? countReport(record.report, report)
        : [record?.status === 'passed' ? 1 : 0, record?.status === 'passed' ? 0 : 1, []];
    // A runner that failed without a failing test (a crash, a type error) still counts as a failure.
    const extra = record?.status !== 'passed' && bad === 0 ? 1 : 0;
    const time = record ? `${(record.ms / 1000).toFixed(1)} s` : '';
    lines.push(`${name.padEnd(27)} ${(record?.status ?? 'skipped').padEnd(8)} ${time.padStart(7)}`);
    if (named.length > 0) failures.push(...named);
    else if (record?.status !== 'passed' || bad > 0) {
      failures.push(
        `${name}: ${record ? 'the stage failed (its log is above)' : 'not run (a stage it needs failed, or wireit stopped)'}`,
      );
    }
    passed += ok;
    failed += bad + extra;
  }
  if (stages.length === 0) failed += 1;
  const wall = (names: string[]) => {
    const ran = names.map((name) => records.get(name)).filter((r) => r !== undefined);
    if (ran.length === 0) return '–';
    return `${((Math.max(...ran.map((r) => r.ended)) - Math.min(...ran.map((r) => r.started))) / 1000).toFixed(1)} s`;
  };
  const [last = '', ...rest] = [...stages].reverse();
  lines.push(`All stages but ${last}: ${wall(rest)}; ${last}, alone after them: ${wall([last])}`);
  if (failures.length > 0) lines.push('', 'Failed:', ...failures.map((line) => `  ${line}`));
  lines.push(`Summary: ${passed} passed, ${failed} failed`);
  return { lines, passed, failed };
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reports = process.env['REPORTS_DIR'] ?? `${root}.reports/npm-test`;
  const { wireit } = (await readJson(`${root}package.json`)) as {
    wireit: Record<string, { command?: string }>;
  };
  // Stage order: package.json's, which lists the Lighthouse gate last.
  const stages = Object.values(wireit)
    .map(({ command }) => /^node scripts\/stage\.ts (\S+)/.exec(command ?? '')?.[1])
    .filter((name) => name !== undefined);
  const records = new Map<string, StageRecord>();
  const runnerReports = new Map<string, unknown>();
  for (const name of stages) {
    const record = (await readJson(`${reports}/stages/${name.replaceAll(':', '-')}.json`)) as
      StageRecord | undefined;
    if (record === undefined) continue;
    records.set(name, record);
    if (record.report)
      runnerReports.set(record.report, await readJson(`${reports}/${record.report}`));
  }
  const { lines, failed } = summarise(stages, records, runnerReports);
  console.log(lines.join('\n'));
  if (failed > 0) process.exitCode = 1;
}
