// Draws the web app manifest's PNG icons from site/public/favicon.svg in Debian's Chromium.
// The PNGs are committed (npm start needs no browser); run `node scripts/icons.mjs` after a
// change to the favicon and look at the results.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** Each icon: file, size, and whether it is "maskable" (drawing within the 80 % safe zone). */
export const ICONS = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];

const svg = await readFile(new URL('../site/public/favicon.svg', import.meta.url));
const source = `data:image/svg+xml;base64,${svg.toString('base64')}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
for (const [name, size, maskable] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const image = maskable
    ? `<div style="position:fixed;inset:0;background:#0d2b55"></div><img src="${source}" style="position:fixed;left:10%;top:10%;width:80%;height:80%">`
    : `<img src="${source}" style="position:fixed;inset:0;width:100%;height:100%">`;
  await page.setContent(`<html><body style="margin:0">${image}</body></html>`);
  await page.screenshot({
    path: new URL(`../site/public/icons/${name}`, import.meta.url).pathname,
    omitBackground: !maskable,
  });
}
await browser.close();
