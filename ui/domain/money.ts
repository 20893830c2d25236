import type { Grosze, Zloty } from './types';

/** Grosze in one złoty. */
export const GROSZE_PER_ZLOTY = 100;

/**
 * Rounds half away from zero ("half-up" in commercial terms) to a whole number.
 *
 * The argument is first cut to 15 significant digits, so a product such as 1.005 × 100
 * (100.49999999999999 in binary) rounds as the decimal 100.5 it stands for. Fifteen digits
 * is what a double always holds exactly, and it is also where spreadsheets cut. Never -0.
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) return value;
  // Cutting to 15 digits moves a value by at most 5·10^−15 of itself, which can only change the
  // result when the fraction is that close to one half; elsewhere the cut (a string round trip,
  // the slow part of the engine's loop) is skipped and the plain rounding gives the same whole.
  const floor = Math.floor(value);
  const fraction = value - floor;
  let rounded: number;
  if (Math.abs(fraction - 0.5) > 1e-14 * Math.abs(value)) {
    rounded = fraction < 0.5 ? floor : floor + 1;
  } else {
    const cleaned = Number(value.toPrecision(15));
    rounded = cleaned < 0 ? -Math.floor(-cleaned + 0.5) : Math.floor(cleaned + 0.5);
  }
  // -0 would print as "-0"; it is the same amount as 0.
  return rounded === 0 ? 0 : rounded;
}

/**
 * Divides two non-negative safe integers and rounds half-up, exactly.
 *
 * The float quotient is at most one off the whole quotient, and the remainder computed from the
 * corrected whole is exact (every product stays below 2^53), so no float error can reach the
 * rounding decision. This is the engine's hottest line: `%` on doubles is a library call that
 * costs several times a division.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** Converts złoty to whole grosze, rounding half-up. */
export function toGrosze(zloty: Zloty): Grosze {
  return roundHalfUp(zloty * GROSZE_PER_ZLOTY);
}

/** Converts whole grosze to złoty; the division is correctly rounded, so 230972 gives 2309.72. */
export function toZloty(grosze: Grosze): Zloty {
  return grosze / GROSZE_PER_ZLOTY;
}

/**
 * `percent` % of `grosze`, rounded half-up to the whole grosz, exactly: the percent (at most six
 * decimals) becomes an integer over a power of ten, and products past 2^53 are done in BigInt.
 * A percent with more decimals falls back to `roundHalfUp` on the float product.
 */
export function percentOf(grosze: Grosze, percent: number): Grosze {
  let scale = 1;
  for (let decimals = 0; decimals <= 6; decimals += 1, scale *= 10) {
    const scaled = percent * scale;
    const units = Math.round(scaled);
    if (Math.abs(scaled - units) <= 1e-9 * Math.max(1, scaled)) {
      const denominator = 100 * scale;
      const product = grosze * units;
      if (Number.isSafeInteger(product)) return divideHalfUp(product, denominator);
      const big = BigInt(grosze) * BigInt(units);
      const whole = BigInt(denominator);
      return Number((2n * big + whole) / (2n * whole));
    }
  }
  return roundHalfUp((grosze * percent) / 100);
}
