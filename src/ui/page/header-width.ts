import { NARROW_HEADER_WIDTH } from '@/core/constants';

/** A page header is narrow under 500 px (spec section 9): tighter padding and a smaller title. An unmeasured width (0) is not narrow. */
export function isNarrowHeader(width: number): boolean {
  return width > 0 && width < NARROW_HEADER_WIDTH;
}
