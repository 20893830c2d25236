import { configure } from 'storybook/test';
import { expect } from 'vitest';

// A story's findBy… and waitFor wait up to 5 s for what the borrower would see, not Testing
// Library's 1 s: in `npm test` this project shares two cores with the site's build and e2e, and a
// heavy story (a 480-row report) can take over a second to settle there. What never comes still
// fails the story, only later.
configure({ asyncUtilTimeout: 5000 });

// Freezes animations, transitions and the caret (.storybook/preview.css), for tests only: the
// interactive Storybook is meant to look exactly like the site.
document.documentElement.classList.add('story-test-run');

// Stories run as tests here, so each one that opts in (parameters.screenshot, see preview.tsx) is
// also compared with its committed screenshot.
globalThis.__matchStoryScreenshot = async (element) => {
  // Immediate with the theme's system fonts; it keeps screenshots honest if a web font comes back.
  await document.fonts.ready;
  await expect.element(element).toMatchScreenshot();
};
