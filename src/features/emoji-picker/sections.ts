import { PICKER_SECTION_IDS } from '@/core/settings';
import type { PickerEmoji, PickerSection, UnicodeGroup } from './picker-types';

/** Section ids of the emoji-picker-order setting (spec section 3), defined with the setting. */
export { PICKER_SECTION_IDS };
export type PickerSectionId = (typeof PICKER_SECTION_IDS)[number];

export const RECENTLY_ADDED_COUNT = 24;
export const RANDOM_COUNT = 16;

export interface SectionInput {
  order: readonly string[];
  /** pinned1..pinned5: the reaction deck (`reactions`) and the folders reactions2..reactions5. */
  pinned: ReadonlyArray<{ title: string | null; codes: readonly string[] }>;
  recent: readonly string[];
  popular: readonly string[];
  customs: readonly PickerEmoji[];
  unicode: readonly UnicodeGroup[] | null;
  /** Emoji for a code that is neither a known custom emoji nor in the Unicode data. */
  fallback: (code: string) => PickerEmoji;
  title: (id: PickerSectionId, n?: number) => string;
  /** 0..1, for the random section. */
  random: () => number;
}

const customMaps = new WeakMap<readonly PickerEmoji[], Map<string, PickerEmoji>>();
let unicodeMap: { groups: readonly UnicodeGroup[]; map: Map<string, PickerEmoji> } | null = null;

/** Looks codes up among the known emoji (custom by `:name:`, unicode by character); maps are built once per list. */
export function emojiLookup(customs: readonly PickerEmoji[], unicode: readonly UnicodeGroup[] | null): (code: string) => PickerEmoji | undefined {
  let custom = customMaps.get(customs);
  if (!custom) {
    custom = new Map(customs.map((e) => [e.code, e]));
    customMaps.set(customs, custom);
  }
  if (unicode && unicodeMap?.groups !== unicode) {
    const map = new Map<string, PickerEmoji>();
    for (const g of unicode) for (const e of g.emojis) map.set(e.code.replace(/\uFE0F/g, ''), e);
    unicodeMap = { groups: unicode, map };
  }
  const uni = unicode ? unicodeMap!.map : null;
  const c = custom;
  return (code) => c.get(code.replace(/@\.:$/, ':')) ?? uni?.get(code.replace(/\uFE0F/g, ''));
}

/** The picker's sections in the order asked for; empty ones are left out. */
export function buildSections(input: SectionInput): PickerSection[] {
  const find = emojiLookup(input.customs, input.unicode);
  const resolve = (codes: readonly string[]) => codes.map((c) => find(c) ?? input.fallback(c));
  const sections: PickerSection[] = [];
  const seen = new Set<string>();
  // Recently used and popular emoji leave out what is already pinned (one button per emoji up there).
  const pinnedCodes = new Set(input.pinned.flatMap((p) => p.codes.map((c) => c.replace(/@\.:$/, ':'))));
  const unpinned = (codes: readonly string[]) => codes.filter((c) => !pinnedCodes.has(c.replace(/@\.:$/, ':')));
  for (const id of input.order) {
    if (seen.has(id)) continue;
    seen.add(id);
    switch (id) {
      case 'pinned1':
      case 'pinned2':
      case 'pinned3':
      case 'pinned4':
      case 'pinned5': {
        const n = Number(id.slice(-1));
        const pin = input.pinned[n - 1];
        if (pin && pin.codes.length) sections.push({ id, title: pin.title || input.title(id, n), emojis: resolve(pin.codes) });
        break;
      }
      case 'recentlyUsed':
        if (unpinned(input.recent).length) sections.push({ id, title: input.title(id), emojis: resolve(unpinned(input.recent)) });
        break;
      case 'recentlyPopularReactions':
        if (unpinned(input.popular).length) sections.push({ id, title: input.title(id), emojis: resolve(unpinned(input.popular)) });
        break;
      case 'recentlyAddEmojis':
        if (input.customs.length) sections.push({ id, title: input.title(id), emojis: input.customs.slice(-RECENTLY_ADDED_COUNT).reverse() });
        break;
      case 'random': {
        if (!input.customs.length) break;
        // A partial Fisher-Yates shuffle: distinct picks, always finishes.
        const pool = input.customs.slice();
        const count = Math.min(RANDOM_COUNT, pool.length);
        for (let i = 0; i < count; i++) {
          const j = i + Math.floor(input.random() * (pool.length - i));
          [pool[i], pool[j]] = [pool[j]!, pool[i]!];
        }
        sections.push({ id, title: input.title(id), emojis: pool.slice(0, count) });
        break;
      }
      case 'customCategories': {
        const byCategory = new Map<string, PickerEmoji[]>();
        for (const e of input.customs) {
          if (e.kind !== 'custom' || !e.category) continue;
          const list = byCategory.get(e.category);
          if (list) list.push(e);
          else byCategory.set(e.category, [e]);
        }
        for (const [category, emojis] of byCategory) sections.push({ id: `category:${category}`, title: category, emojis });
        break;
      }
      case 'uncategorized': {
        const emojis = input.customs.filter((e) => e.kind === 'custom' && !e.category);
        if (emojis.length) sections.push({ id, title: input.title(id), emojis });
        break;
      }
      case 'unicode':
        for (const g of input.unicode ?? []) sections.push({ id: `unicode:${g.key}`, title: g.name, emojis: g.emojis });
        break;
      // followedCategories: no server offers a list of followed emoji categories through the API the
      // client reads, so the section stays empty.
      default:
        break;
    }
  }
  return sections;
}

