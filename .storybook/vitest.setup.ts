import { expect } from 'vitest';

// Freezes animations, transitions and the caret (.storybook/preview.css), for tests only: the
// interactive Storybook is meant to look exactly like the site.
document.documentElement.classList.add('story-test-run');

// Stories run as tests here, so each one is also compared with its committed screenshot.
globalThis.__matchStoryScreenshot = async (element) => {
  // Immediate with the theme's system fonts; it keeps screenshots honest if a web font comes back.
  await document.fonts.ready;
  await expect.element(element).toMatchScreenshot();
};
