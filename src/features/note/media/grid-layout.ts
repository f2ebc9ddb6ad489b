import type { DriveFile } from '@/core/entities';
import { displaySize } from './media-urls';

export type OneImageAppearance = 'expand' | '16_9' | '1_1' | '2_3';

/** Narrowest and widest ratios a lone item may take, so a panorama or a long strip stays readable. */
const MIN_RATIO = 1 / 2;
const MAX_RATIO = 3;
const FIXED: Record<Exclude<OneImageAppearance, 'expand'>, number> = { '16_9': 16 / 9, '1_1': 1, '2_3': 2 / 3 };

/** Class suffix for the grid shape: one, two, three (one tall + two), four (2×2), or many (3 columns). */
export function gridShape(count: number): 'n1' | 'n2' | 'n3' | 'n4' | 'many' {
  if (count <= 1) return 'n1';
  if (count === 2) return 'n2';
  if (count === 3) return 'n3';
  if (count === 4) return 'n4';
  return 'many';
}

/** The CSS aspect ratio of the whole grid, from the file's properties for a lone item. */
export function gridAspectRatio(files: DriveFile[], appearance: OneImageAppearance): number | null {
  if (files.length !== 1) return files.length > 4 ? null : 16 / 9;
  if (appearance !== 'expand') return FIXED[appearance];
  const size = displaySize(files[0]!);
  if (!size) return 16 / 9;
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, size.width / size.height));
}