export type PickerRow =
  /** `open` only for a folder that can be opened and closed (pages 2–5 of the reaction deck). */
  | { type: 'header'; key: string; title: string; section: string; open?: boolean }
  | { type: 'emojis'; key: string; emojis: PickerEmoji[]; /** flat index of the first emoji */ start: number };

/**
 * Sections laid out as rows of `columns` emoji under a header row each (for the virtual list). A
 * section in `folders` can be closed: false there leaves its header alone.
 */
export function layoutRows(
  sections: readonly PickerSection[],
  columns: number,
  folders?: ReadonlyMap<string, boolean>,
): { rows: PickerRow[]; flat: PickerEmoji[]; rowOf: number[] } {
  const rows: PickerRow[] = [];
  const flat: PickerEmoji[] = [];
  const rowOf: number[] = [];
  for (const s of sections) {
    const open = folders?.get(s.id);
    rows.push(open === undefined ? { type: 'header', key: `h:${s.id}`, title: s.title, section: s.id } : { type: 'header', key: `h:${s.id}`, title: s.title, section: s.id, open });
    if (open === false) continue;
    for (let i = 0; i < s.emojis.length; i += columns) {
      const emojis = s.emojis.slice(i, i + columns);
      const start = flat.length;
      for (const e of emojis) {
        flat.push(e);
        rowOf.push(rows.length);
      }
      rows.push({ type: 'emojis', key: `r:${s.id}:${i}`, emojis, start });
    }
  }
  return { rows, flat, rowOf };
}

/** Where an arrow key moves the active emoji (flat index), or the same index at an edge. */
export function moveActive(layout: { rows: PickerRow[]; flat: PickerEmoji[]; rowOf: number[] }, index: number, key: string): number {
  const { rows, flat, rowOf } = layout;
  if (!flat.length) return -1;
  if (index < 0) return 0;
  if (key === 'ArrowRight') return Math.min(flat.length - 1, index + 1);
  if (key === 'ArrowLeft') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return flat.length - 1;
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return index;
  const row = rows[rowOf[index]!] as Extract<PickerRow, { type: 'emojis' }>;
  const col = index - row.start;
  const step = key === 'ArrowDown' ? 1 : -1;
  for (let r = rowOf[index]! + step; r >= 0 && r < rows.length; r += step) {
    const candidate = rows[r]!;
    if (candidate.type === 'emojis') return candidate.start + Math.min(col, candidate.emojis.length - 1);
  }
  return index;
}
