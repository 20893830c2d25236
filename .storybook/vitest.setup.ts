import { expect } from 'vitest';

// Stories run as tests here, so each one is also compared with its committed screenshot.
globalThis.__matchStoryScreenshot = async (element) => {
  // Immediate with the theme's system fonts; it keeps screenshots honest if a web font comes back.
  await document.fonts.ready;
  await expect.element(element).toMatchScreenshot();
};
