// WCAG 2.2 contrast, computed from the tokens themselves so the Foundations page never quotes a
// ratio that a changed colour has made stale.

/** An sRGB colour as 0–255 channels. */
export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

/** Reads `#rgb` or `#rrggbb` (the theme's colour tokens are all written so). */
export function parseHex(colour: string): Rgb {
  const match = /^#(?:([0-9a-f]{3})|([0-9a-f]{6}))$/i.exec(colour.trim());
  if (match === null) throw new Error(`Not a #rgb or #rrggbb colour: ${colour}`);
  const short = match[1];
  const hex = short === undefined ? (match[2] ?? '') : short.replace(/./g, '$&$&');
  return {
    red: Number.parseInt(hex.slice(0, 2), 16),
    green: Number.parseInt(hex.slice(2, 4), 16),
    blue: Number.parseInt(hex.slice(4, 6), 16),
  };
}

/** WCAG's relative luminance of an sRGB colour: 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number {
  const { red, green, blue } = parseHex(colour);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG's contrast ratio of two colours, from 1 (none) to 21 (black on white); order-free. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What a colour does on its background, and so which WCAG minimum it must meet. */
export type ColourRole = 'text' | 'largeText' | 'graphic' | 'disabled' | 'decorative';

/**
 * The minimum ratio per role: 1.4.3 for text (4.5, large text 3), 1.4.11 for the parts of
 * controls and charts one must see (3); disabled controls and decoration have none.
 */
export const MINIMUM_CONTRAST: Readonly<Record<ColourRole, number | null>> = {
  text: 4.5,
  largeText: 3,
  graphic: 3,
  disabled: null,
  decorative: null,
};

/** The ratio as a designer reads it: "4,52:1", truncated, never rounded up into a pass. */
export function formatRatio(ratio: number): string {
  const truncated = Math.floor(ratio * 100) / 100;
  return `${truncated.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
}

/** Whether `ratio` meets the role's minimum (always true where WCAG sets none). */
export function meetsMinimum(ratio: number, role: ColourRole): boolean {
  const minimum = MINIMUM_CONTRAST[role];
  return minimum === null || ratio >= minimum;
}
