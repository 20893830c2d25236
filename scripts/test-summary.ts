// Closes `npm test`: each stage's status and time, then one line over every check, "Summary: N
// passed, N failed". Tests count one each (from Vitest's and Playwright's JSON reports: e2e, the
// Storybook smoke, and the Lighthouse gate, one test per page), every other stage one. The stages are the wireit scripts
// of package.json that run scripts/stage.ts; one that left no record this run (its prerequisite
// failed, or wireit stopped) counts as failed, so the line never says "0 failed" when a stage did
// not pass. Which tests failed, and why, the runners' own reporters say in the stage's log above.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** What scripts/stage.ts records of one stage. */
export interface StageRecord {
  name: string;
  status: 'passed' | 'failed';
  ms: number;
  started: number;
  ended: number;
  report?: string;
}

/** The counts a runner's JSON report holds: Vitest's or Playwright's. */
interface Report {
  numPassedTests?: number;
  numFailedTests?: number;
  stats?: { expected?: number; unexpected?: number; flaky?: number };
}

/** Passed and failed checks in a runner's JSON report. */
function countReport(report: Report): [number, number] {
  if (report.stats) {
    // A flaky test (passed on a retry) counts as failed too.
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    return [expected, unexpected + flaky];
  }
  return [report.numPassedTests ?? 0, report.numFailedTests ?? 0];
}

/** The summary's lines and its totals, from each stage's record and report (undefined: none). */
export function summarise(
  stages: string[],
  records: Map<string, StageRecord>,
  reports: Map<string, unknown>,
): { lines: string[]; passed: number; failed: number } {
  const lines = ['', 'Stage                       Status    Time'];
  const failures: string[] = [];
  let passed = 0;
  // No stage at all is a broken package.json, not a pass.
  let failed = stages.length === 0 ? 1 : 0;
  for (const name of stages) {
    const record = records.get(name);
    const ok = record?.status === 'passed';
    const report = reports.get(record?.report ?? '') as Report | undefined;
    const [good, bad] = report ? countReport(report) : [ok ? 1 : 0, ok ? 0 : 1];
    // A runner that failed without a failing test (a crash, a type error) still counts as a failure.
    passed += good;
    failed += bad + (!ok && bad === 0 ? 1 : 0);
    const time = record ? `${(record.ms / 1000).toFixed(1)} s` : '';
    lines.push(`${name.padEnd(27)} ${(record?.status ?? 'skipped').padEnd(8)} ${time.padStart(7)}`);
    if (!record) failures.push(`${name}: not run (a stage it needs failed, or wireit stopped)`);
    else if (!ok || bad > 0) failures.push(`${name}: failed (its log is above)`);
  }
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
  const root = fileURLToPath(new URL('..', import.meta.url));
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
