import { emojiLocaleOf, loadEmojiLocale, loadShortcodes, type CompactEmojiData, type EmojiLocaleData } from './emoji-locales';
import type { PickerEmoji, UnicodeGroup } from './picker-types';

/** emojibase's group of skin-tone and hair components, not emoji of their own. */
const COMPONENT_GROUP = 2;

/**
 * The character sequence to insert. emojibase writes the emoji-presentation selector (U+FE0F)
 * after single characters that are emoji by default (`👍️`); Misskey and the Unicode test data
 * write those without it (`👍`), so reactions and lookups agree. Sequences that need it keep it.
 */
export function normalizeEmoji(unicode: string): string {
  if (!unicode.endsWith('\uFE0F')) return unicode;
  const base = unicode.slice(0, -1);
  return [...base].length === 1 && /^\p{Emoji_Presentation}$/u.test(base) ? base : unicode;
}

const slug = (label: string) => label.toLowerCase().replace(/[^\p{L}\p{N}+-]+/gu, '_').replace(/^_+|_+$/g, '');

function pushUnique(out: string[], seen: Set<string>, words: readonly string[] | undefined) {
  for (const w of words ?? []) {
    const k = w.toLowerCase();
    if (k && !seen.has(k)) {
      seen.add(k);
      out.push(w);
    }
  }
}

/**
 * The Unicode emoji by group, from emojibase's data in the UI language and in English and GitHub's
 * shortcodes. Each emoji is named by its first shortcode (`thumbsup`…) and found by all of them,
 * and by its label and keywords in both languages; its first alias is the label in the UI language.
 */
export function buildUnicodeGroups(ui: EmojiLocaleData, en: EmojiLocaleData, shortcodes: Record<string, string | string[]>): UnicodeGroup[] {
  const enByHex = new Map<string, CompactEmojiData>();
  for (const e of en.emojis) enByHex.set(e.hexcode, e);
  const titles = new Map<number, string>();
  for (const g of ui.messages.groups) titles.set(g.order, g.message.charAt(0).toLocaleUpperCase() + g.message.slice(1));
  const groups = new Map<number, PickerEmoji[]>();
  const sorted = ui.emojis.filter((e) => typeof e.group === 'number' && e.group !== COMPONENT_GROUP).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const e of sorted) {
    const english = enByHex.get(e.hexcode);
    const sc = shortcodes[e.hexcode];
    const codes = sc === undefined ? [] : Array.isArray(sc) ? sc : [sc];
    // thumbsup before +1: the name people read; both are found.
    const ordered = [...codes].sort((a, b) => Number(/^\W/.test(a)) - Number(/^\W/.test(b)));
    const aliases: string[] = [];
    pushUnique(aliases, new Set(), [e.label, english?.label ?? '', ...(e.tags ?? []), ...(english?.tags ?? [])]);
    const name = ordered[0] ?? slug(english?.label ?? e.label);
    const emoji: PickerEmoji = {
      kind: 'unicode',
      code: normalizeEmoji(e.unicode),
      name,
      shortcodes: ordered,
      aliases,
      group: titles.get(e.group!) ?? String(e.group),
      skinTones: Array.isArray(e.skins) && e.skins.length > 0,
    };
    const list = groups.get(e.group!);
    if (list) list.push(emoji);
    else groups.set(e.group!, [emoji]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([order, emojis]) => ({ key: String(order), name: titles.get(order) ?? String(order), emojis }));
}

const built = new Map<string, Promise<UnicodeGroup[]>>();

/** The Unicode emoji for a UI language (`ja-JP`…), loaded and built once per language. */
export function loadUnicodeGroups(lang: string): Promise<UnicodeGroup[]> {
  const locale = emojiLocaleOf(lang);
  let p = built.get(locale);
  if (!p) {
    p = Promise.all([loadEmojiLocale(locale), locale === 'en' ? null : loadEmojiLocale('en'), loadShortcodes()]).then(([ui, en, sc]) => buildUnicodeGroups(ui, en ?? ui, sc));
    p.catch(() => built.delete(locale));
    built.set(locale, p);
  }
  return p;
}
