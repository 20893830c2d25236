import { BANNER_COPY } from './copy/header';
import { polishNumberFormat } from './format';

const twoDecimals = polishNumberFormat({
  signDisplay: 'negative',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const oneDecimal = polishNumberFormat({
  signDisplay: 'negative',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** The banner's reference-rate text, e.g. "Stopa referencyjna NBP: 4,00%"; null if no value. */
export function referenceRateText(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return BANNER_COPY.referenceRate(twoDecimals().format(value));
}

/** The banner's inflation text, e.g. "Inflacja CPI r/r (luty 2026): 2,1%"; null if no value. */
export function cpiText(
  value: number | null | undefined,
  month: string | undefined,
  year: number | undefined,
): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const period = month && year ? `${month} ${year}` : null;
  return BANNER_COPY.cpi(oneDecimal().format(value), period);
}
