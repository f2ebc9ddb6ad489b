/**
 * Which emojibase-data locale serves a UI language, and how to load it. Every loader is a
 * dynamic import: the data of a language is its own chunk, fetched the first time the picker or
 * the autocomplete needs it (never in the start bundle). Languages emojibase lacks (Indonesian
 * among the UI's twelve) search the English data alone.
 */

/** An emoji as emojibase's compact data holds it (the fields the client reads). */
export interface CompactEmojiData {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  order?: number;
  tags?: string[];
  skins?: unknown[];
}

export interface EmojiMessagesData {
  groups: Array<{ key: string; message: string; order: number }>;
}

export interface EmojiLocaleData {
  emojis: CompactEmojiData[];
  messages: EmojiMessagesData;
}

type Load = () => Promise<EmojiLocaleData>;
const both = (emojis: Promise<{ default: unknown }>, messages: Promise<{ default: unknown }>): Promise<EmojiLocaleData> =>
  Promise.all([emojis, messages]).then(([e, m]) => ({ emojis: e.default as CompactEmojiData[], messages: m.default as EmojiMessagesData }));

const LOADERS = {
  en: () => both(import('emojibase-data/en/compact.json'), import('emojibase-data/en/messages.json')),
  ja: () => both(import('emojibase-data/ja/compact.json'), import('emojibase-data/ja/messages.json')),
  de: () => both(import('emojibase-data/de/compact.json'), import('emojibase-data/de/messages.json')),
  es: () => both(import('emojibase-data/es/compact.json'), import('emojibase-data/es/messages.json')),
  fr: () => both(import('emojibase-data/fr/compact.json'), import('emojibase-data/fr/messages.json')),
  it: () => both(import('emojibase-data/it/compact.json'), import('emojibase-data/it/messages.json')),
  ko: () => both(import('emojibase-data/ko/compact.json'), import('emojibase-data/ko/messages.json')),
  pt: () => both(import('emojibase-data/pt/compact.json'), import('emojibase-data/pt/messages.json')),
  ru: () => both(import('emojibase-data/ru/compact.json'), import('emojibase-data/ru/messages.json')),
  zh: () => both(import('emojibase-data/zh/compact.json'), import('emojibase-data/zh/messages.json')),
  'zh-hant': () => both(import('emojibase-data/zh-hant/compact.json'), import('emojibase-data/zh-hant/messages.json')),
} satisfies Record<string, Load>;

export type EmojiLocale = keyof typeof LOADERS;

/** The emojibase locale for a UI language (`ja-JP` → `ja`, `zh-TW` → `zh-hant`), English when it has none. */
export function emojiLocaleOf(lang: string): EmojiLocale {
  const lower = lang.toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower.startsWith('zh-hant')) return 'zh-hant';
  const base = lower.split('-')[0]!;
  return Object.hasOwn(LOADERS, base) ? (base as EmojiLocale) : 'en';
}

const loaded = new Map<EmojiLocale, Promise<EmojiLocaleData>>();

/** The locale's emoji data, loaded once. */
export function loadEmojiLocale(locale: EmojiLocale): Promise<EmojiLocaleData> {
  let p = loaded.get(locale);
  if (!p) {
    p = LOADERS[locale]();
    // A failed load (offline) may be retried later.
    p.catch(() => loaded.delete(locale));
    loaded.set(locale, p);
  }
  return p;
}

/** GitHub's (gemoji) shortcodes by hexcode: `+1`, `thumbsup`, `tada`, `sob`, … */
let shortcodes: Promise<Record<string, string | string[]>> | null = null;
export function loadShortcodes(): Promise<Record<string, string | string[]>> {
  shortcodes ??= import('emojibase-data/en/shortcodes/github.json').then((m) => m.default as Record<string, string | string[]>);
  shortcodes.catch(() => (shortcodes = null));
  return shortcodes;
}
