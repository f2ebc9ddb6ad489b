/**
 * Validation of MFM function arguments (spec section 5, "Markup effect arguments").
 * Every value that ends up in a style object passes through one of these first; raw argument
 * strings never reach CSS.
 */

export type FnArg = string | true | undefined;

/** Largest absolute value accepted for `scale.x` / `scale.y`. */
export const MAX_SCALE = 5;
export const DEFAULT_COLOR = '#f00';
export const BORDER_STYLES = ['hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A finite decimal number written plainly (no exponents, hex, or Infinity), else null. */
export function parseDecimal(value: FnArg): number | null {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** A number argument clamped to [min, max], or `fallback` when missing or malformed. */
export function numberArg(value: FnArg, fallback: number, min: number, max: number): number {
  const n = parseDecimal(value);
  return n === null ? fallback : clamp(n, min, max);
}

/** Longest duration accepted for speed and delay; longer values are clamped. */
export const MAX_TIME_S = 3600;

/** `speed` and `delay`: a number followed by `s` (e.g. `1.5s`), else null (caller's default). */
export function validateTime(value: FnArg): string | null {
  if (typeof value !== 'string' || !value.endsWith('s')) return null;
  const n = parseDecimal(value.slice(0, -1));
  if (n === null || n < 0) return null;
  return `${clamp(n, 0, MAX_TIME_S)}s`;
}

/** `loop`: a positive number of iterations, else `'infinite'`. */
export function validateLoop(value: FnArg): number | 'infinite' {
  const n = parseDecimal(value);
  return n !== null && n > 0 ? n : 'infinite';
}

/** Colours: 3 or 6–8 hex digits (without `#`), else red. Returns a CSS colour. */
export function validateColor(value: FnArg): string {
  if (typeof value !== 'string' || !/^([0-9a-f]{3}|[0-9a-f]{6,8})$/i.test(value)) return DEFAULT_COLOR;
  return `#${value.toLowerCase()}`;
}

/** Scale factor: a number capped at ±5; missing or malformed gives 1. */
export function validateScale(value: FnArg): number {
  return numberArg(value, 1, -MAX_SCALE, MAX_SCALE);
}

/** Border style: one of the CSS keywords, else `solid`. */
export function validateBorderStyle(value: FnArg): BorderStyle {
  return (BORDER_STYLES as readonly string[]).includes(value as string) ? (value as BorderStyle) : 'solid';
}

/** Highest frame rate accepted by `fps`; higher values are clamped. */
export const MAX_FPS = 60;

/**
 * `fps`: frames per second converted to a speed in seconds (one frame's duration, `1/fps`), or
 * null when missing or not a positive number.
 */
export function fpsToSpeed(value: FnArg): string | null {
  const n = parseDecimal(value);
  if (n === null || n <= 0) return null;
  const seconds = 1 / clamp(n, 0.01, MAX_FPS);
  return `${Math.round(seconds * 1000) / 1000}s`;
}

/** Rotation in degrees, default 90, normalised into (-360, 360). */
export function validateDegrees(value: FnArg, fallback = 90): number {
  const n = parseDecimal(value);
  return n === null ? fallback : n % 360;
}

/** Offsets for `position` in em, clamped so content stays near its line. */
export const MAX_POSITION_EM = 10;
export function validatePosition(value: FnArg): number {
  return numberArg(value, 0, -MAX_POSITION_EM, MAX_POSITION_EM);
}
