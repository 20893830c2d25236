import { describe, expect, it } from 'vitest';
import { summarise as summariseRecords, type StageRecord } from './test-summary.ts';

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
    const times = { ms: 1000, started: 0, ended: 1000 };
    records.set(name, { name, status, ...times, ...(report ? { report } : {}) });
  }
  const { lines, failed } = summariseRecords(
    Object.keys(stages),
    records,
    new Map(Object.entries(reports)),
  );
  return { lines, code: failed > 0 ? 1 : 0 };
}

describe("npm test's closing summary", () => {
  it("counts Vitest's and Playwright's tests, and one per other stage", () => {
    const { lines, code } = summarise(
      {
        vitest: ['failed', 'vitest.json'],
        e2e: ['failed', 'e2e.json'],
        smoke: ['passed', 'storybook-smoke.json'],
        types: ['failed'],
        build: ['passed'],
      },
      {
        'vitest.json': { numPassedTests: 3, numFailedTests: 1 },
        // A flaky test (passed on a retry) counts as failed.
        'e2e.json': { stats: { expected: 5, unexpected: 1, flaky: 1 } },
        'storybook-smoke.json': { stats: { expected: 59, unexpected: 0, flaky: 0 } },
      },
    );
    expect(lines.slice(-5)).toEqual([
      'Failed:',
      '  vitest: failed (its log is above)',
      '  e2e: failed (its log is above)',
      '  types: failed (its log is above)',
      'Summary: 68 passed, 4 failed',
    ]);
    expect(code).toBe(1);
  });

  it('counts a runner that failed with no failing test (a file that did not load)', () => {
    const { lines } = summarise(
      { vitest: ['failed', 'vitest.json'] },
      { 'vitest.json': { numPassedTests: 5, numFailedTests: 0 } },
    );
    expect(lines.at(-1)).toBe('Summary: 5 passed, 1 failed');
  });

  it('counts a runner whose report is missing by its stage', () => {
    const { lines } = summarise({ e2e: ['failed', 'e2e.json'] });
    expect(lines.at(-1)).toBe('Summary: 0 passed, 1 failed');
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
});
