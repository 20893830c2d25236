import { polishNumberFormat } from './format';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

// Each unit's formatter is made the first time a size in that unit is shown (onFirstUse). Made
// with the module, all five were a 10-25 ms task when the menu's code loaded while idle, inside
// Lighthouse's window on home; the menu's first opening reads the same either way (README).
const formats = UNITS.map((unit) =>
  polishNumberFormat({
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
  return (formats[index] ?? formats[0])?.().format(value) ?? `${safe} B`;
}
