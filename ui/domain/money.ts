import type { Grosze, Zloty } from './types';

/** Grosze in one złoty. */
export const GROSZE_PER_ZLOTY = 100;

/**
 * Rounds half away from zero ("half-up" in commercial terms) to a whole number.
 *
 * The argument is first cut to 15 significant digits, so a product such as 1.005 × 100
 * (100.49999999999999 in binary) rounds as the decimal 100.5 it stands for. Fifteen digits
 * is what a double always holds exactly, and it is also where spreadsheets cut.
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) return value;
  const cleaned = Number(value.toPrecision(15));
  return cleaned < 0 ? -Math.floor(-cleaned + 0.5) : Math.floor(cleaned + 0.5);
}

/**
 * Divides two non-negative safe integers and rounds half-up, exactly.
 *
 * `%` on integral doubles is exact, so no float error can reach the rounding decision.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
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
