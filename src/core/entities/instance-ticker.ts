import { safeHttpUrl } from './http-url';
import type { UserLite } from './user';

/** The `instanceTicker` setting: never, on remote notes only, or on every note (local ones show this server). */
export type InstanceTickerMode = 'none' | 'remote' | 'always';

/** What a ticker shows: the server's name, its icon and its colour with a text colour that reads on it. */
export interface TickerInfo {
  name: string;
  /** An http(s) address, or null (no icon). */
  icon: string | null;
  /** A CSS hex colour, or null (the theme's own colours). */
  colour: string | null;
  /** Black or white, whichever reads better on `colour`. */
  text: '#000' | '#fff' | null;
}

/** The parts of this server's `meta` a local note's ticker shows. */
export interface LocalInstance {
  name?: string | null;
  iconUrl?: string | null;
  themeColor?: string | null;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The value when it is a CSS hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa), else null: nothing else reaches a style. */
export function cssHexColour(value: unknown): string | null {
  return typeof value === 'string' && HEX.test(value.trim()) ? value.trim() : null;
}

/** Black or white, whichever contrasts more with a hex colour (its alpha ignored); WCAG relative luminance. */
export function textOn(hex: string): '#000' | '#fff' {
  const h = hex.replace('#', '');
  const full = h.length <= 4 ? h.slice(0, 3).split('').map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black (lum + 0.05) / 0.05 equals contrast with white 1.05 / (lum + 0.05) at lum ≈ 0.179.
  return lum > 0.179 ? '#000' : '#fff';
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function info(name: string, icon: unknown, colour: unknown, base: string): TickerInfo {
  const c = cssHexColour(colour);
  return { name, icon: safeHttpUrl(icon, base), colour: c, text: c ? textOn(c) : null };
}

/** The ticker of a remote user's server, from the `instance` the server sent (any field may be absent or hostile). */
export function remoteTicker(user: Pick<UserLite, 'host' | 'instance'>, base: string): TickerInfo | null {
  if (!user.host) return null;
  const inst: Record<string, unknown> = typeof user.instance === 'object' && user.instance !== null ? user.instance : {};
  const name = text(inst.name) || user.host;
  return info(name, inst.faviconUrl || inst.iconUrl, inst.themeColor, base);
}

/** The ticker of this server for a local note (`always`): its meta's name (or host), icon and theme colour. */
export function localTicker(meta: LocalInstance | null | undefined, base: string): TickerInfo {
  let host = '';
  try {
    host = new URL(base).host;
  } catch {
    /* no host */
  }
  return info(text(meta?.name) || host, meta?.iconUrl, meta?.themeColor, base);
}

/** Whether a note by a user on `host` (null: this server) shows a ticker under the setting. */
export function showsTicker(mode: InstanceTickerMode | string, host: string | null | undefined): boolean {
  if (mode === 'always') return true;
  if (mode === 'remote') return !!host;
  return false;
}
