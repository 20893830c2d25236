// The loan maths of the capacity page (issue 35): the largest loan an instalment allows, and the
// instalment a loan needs, for both instalment types. Money in grosze; loans in whole złoty.
import { MONTHS_PER_YEAR } from './limits';
import { GROSZE_PER_ZLOTY, roundHalfUp } from './money';
import type { Grosze, MortgageType, Zloty } from './types';

/** The annual percent over this is the monthly rate (spec point 9). */
const PERCENT_MONTHS = 100 * MONTHS_PER_YEAR;

/** `percent` as whole units over a power of ten (9.75 → 975 / 100), if it has ≤ 6 decimals. */
function asFraction(percent: number): { units: number; scale: number } | null {
  for (let scale = 1; scale <= 1_000_000; scale *= 10) {
    const units = Math.round(percent * scale);
    if (Math.abs(percent * scale - units) <= 1e-9 * Math.max(1, units)) return { units, scale };
  }
  return null;
}

/** The loan whose instalment at `ratePercent` over `months` is at most `instalment`, in złoty. */
export function loanFor(
  instalment: Grosze,
  ratePercent: number,
  months: number,
  type: MortgageType,
) {
  if (months <= 0 || instalment <= 0) return 0;
  const j = ratePercent / PERCENT_MONTHS;
  if (type === 'ANNUITY') {
    // R × (1 − (1 + j)^−n) / j.
    const factor = (1 - (1 + j) ** -months) / j;
    return Math.max(0, Math.floor((instalment * factor) / GROSZE_PER_ZLOTY));
  }
  // The first instalment L/n + L·j is at most R: L = R / (1/n + j) = R·n·1200 / (1200 + n·rate),
  // exact in integers, so 1/300 + 11/1200 = 1/80 gives 80 × R, not 79,999… × R.
  const fraction = asFraction(ratePercent);
  if (fraction === null) {
    return Math.max(0, Math.floor(instalment / (1 / months + j) / GROSZE_PER_ZLOTY));
  }
  const { units, scale } = fraction;
  const numerator = BigInt(instalment) * BigInt(months) * BigInt(PERCENT_MONTHS * scale);
  const denominator = BigInt(PERCENT_MONTHS * scale + months * units) * BigInt(GROSZE_PER_ZLOTY);
  return Number(numerator / denominator);
}

/** The instalment of `loan` złoty at `ratePercent` over `months`, half-up to the grosz. */
export function instalmentOf(loan: Zloty, ratePercent: number, months: number, type: MortgageType) {
  if (months <= 0 || loan <= 0) return 0;
  const principal = loan * GROSZE_PER_ZLOTY;
  const j = ratePercent / PERCENT_MONTHS;
  return roundHalfUp(
    type === 'ANNUITY'
      ? (principal * j) / (1 - (1 + j) ** -months)
      : principal / months + principal * j,
  );
}
