// Closes `npm test` with one line over every check: "Summary: N passed, N failed". Tests count one
// each (Vitest, Playwright), the Lighthouse gate one per audited page, and every other stage
// (types, lint, build, budgets) one; a stage that failed or was skipped is never left uncounted,
// so the line cannot say "0 failed" when `npm test` fails.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const stages = (await read('stages.json')) ?? [];
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
  passed += ok;
  failed += bad + extra;
}
if (stages.length === 0) failed += 1;
console.log(`Summary: ${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
