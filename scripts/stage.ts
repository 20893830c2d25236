// One stage of `npm test`, as wireit starts it (package.json, "wireit"): runs the package.json script
// of that name the way npm would, keeps its output and prints it whole when it ends (the end of it
// when it passed, all of it with --print-all or when it failed), so stages side by side never
// interleave; then its time, and a record for scripts/test-summary.ts. Full logs, records and the
// runners' JSON reports go to .reports/npm-test (REPORTS_DIR).
//
//   node scripts/stage.ts <script> [--report <runner's JSON report>] [--print-all]
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const TIME_LIMIT_MS = 10 * 60_000;
const [name = '', ...flags] = process.argv.slice(2);
const report = flags.includes('--report') ? flags[flags.indexOf('--report') + 1] : undefined;
const root = fileURLToPath(new URL('..', import.meta.url));
const reports = process.env['REPORTS_DIR'] ?? `${root}.reports/npm-test`;
const { scripts } = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as {
  scripts: Record<string, string | undefined>;
};
const command = scripts[name];
if (command === undefined) throw new Error(`stage: package.json has no script "${name}"`);

const started = Date.now();
// Its own process group, so a time-out or Ctrl-C stops the browsers it started too.
const child = spawn('sh', ['-c', command], {
  cwd: root,
  detached: true,
  env: {
    ...process.env,
    // The same Node for every tool's `#!/usr/bin/env node`: the project's Node 24.
    PATH: `${root}node_modules/.bin:${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`,
    // Plain logs: several tools read any FORCE_COLOR, even 0, as a wish for colours.
    ...(process.env['FORCE_COLOR'] === undefined ? { NO_COLOR: '1' } : {}),
    REPORTS_DIR: reports,
  },
});
let output = '';
child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const stop = () => {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}
const timer = setTimeout(() => {
  output += `\n${name}: stopped after ${TIME_LIMIT_MS / 60_000} minutes\n`;
  stop();
}, TIME_LIMIT_MS);
const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
clearTimeout(timer);

const ended = Date.now();
const status = code === 0 ? 'passed' : 'failed';
const file = name.replaceAll(':', '-');
await mkdir(`${reports}/logs`, { recursive: true });
await mkdir(`${reports}/stages`, { recursive: true });
await writeFile(`${reports}/logs/${file}.log`, output);
const record = { name, status, ms: ended - started, started, ended, report };
await writeFile(`${reports}/stages/${file}.json`, `${JSON.stringify(record)}\n`);

const lines = output.trimEnd().split('\n');
const shown = status === 'failed' || flags.includes('--print-all') ? lines : lines.slice(-12);
const more = lines.length - shown.length;
process.stdout.write(
  [
    `\n${status === 'passed' ? '✓' : '✗'} ${name}: ${status} in ${(record.ms / 1000).toFixed(1)} s`,
    ...(more > 0 ? [`  … (${more} more lines in .reports/npm-test/logs/${file}.log)`] : []),
    ...shown.map((line) => `  │ ${line}`),
  ].join('\n') + '\n',
);
process.exitCode = code === 0 ? 0 : 1;
