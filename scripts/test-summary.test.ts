import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { summarise as summariseRecords, type StageRecord } from './test-summary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The summary over the given stages (status and report file, or no record: not run) and the
 * runners' reports; its lines, and whether npm test would fail.
 */
function summarise(
  stages: Record<string, [StageRecord['status'], string?] | null>,
  reports: Record<string, unknown> = {},
) {
  const records = new Map<string, StageRecord>();
  for (const [name, entry] of Object.entries(stages)) {
    if (entry === null) continue;
    const [status, report] = entry;
    records.set(name, {
      name,
      status,
      ms: 1000,
      started: 0,
      ended: 1000,
      ...(report ? { report } : {}),
    });
  }
  const { lines, failed } = summariseRecords(
    Object.keys(stages),
    records,
    new Map(Object.entries(reports)),
  );
  return { lines, code: failed > 0 ? 1 : 0 };
}

describe("npm test's closing summary", () => {
  it('names each failing test with its error just above the closing line', () => {
    const { lines, code } = summarise(
      { vitest: ['failed', 'vitest.json'], e2e: ['failed', 'e2e.json'], types: ['failed'] },
      {
        'vitest.json': {
          numPassedTests: 3,
          numFailedTests: 1,
          testResults: [
            {
              name: join(root, 'ui/domain/money.test.ts'),
              status: 'failed',
              assertionResults: [
                {
                  fullName: 'money rounds half up',
                  status: 'failed',
                  failureMessages: [
                    '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n  at x',
                  ],
                },
                { fullName: 'money adds', status: 'passed', failureMessages: [] },
              ],
            },
          ],
        },
        'e2e.json': {
          stats: { expected: 5, unexpected: 1, flaky: 0 },
          suites: [
            {
              suites: [
                {
                  specs: [
                    {
                      ok: false,
                      file: 'home.spec.ts',
                      title: 'a run is saved',
                      tests: [{ results: [{ error: { message: 'Error: timed out\nmore' } }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    );
    expect(lines.at(-1)).toBe('Summary: 8 passed, 3 failed');
    expect(lines.slice(-5, -1)).toEqual([
      'Failed:',
      '  ui/domain/money.test.ts › money rounds half up: AssertionError: expected 1 to be 2',
      '  e2e/home.spec.ts › a run is saved: Error: timed out',
      '  types: the stage failed (its log is above)',
    ]);
    expect(code).toBe(1);
  });

  it('names a test file that failed to load, which counts no failed test', () => {
    const { lines } = summarise(
      { vitest: ['failed', 'vitest.json'] },
      {
        'vitest.json': {
          numPassedTests: 5,
          numFailedTests: 0,
          testResults: [
            {
              name: join(root, 'ui/domain/broken.test.ts'),
              status: 'failed',
              message: "SyntaxError: Unexpected token '}'\n  at broken.test.ts:3",
              assertionResults: [],
            },
          ],
        },
      },
    );
    expect(lines).toContain("  ui/domain/broken.test.ts: SyntaxError: Unexpected token '}'");
    expect(lines.at(-1)).toBe('Summary: 5 passed, 1 failed');
  });

  it('lists nothing when every stage passed', () => {
    const { lines, code } = summarise({ build: ['passed'] });
    expect(lines).not.toContain('Failed:');
    expect(lines.at(-1)).toBe('Summary: 1 passed, 0 failed');
    expect(code).toBe(0);
  });

  it('counts a stage that left no record (its prerequisite failed) as failed', () => {
    const { lines, code } = summarise({ build: ['failed'], 'test:e2e': null });
    expect(lines).toContain('  test:e2e: not run (a stage it needs failed, or wireit stopped)');
    expect(lines.at(-1)).toBe('Summary: 0 passed, 2 failed');
    expect(code).toBe(1);
  });

  it('counts one per audited page of the Lighthouse gate', () => {
    const { lines } = summarise(
      { lighthouse: ['failed', 'lighthouse.json'] },
      { 'lighthouse.json': { pages: { '/': { ok: true }, '/porownanie': { ok: false } } } },
    );
    expect(lines.at(-1)).toBe('Summary: 1 passed, 1 failed');
  });
});
