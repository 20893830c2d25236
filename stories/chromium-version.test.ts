// The screenshot baselines hold for the Chromium they were reviewed with. Debian's Chromium is
// not pinned, so a new one from apt makes this test fail until someone has looked at the
// baselines again (README, "Storybook dla projektantów") and recorded the new version.
import { describe, expect, it } from 'vitest';
import { recordedChromiumVersion, runningChromiumVersion } from '../scripts/chromium-version.ts';

describe('the screenshot baselines', () => {
  it('were reviewed with the Chromium that runs the tests', async () => {
    const running = await runningChromiumVersion();
    const recorded = await recordedChromiumVersion();
    expect(
      running,
      `Chromium is now "${running}", but the screenshot baselines were reviewed with ` +
        `"${recorded ?? 'no recorded version'}": re-review baselines. Run npm run screenshots:review, ` +
        'look at each expected, actual and diff image in its report, accept what you have checked, ' +
        'then record the version with node scripts/chromium-version.ts --write.',
    ).toBe(recorded);
  });
});
