import { describe, expect, it } from 'vitest';
import { blend, contrast, darken, hexToRgba, isColor, lighten, parseColor, toCss, withAlpha } from './color';

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#86b300', { r: 134, g: 179, b: 0, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['rgba(0, 0, 0, 0.5)', { r: 0, g: 0, b: 0, a: 0.5 }],
    ['rgb(10 20 30 / 0.25)', { r: 10, g: 20, b: 30, a: 0.25 }],
    ['white', { r: 255, g: 255, b: 255, a: 1 }],
  ])('%s', (input, expected) => expect(parseColor(input)).toEqual(expected));

  it.each(['red-ish', '#ggg', '#12345', 'rgb(1,2)', '', 'url(x)', 'rgb(a, b, c)'])('rejects %j', (input) => expect(isColor(input)).toBe(false));
});

describe('functions', () => {
  const accent = parseColor('#86b300')!;
  it('lighten and darken move lightness by percent points', () => {
    expect(toCss(lighten(accent, 10))).toBe('#ace600');
    expect(toCss(darken(accent, 10))).toBe('#608000');
  });
  it('alpha keeps the colour and sets the alpha', () => expect(toCss(withAlpha(accent, 0.15))).toBe('rgb(134 179 0 / 0.15)'));
  it('blend paints over an opaque colour', () => expect(toCss(blend({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 }))).toBe('#808080'));
});

describe('contrast', () => {
  it('black on white is 21:1 and equal colours 1:1', () => {
    expect(contrast(parseColor('#000')!, parseColor('#fff')!)).toBeCloseTo(21, 5);
    expect(contrast(parseColor('#777')!, parseColor('#777')!)).toBeCloseTo(1, 5);
  });
  it('a translucent foreground is measured as seen over the background', () => {
    const solid = contrast(parseColor('#000')!, parseColor('#fff')!);
    expect(contrast(parseColor('rgba(0,0,0,0.5)')!, parseColor('#fff')!)).toBeLessThan(solid / 3);
  });
});

describe('hexToRgba (spec section 5)', () => {
  it('6 digits get the default alpha of 32/255', () => expect(hexToRgba('86b300')).toEqual({ r: 134, g: 179, b: 0, a: 32 / 255 }));
  it('8 digits carry their own alpha', () => expect(hexToRgba('#86b300ff')?.a).toBe(1));
  it('anything else is not a colour', () => expect(hexToRgba('fff')).toBeNull());
});
