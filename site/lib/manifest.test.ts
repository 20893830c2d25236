import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GET } from '../pages/manifest.webmanifest';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('carries the 192 px icon inside itself, the very PNG of site/public/icons', async () => {
    const response = await GET({} as Parameters<typeof GET>[0]);
    const manifest = (await response.json()) as { icons: Icon[]; start_url: string };
    const [first] = manifest.icons;
    expect(first?.sizes).toBe('192x192');
    const prefix = 'data:image/png;base64,';
    expect(first?.src.startsWith(prefix)).toBe(true);
    const inline = Buffer.from(first?.src.slice(prefix.length) ?? '', 'base64');
    expect(pngSize(inline)).toEqual([192, 192]);
    const file = readFileSync(new URL('../public/icons/icon-192.png', import.meta.url));
    expect(inline.equals(file)).toBe(true);
    // The large icons stay files: a phone asks for them only when the site is installed.
    expect(manifest.icons.slice(1).map((icon) => icon.src)).toEqual([
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
    ]);
  });
});
