import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./test-summary.mjs', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs the summary over the given report files; resolves with its output and exit code. */
async function summarise(files: Record<string, unknown>) {
  const dir = await mkdtemp(join(tmpdir(), 'summary-'));
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(dir, name), JSON.stringify(content));
  }
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, REPORTS_DIR: dir },
    });
    return { stdout, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; code: number };
    return { stdout: failed.stdout, code: failed.code };
  }
}

describe("npm test's closing summary", () => {
  it('names each failing test with its error just above the closing line', async () => {
    const { stdout, code } = await summarise({
      'stages.json': [
        { name: 'vitest', status: 'failed', report: 'vitest.json' },
        { name: 'e2e', status: 'failed', report: 'e2e.json' },
        { name: 'types', status: 'failed' },
      ],
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
                failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n  at x'],
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
    });
    const lines = stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('Summary: 8 passed, 3 failed');
    expect(lines.slice(-5, -1)).toEqual([
      'Failed:',
      '  ui/domain/money.test.ts › money rounds half up: AssertionError: expected 1 to be 2',
      '  e2e/home.spec.ts › a run is saved: Error: timed out',
      '  types: the stage failed (its log is above)',
    ]);
    expect(code).toBe(1);
  });

  it('names a test file that failed to load, which counts no failed test', async () => {
    const { stdout } = await summarise({
      'stages.json': [{ name: 'vitest', status: 'failed', report: 'vitest.json' }],
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
    });
    expect(stdout).toContain("  ui/domain/broken.test.ts: SyntaxError: Unexpected token '}'\n");
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('Summary: 5 passed, 1 failed');
  });

  it('lists nothing when every stage passed', async () => {
    const { stdout, code } = await summarise({
      'stages.json': [{ name: 'build', status: 'passed' }],
    });
    expect(stdout).not.toContain('Failed:');
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('Summary: 1 passed, 0 failed');
    expect(code).toBe(0);
  });
});
