import type { Widget } from '@/core/settings';

/** Deck column kinds: the main page, any timeline, list, antenna, channel, notifications, mentions, direct notes, widgets. */
export const DECK_COLUMN_TYPES = ['main', 'timeline', 'list', 'antenna', 'channel', 'notifications', 'mentions', 'direct', 'widgets'] as const;
export type DeckColumnType = (typeof DECK_COLUMN_TYPES)[number];

export const DECK_TIMELINES = ['home', 'local', 'social', 'global', 'featured', 'media'] as const;
export type DeckTimeline = (typeof DECK_TIMELINES)[number];

export interface DeckColumn {
  id: string;
  type: DeckColumnType;
  /** A custom title; null shows the type's name. */
  name: string | null;
  /** Width in CSS pixels; a stack takes the width of its first column. */
  width: number;
  tl?: DeckTimeline;
  listId?: string;
  antennaId?: string;
  channelId?: string;
  widgets?: Widget[];
}

/** One named deck: its columns and their arrangement (left to right, each a stack top to bottom). */
export interface DeckProfile {
  columns: DeckColumn[];
  layout: string[][];
}

export const DEFAULT_COLUMN_WIDTH = 330;
export const MIN_COLUMN_WIDTH = 200;
export const MAX_COLUMN_WIDTH = 1200;
export const DEFAULT_PROFILE_NAME = 'default';

/** A new deck: the main column alone. */
export function defaultProfile(): DeckProfile {
  return { columns: [{ id: 'main', type: 'main', name: null, width: 350 }], layout: [['main']] };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_COLUMN_WIDTH;
  return Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
}

function parseColumn(v: unknown): DeckColumn | null {
  if (!isObj(v) || !str(v.id) || !(DECK_COLUMN_TYPES as readonly unknown[]).includes(v.type)) return null;
  const col: DeckColumn = { id: v.id as string, type: v.type as DeckColumnType, name: str(v.name) ?? null, width: clampWidth(typeof v.width === 'number' ? v.width : DEFAULT_COLUMN_WIDTH) };
  if ((DECK_TIMELINES as readonly unknown[]).includes(v.tl)) col.tl = v.tl as DeckTimeline;
  for (const key of ['listId', 'antennaId', 'channelId'] as const) {
    const s = str(v[key]);
    if (s) col[key] = s;
  }
  if (Array.isArray(v.widgets)) col.widgets = v.widgets.filter((w): w is Widget => isObj(w) && typeof w.id === 'string' && typeof w.name === 'string' && isObj(w.data)) as Widget[];
  if (col.type === 'timeline' && !col.tl) col.tl = 'home';
  if ((col.type === 'list' && !col.listId) || (col.type === 'antenna' && !col.antennaId) || (col.type === 'channel' && !col.channelId)) return null;
  return col;
}

/**
 * A stored profile, checked and repaired: broken columns are dropped, the layout keeps each known
 * column once, and columns the layout forgot get their own stack at the end.
 */
export function parseProfile(v: unknown): DeckProfile {
  if (!isObj(v) || !Array.isArray(v.columns)) return defaultProfile();
  const columns: DeckColumn[] = [];
  const ids = new Set<string>();
  for (const raw of v.columns) {
    const col = parseColumn(raw);
    if (col && !ids.has(col.id)) {
      ids.add(col.id);
      columns.push(col);
    }
  }
  const placed = new Set<string>();
  const layout: string[][] = [];
  for (const stack of Array.isArray(v.layout) ? v.layout : []) {
    if (!Array.isArray(stack)) continue;
    const kept: string[] = [];
    for (const id of stack) {
      if (typeof id !== 'string' || !ids.has(id) || placed.has(id)) continue;
      placed.add(id);
      kept.push(id);
    }
    if (kept.length > 0) layout.push(kept);
  }
  for (const col of columns) if (!placed.has(col.id)) layout.push([col.id]);
  return { columns, layout };
}
