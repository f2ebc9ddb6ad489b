import type { MfmFn } from 'mfm-js';
import type { FnArg } from '../validators';
import { clamp } from '../validators';

/** One argument of an MFM function (`$[name.key=value …]`), own keys only. */
export function fnArg(node: MfmFn, key: string): FnArg {
  const args = node.props?.args;
  if (!args || typeof args !== 'object' || !Object.hasOwn(args, key)) return undefined;
  const value = (args as Record<string, unknown>)[key];
  return value === true || typeof value === 'string' ? value : undefined;
}

export function hasFlag(node: MfmFn, key: string): boolean {
  return fnArg(node, key) !== undefined;
}

/** Largest cumulative font-size factor of nested x2/x3/x4/tada. */
export const MAX_FONT_SCALE = 8;
/** Largest cumulative |scale| of nested `scale`. */
export const MAX_TRANSFORM_SCALE = 5;
/** Largest cumulative |offset| (em) of nested `position`. */
export const MAX_TOTAL_OFFSET_EM = 10;

/** The part of a growth factor still allowed on top of `current` so the product stays ≤ max. */
export function capGrowth(current: number, requested: number, max: number): number {
  const abs = Math.abs(requested);
  if (abs <= 1) return requested;
  const allowed = Math.max(1, max / Math.max(current, 1e-6));
  return Math.sign(requested) * Math.min(abs, allowed);
}

/** The part of an offset still allowed when `used` of the budget `max` is spent. */
export function capOffset(used: number, requested: number, max: number): number {
  const left = Math.max(0, max - used);
  return clamp(requested, -left, left);
}
