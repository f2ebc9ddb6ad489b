/**
 * Colours for themes: parsing (#rgb, #rrggbb, #rrggbbaa, rgb()/rgba(), a few names), the theme
 * functions (lighten, darken, alpha, hue, saturate), CSS output and WCAG contrast.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const NAMED: Record<string, Rgba> = {
  black: { r: 0, g: 0, b: 0, a: 1 },
  white: { r: 255, g: 255, b: 255, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Parses a CSS colour this module understands; null when it is not one. */
export function parseColor(input: string): Rgba | null {
  const s = input.trim().toLowerCase();
  if (NAMED[s]) return { ...NAMED[s] };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (hex) {
    let h = hex[1]!;
    if (h.length <= 4) h = [...h].map((c) => c + c).join('');
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(s);
  if (fn) {
    const parts = fn[1]!.split(/\s*[,/]\s*|\s+/).filter(Boolean);
    if (parts.length !== 3 && parts.length !== 4) return null;
    const nums = parts.map((p, i) => {
      const pct = p.endsWith('%');
      const v = Number(pct ? p.slice(0, -1) : p);
      if (!Number.isFinite(v)) return NaN;
      if (i === 3) return pct ? v / 100 : v;
      return pct ? (v * 255) / 100 : v;
    });
    if (nums.some((v) => Number.isNaN(v))) return null;
    return { r: clamp(nums[0]!, 0, 255), g: clamp(nums[1]!, 0, 255), b: clamp(nums[2]!, 0, 255), a: clamp(nums[3] ?? 1, 0, 1) };
  }
  return null;
}

export function isColor(input: string): boolean {
  return parseColor(input) !== null;
}

const hex2 = (n: number) => Math.round(clamp(n, 0, 255)).toString(16).padStart(2, '0');

/** #rrggbb when opaque, else rgb(r g b / a). */
export function toCss(c: Rgba): string {
  if (c.a >= 1) return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;
  return `rgb(${Math.round(c.r)} ${Math.round(c.g)} ${Math.round(c.b)} / ${Math.round(c.a * 1000) / 1000})`;
}

/** #rrggbb, ignoring alpha (for colour inputs). */
export function toHex6(c: Rgba): string {
  return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgba): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

function fromHsl({ h, s, l }: Hsl, a: number): Rgba {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255, a };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const ch = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: ch(hue + 1 / 3) * 255, g: ch(hue) * 255, b: ch(hue - 1 / 3) * 255, a };
}

/** Lightness + amount percent points (negative darkens). */
export function lighten(c: Rgba, amount: number): Rgba {
  const hsl = toHsl(c);
  return fromHsl({ ...hsl, l: clamp(hsl.l + amount / 100, 0, 1) }, c.a);
}

export function darken(c: Rgba, amount: number): Rgba {
  return lighten(c, -amount);
}

export function saturate(c: Rgba, amount: number): Rgba {
  const hsl = toHsl(c);
  return fromHsl({ ...hsl, s: clamp(hsl.s + amount / 100, 0, 1) }, c.a);
}

export function spin(c: Rgba, degrees: number): Rgba {
  const hsl = toHsl(c);
  return fromHsl({ ...hsl, h: hsl.h + degrees }, c.a);
}

export function withAlpha(c: Rgba, alpha: number): Rgba {
  return { ...c, a: clamp(alpha, 0, 1) };
}

/** The colour seen when `top` is painted over an opaque `bottom`. */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(c: Rgba): number {
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

/** WCAG contrast ratio of a foreground (blended over the background when translucent) on a background. */
export function contrast(fg: Rgba, bg: Rgba): number {
  const solidBg = bg.a < 1 ? blend(bg, { r: 255, g: 255, b: 255, a: 1 }) : bg;
  const solidFg = fg.a < 1 ? blend(fg, solidBg) : fg;
  const l1 = luminance(solidFg);
  const l2 = luminance(solidBg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** Contrast thresholds the product uses (spec section 5). */
export const CONTRAST_AA = 4.5;
export const CONTRAST_LARGE = 3;
export const CONTRAST_AAA = 7;

/** 6 or 8 hex digits (with or without '#') as rgba; without an alpha byte the alpha is 32/255 (spec section 5). */
export function hexToRgba(hex: string, defaultAlpha = 32 / 255): Rgba | null {
  const m = /^#?([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  if (!m) return null;
  const v = m[1]!;
  const n = (i: number) => parseInt(v.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: m[2] ? parseInt(m[2], 16) / 255 : defaultAlpha };
}
