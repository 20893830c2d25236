import { expect } from 'vitest';

// Stories run as tests here, so each one is also compared with its committed screenshot.
globalThis.__matchStoryScreenshot = async (element) => {
  await Promise.all([document.fonts.load('400 1em Inter'), document.fonts.load('700 1em Inter')]);
  await document.fonts.ready;
  await expect.element(element).toMatchScreenshot();
};
