import { LOCALE } from './format';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

// Made with the module, unlike the page's figures (onFirstUse): only the menu uses them, and its
// code loads while the browser is idle, so they are ready before the tap that opens it.
const formats = UNITS.map(
  (unit) =>
    new Intl.NumberFormat(LOCALE, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: unit === 'byte' ? 0 : 1,
    }),
);

/** A byte count in Polish decimal units, e.g. "1,2 MB" or "2,1 GB" (1 kB = 1000 B). */
export function formatStorageSize(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let index = 0;
  let value = safe;
  // Compare the value as it will be shown (one decimal), so 999 960 B reads "1 MB", not "1000 kB".
  while (Math.round(value * 10) / 10 >= 1000 && index < UNITS.length - 1) {
    value /= 1000;
    index += 1;
  }
  return (formats[index] ?? formats[0])?.format(value) ?? `${safe} B`;
}
