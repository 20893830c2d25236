// Closes `npm test` with one line over every check: "Summary: N passed, N failed". Tests count one
// each (Vitest, Playwright), the Lighthouse gate one per audited page, and every other stage
// (types, lint, build, budgets) one; a stage that failed or was skipped is never left uncounted,
// so the line cannot say "0 failed" when `npm test` fails. Just above it, each failing test is
// named with the first line of its error, so a log cut to its last lines still says what failed.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = process.env.REPORTS_DIR ?? fileURLToPath(new URL('../.reports', import.meta.url));

async function read(name) {
  try {
    return JSON.parse(await readFile(join(reports, name), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Passed and failed counts from a runner's own JSON report, or undefined without one. */
const COUNTS = {
  'vitest.json': (r) => [r.numPassedTests ?? 0, r.numFailedTests ?? 0],
  'e2e.json': (r) => [r.stats?.expected ?? 0, (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0)],
  'lighthouse.json': (r) => {
    const pages = Object.values(r.pages ?? {});
    return [pages.filter((page) => page.ok).length, pages.filter((page) => !page.ok).length];
  },
};

/** One line per failing test: where it is, its name and the first line of its error. */
const FAILURES = {
  'vitest.json': (r) =>
    (r.testResults ?? []).flatMap((file) => {
      const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      const where = relative(root, file.name ?? '');
      // A file that failed to load has no tests, only a message.
      if (tests.length === 0 && file.status === 'failed')
        return [`${where}: ${firstLine(file.message)}`];
      return tests.map(
        (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }),
  'e2e.json': (r) => {
    const lines = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        // A flaky test (passed on a retry) counts as failed too.
        const flaky = spec.tests?.some((test) => test.status === 'flaky');
        if (spec.ok && !flaky) continue;
        const error = spec.tests
          ?.flatMap((test) => test.results ?? [])
          .find((result) => result.error);
        lines.push(`e2e/${spec.file} › ${spec.title}: ${firstLine(error?.error?.message)}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of r.suites ?? []) walk(suite);
    return lines;
  },
  'lighthouse.json': (r) =>
    Object.entries(r.pages ?? {})
      .filter(([, page]) => !page.ok)
      .map(([url]) => `lighthouse › ${url}: off target (the table above says which figure)`),
};

function firstLine(text) {
  // Runner messages carry ANSI colours even with FORCE_COLOR=0 in places; the log stays plain.
  const line = stripVTControlCharacters(String(text ?? 'no message'))
    .trim()
    .split('\n')[0];
  return line.length > 240 ? `${line.slice(0, 239)}…` : line;
}

const stages = (await read('stages.json')) ?? [];
const failures = [];
let passed = 0;
let failed = 0;
for (const stage of stages) {
  const report = stage.report && stage.status !== 'skipped' ? await read(stage.report) : undefined;
  const [ok, bad] = report
    ? COUNTS[stage.report](report)
    : stage.status === 'passed'
      ? [1, 0]
      : [0, 1];
  // A runner that failed without a failing test (a crash, a type error) still counts as a failure.
  const extra = stage.status !== 'passed' && bad === 0 ? 1 : 0;
  console.log(`${stage.name}: ${ok} passed, ${bad + extra} failed`);
  // Named where the report can (a file that failed to load counts no failed test but is named),
  // the stage as a whole otherwise.
  const named = report ? FAILURES[stage.report](report) : [];
  if (named.length > 0) failures.push(...named);
  else if (stage.status !== 'passed' || bad > 0) {
    failures.push(
      `${stage.name}: the stage ${stage.status === 'skipped' ? 'was skipped' : 'failed'} (its log is above)`,
    );
  }
  passed += ok;
  failed += bad + extra;
}
if (stages.length === 0) failed += 1;
if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`Summary: ${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
