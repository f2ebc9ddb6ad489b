import { blend, contrast, CONTRAST_AA, CONTRAST_AAA, CONTRAST_LARGE, type Rgba } from '@/ui/theme/color';
import type { ThemeKey } from '@/ui/theme/theme-keys';

/** How a contrast ratio reads against the product's thresholds (spec section 5: 7, 4.5 and 3). */
export type ContrastGrade = 'aaa' | 'aa' | 'large' | 'fail';

export function contrastGrade(ratio: number): ContrastGrade {
  if (ratio >= CONTRAST_AAA) return 'aaa';
  if (ratio >= CONTRAST_AA) return 'aa';
  if (ratio >= CONTRAST_LARGE) return 'large';
  return 'fail';
}

/** The text colours the editor checks, each on the surface the client draws it on. */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [fg: ThemeKey, bg: ThemeKey]> = [
  ['fg', 'bg'],
  ['fg', 'panel'],
  ['fgTransparent', 'panel'],
  ['link', 'panel'],
  ['fgOnAccent', 'accent'],
  ['navFg', 'navBg'],
  ['infoFg', 'infoBg'],
];

export interface ContrastCheck {
  fg: ThemeKey;
  bg: ThemeKey;
  ratio: number;
  grade: ContrastGrade;
}

/** Each pair's ratio; a translucent surface is seen over the page background. */
export function contrastChecks(resolve: (key: ThemeKey) => Rgba): ContrastCheck[] {
  const page = resolve('bg');
  const pageSolid = page.a < 1 ? blend(page, { r: 255, g: 255, b: 255, a: 1 }) : page;
  return CONTRAST_PAIRS.map(([fg, bg]) => {
    const surface = resolve(bg);
    const ratio = contrast(resolve(fg), surface.a < 1 ? blend(surface, pageSolid) : surface);
    return { fg, bg, ratio, grade: contrastGrade(ratio) };
  });
}
