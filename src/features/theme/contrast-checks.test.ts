import { describe, expect, it } from 'vitest';
import { parseColor, type Rgba } from '@/ui/theme/color';
import type { ThemeKey } from '@/ui/theme/theme-keys';
import { contrastChecks, contrastGrade } from './contrast-checks';

describe('contrastGrade (thresholds 7, 4.5 and 3)', () => {
  it('grades at and just under each threshold', () => {
    expect(contrastGrade(21)).toBe('aaa');
    expect(contrastGrade(7)).toBe('aaa');
    expect(contrastGrade(6.99)).toBe('aa');
    expect(contrastGrade(4.5)).toBe('aa');
    expect(contrastGrade(4.49)).toBe('large');
    expect(contrastGrade(3)).toBe('large');
    expect(contrastGrade(2.99)).toBe('fail');
  });
});

describe('contrastChecks', () => {
  const theme = (colors: Partial<Record<ThemeKey, string>>) => (key: ThemeKey): Rgba => parseColor(colors[key] ?? '#000000')!;

  it('rates black text on white as AAA and grey on grey as failing', () => {
    const checks = contrastChecks(theme({ fg: '#000000', bg: '#ffffff', panel: '#777777', fgTransparent: '#707070' }));
    expect(checks.find((c) => c.fg === 'fg' && c.bg === 'bg')).toMatchObject({ grade: 'aaa' });
    expect(checks.find((c) => c.fg === 'fgTransparent' && c.bg === 'panel')).toMatchObject({ grade: 'fail' });
  });

  it('sees a translucent surface over the page background', () => {
    // A nearly transparent black panel on a white page is nearly white: black text keeps AAA.
    const checks = contrastChecks(theme({ fg: '#000000', bg: '#ffffff', panel: 'rgba(0, 0, 0, 0.05)' }));
    expect(checks.find((c) => c.fg === 'fg' && c.bg === 'panel')!.ratio).toBeGreaterThan(15);
  });
});
