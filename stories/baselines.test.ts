// Screenshots are opt-in (.storybook/preview.tsx): a baseline is kept only for what nothing but
// pixels shows, and their count and weight stay within issue 31's limits, which keep the
// repository light and every baseline small enough to be looked at when it changes.
import { readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const STORIES = fileURLToPath(new URL('.', import.meta.url));

/** Every committed baseline under stories/, with its size in bytes. */
async function baselines(): Promise<{ path: string; bytes: number }[]> {
  const entries = await readdir(STORIES, { recursive: true });
  // A failed comparison leaves its actual and diff images beside the baseline (git ignores them).
  const pngs = entries.filter(
    (path) =>
      path.includes('__screenshots__') && path.endsWith('.png') && !/-(actual|diff)/.test(path),
  );
  return Promise.all(
    pngs.map(async (path) => ({ path, bytes: (await stat(`${STORIES}${path}`)).size })),
  );
}

describe('the committed screenshot baselines', () => {
  it('are at most 100 files', async () => {
    expect((await baselines()).length).toBeLessThanOrEqual(100);
  });

  it('weigh at most 6 MB together', async () => {
    const total = (await baselines()).reduce((sum, { bytes }) => sum + bytes, 0);
    expect(total).toBeLessThanOrEqual(6_000_000);
  });
});
