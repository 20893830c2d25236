// Closes `npm test` with one line over every runner: "Summary: N passed, N failed".
import { readFile } from 'node:fs/promises';

async function read(path) {
  try {
    return JSON.parse(await readFile(new URL(`../${path}`, import.meta.url), 'utf8'));
  } catch {
    return undefined;
  }
}

const vitest = await read('.reports/vitest.json');
const e2e = await read('.reports/e2e.json');

const vitestPassed = vitest?.numPassedTests ?? 0;
const vitestFailed = vitest?.numFailedTests ?? 0;
const e2ePassed = e2e?.stats?.expected ?? 0;
const e2eFailed = (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);

console.log(`Vitest: ${vitestPassed} passed, ${vitestFailed} failed`);
console.log(`Playwright: ${e2ePassed} passed, ${e2eFailed} failed`);
console.log(`Summary: ${vitestPassed + e2ePassed} passed, ${vitestFailed + e2eFailed} failed`);
if (vitest === undefined || e2e === undefined) process.exitCode = 1;
if (vitestFailed + e2eFailed > 0) process.exitCode = 1;
