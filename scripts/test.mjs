// `npm test`: every check in one command. Independent stages run side by side (as many at once as
// the machine has cores), each stage's output is printed whole when it ends so logs never
// interleave, and the cold Lighthouse gate runs last and alone, because its simulated timings
// scale with the CPU that other stages would share. Ends with scripts/test-summary.mjs's line.
//
// A stage is a package.json script run the way npm runs it (sh, node_modules/.bin on PATH),
// without npm's own start-up cost. TEST_JOBS overrides the number of stages run at once. Reports
// and full stage logs go to .reports/npm-test (REPORTS_DIR), apart from any runner started by hand.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.reports/npm-test`;
const { scripts } = JSON.parse(await readFile(`${root}package.json`, 'utf8'));

/**
 * In priority order: a free slot takes the first stage whose `needs` have passed and whose
 * `after` stages have ended, however they ended. The longest chains (Vitest with Storybook,
 * build → e2e) start first. Astro's builds and `astro check` all write .astro/ and Astro's cache,
 * and the Storybook build shares Vitest's Storybook cache, so those follow one another.
 */
const STAGES = [
  { name: 'vitest', script: 'test:vitest', report: 'vitest.json' },
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'test:e2e', needs: ['build'], report: 'e2e.json' },
  // Ahead of the short stages: when Vitest ends, what is left of its chain is the longest.
  { name: 'storybook build', script: 'build-storybook', after: ['vitest'] },
  { name: 'storybook smoke', script: 'test:storybook-smoke', needs: ['storybook build'] },
  { name: 'lighthouse build', script: 'lighthouse:build', after: ['build'] },
  { name: 'types', script: 'lint:types', after: ['lighthouse build'] },
  { name: 'eslint', script: 'lint:eslint' },
  { name: 'prettier', script: 'lint:prettier' },
  { name: 'budgets', script: 'budgets', needs: ['build'], print: 'all' },
];
/** Runs after every other stage has ended, with the machine to itself. */
const LAST = {
  name: 'lighthouse',
  script: 'lighthouse:audit',
  needs: ['lighthouse build'],
  report: 'lighthouse.json',
  print: 'all',
};
const STAGE_TIMEOUT_MS = 10 * 60_000;
const BUDGET_MS = 6 * 60_000;
const jobs = Number(process.env.TEST_JOBS) || Math.max(2, availableParallelism());

const env = {
  ...process.env,
  // The same Node for every tool's `#!/usr/bin/env node`: the project's Node 24.
  PATH: `${root}node_modules/.bin:${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
  REPORTS_DIR: reports,
};
const running = new Set();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one stage to its end; resolves with its status, time and output, never rejects. */
function run(stage) {
  const started = Date.now();
  console.log(`▶ ${stage.name} (npm run ${stage.script})`);
  return new Promise((resolve) => {
    // Its own process group, so a timeout or Ctrl-C stops the browsers it started too.
    const child = spawn('sh', ['-c', scripts[stage.script]], { cwd: root, env, detached: true });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n${stage.name}: stopped after ${seconds(STAGE_TIMEOUT_MS)}\n`;
      process.kill(-child.pid, 'SIGKILL');
    }, STAGE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({
        ...stage,
        status: code === 0 ? 'passed' : 'failed',
        ms: Date.now() - started,
        output,
      });
    });
  });
}

/** Prints a finished stage: its time, then all of its output, or the end of it when it passed. */
async function report(result) {
  await writeFile(`${reports}/logs/${result.name.replaceAll(' ', '-')}.log`, result.output);
  const lines = result.output.trimEnd().split('\n');
  const shown = result.status === 'failed' || result.print === 'all' ? lines : lines.slice(-12);
  const mark = result.status === 'passed' ? '✓' : '✗';
  console.log(`\n${mark} ${result.name}: ${result.status} in ${seconds(result.ms)}`);
  if (shown.length < lines.length)
    console.log(`  … (${lines.length - shown.length} more lines in .reports/npm-test/logs/)`);
  console.log(shown.map((line) => `  │ ${line}`).join('\n'));
}

/** Runs the stages, at most `jobs` at once; a stage whose needs failed is skipped. */
async function runAll(stages, results = new Map()) {
  const pending = [...stages];
  const active = new Map();
  while (pending.length > 0 || active.size > 0) {
    for (const stage of [...pending]) {
      if (active.size >= jobs) break;
      const needs = (stage.needs ?? []).map((name) => results.get(name)?.status);
      const after = (stage.after ?? []).map((name) => results.get(name)?.status);
      if ([...needs, ...after].some((status) => status === undefined)) continue;
      pending.splice(pending.indexOf(stage), 1);
      if (needs.every((status) => status === 'passed')) active.set(stage.name, run(stage));
      else results.set(stage.name, { ...stage, status: 'skipped', ms: 0, output: '' });
    }
    if (active.size === 0) {
      // Waiting on a stage that never runs: a mistake in STAGES, reported rather than spun on.
      for (const stage of pending.splice(0)) {
        results.set(stage.name, { ...stage, status: 'skipped', ms: 0, output: '' });
      }
      break;
    }
    const done = await Promise.race(active.values());
    active.delete(done.name);
    results.set(done.name, done);
    await report(done);
  }
  return results;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) process.kill(-child.pid, 'SIGKILL');
    process.exit(130);
  });
}

const started = Date.now();
await rm(reports, { recursive: true, force: true });
await mkdir(`${reports}/logs`, { recursive: true });
console.log(
  `npm test: ${STAGES.length + 1} stages, ${jobs} at a time, Lighthouse last and alone.\n`,
);
const results = await runAll(STAGES);
const parallelMs = Date.now() - started;
await runAll([LAST], results);

console.log('\nStage                  Status    Time');
for (const result of results.values()) {
  console.log(
    `${result.name.padEnd(22)} ${result.status.padEnd(8)} ${seconds(result.ms).padStart(7)}`,
  );
}
const over = parallelMs > BUDGET_MS ? ` — OVER the ${seconds(BUDGET_MS)} budget` : '';
console.log(`All stages but Lighthouse: ${seconds(parallelMs)} (${jobs} at a time)${over}`);
console.log(`Lighthouse gate, alone: ${seconds(results.get(LAST.name)?.ms ?? 0)}`);
console.log(`Total: ${seconds(Date.now() - started)}\n`);
await writeFile(
  `${reports}/stages.json`,
  `${JSON.stringify(
    [...results.values()].map(({ name, status, ms, report: file }) => ({
      name,
      status,
      ms,
      report: file,
    })),
    null,
    2,
  )}\n`,
);
const summary = spawn(process.execPath, [`${root}scripts/test-summary.mjs`], {
  env,
  stdio: 'inherit',
});
summary.on('close', (code) => {
  const failed = [...results.values()].some((result) => result.status !== 'passed');
  process.exitCode = failed || code !== 0 ? 1 : 0;
});
