/**
 * The options of a status bar (settings `statusbars`, one entry per bar): the kind of bar, its size and
 * colour, and the kind's own options in `props`. Stored values come from older versions and other
 * clients too, so every option is read through these functions with its default.
 */
import type { Statusbar } from '@/core/settings';

export const STATUSBAR_TYPES = ['rss', 'federation', 'userList'] as const;
export type StatusbarType = (typeof STATUSBAR_TYPES)[number];

export const STATUSBAR_SIZES = ['verySmall', 'small', 'medium', 'large', 'veryLarge'] as const;
export type StatusbarSize = (typeof STATUSBAR_SIZES)[number];

/** Limits of the numeric options (seconds). */
export const REFRESH_MIN_SEC = 10;
export const REFRESH_MAX_SEC = 3600;
export const MARQUEE_MIN_SEC = 5;
export const MARQUEE_MAX_SEC = 300;

export interface CommonProps {
  /** How often the bar asks the server again. */
  refreshIntervalSec: number;
  /** Seconds one pass of the scrolling text takes (smaller is faster). */
  marqueeDuration: number;
  /** Scroll from left to right instead. */
  marqueeReverse: boolean;
}
export interface RssProps extends CommonProps {
  url: string;
  shuffle: boolean;
}
export interface FederationProps extends CommonProps {
  /** Each server's name in its theme colour. */
  colored: boolean;
}
export interface UserListProps extends CommonProps {
  userListId: string | null;
}

export const DEFAULT_COMMON: CommonProps = { refreshIntervalSec: 120, marqueeDuration: 100, marqueeReverse: false };

const clamp = (v: unknown, min: number, max: number, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : fallback;

export function isStatusbarType(v: unknown): v is StatusbarType {
  return typeof v === 'string' && (STATUSBAR_TYPES as readonly string[]).includes(v);
}

export function statusbarSize(bar: Pick<Statusbar, 'size'>): StatusbarSize {
  return (STATUSBAR_SIZES as readonly string[]).includes(bar.size) ? (bar.size as StatusbarSize) : 'medium';
}

export function commonProps(props: Record<string, unknown>): CommonProps {
  return {
    refreshIntervalSec: clamp(props.refreshIntervalSec, REFRESH_MIN_SEC, REFRESH_MAX_SEC, DEFAULT_COMMON.refreshIntervalSec),
    marqueeDuration: clamp(props.marqueeDuration, MARQUEE_MIN_SEC, MARQUEE_MAX_SEC, DEFAULT_COMMON.marqueeDuration),
    marqueeReverse: props.marqueeReverse === true,
  };
}

/** An RSS bar's feed address: only http(s) addresses are asked for; anything else is no address. */
export function rssProps(props: Record<string, unknown>): RssProps {
  const url = typeof props.url === 'string' && /^https?:\/\/\S+$/i.test(props.url.trim()) ? props.url.trim() : '';
  return { ...commonProps(props), url, shuffle: props.shuffle !== false };
}

export function federationProps(props: Record<string, unknown>): FederationProps {
  return { ...commonProps(props), colored: props.colored !== false };
}

export function userListProps(props: Record<string, unknown>): UserListProps {
  return { ...commonProps(props), userListId: typeof props.userListId === 'string' && props.userListId !== '' ? props.userListId : null };
}

/** The bars that can be shown: a known kind. */
export function shownStatusbars(bars: readonly Statusbar[]): Statusbar[] {
  return bars.filter((b) => isStatusbarType(b.type));
}

/** A fresh bar of the given kind with that kind's defaults. */
export function newStatusbar(id: string): Statusbar {
  return { id, name: null, type: null, size: 'medium', black: false, props: { ...DEFAULT_COMMON } };
}

/** The order of a feed's items: as given, or shuffled by `roll` (a fixed random source per fetch). */
export function shuffled<T>(items: readonly T[], roll: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(roll() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
