import { describe, expect, it } from 'vitest';
import type { PickerEmoji } from './picker-types';
import { pushRecent } from './recent';
import { indexEmojis, searchEmojis } from './search-index';
import { buildSections, layoutRows, moveActive, type SectionInput } from './sections';
import { withSkinTone } from './skin-tone';
import enEmojis from 'emojibase-data/en/compact.json';
import enMessages from 'emojibase-data/en/messages.json';
import github from 'emojibase-data/en/shortcodes/github.json';
import jaEmojis from 'emojibase-data/ja/compact.json';
import jaMessages from 'emojibase-data/ja/messages.json';
import type { EmojiLocaleData } from './emoji-locales';
import { emojiLocaleOf } from './emoji-locales';
import { buildUnicodeGroups, normalizeEmoji } from './unicode-data';

const EN = { emojis: enEmojis, messages: enMessages } as unknown as EmojiLocaleData;
const JA = { emojis: jaEmojis, messages: jaMessages } as unknown as EmojiLocaleData;
const UNICODE_GROUPS = buildUnicodeGroups(EN, EN, github);
const JA_GROUPS = buildUnicodeGroups(JA, EN, github);

const custom = (name: string, aliases: string[] = [], category: string | null = null): PickerEmoji => ({ kind: 'custom', code: `:${name}:`, name, aliases, url: `https://mk.example/emoji/${name}.webp`, category });
const CUSTOMS = [custom('blobcat', ['cat', 'blob'], 'Blobs'), custom('blobheart', ['heart'], 'Blobs'), custom('nekoyes', ['yes'], 'Neko'), custom('party', ['tada'])];

function input(patch: Partial<SectionInput> = {}): SectionInput {
  return {
    order: ['pinned1', 'pinned2', 'recentlyUsed', 'recentlyAddEmojis', 'recentlyPopularReactions', 'random', 'customCategories', 'uncategorized', 'unicode'],
    pinned: [{ title: null, codes: ['👍', ':blobcat:'] }, { title: 'Cats', codes: [] }],
    recent: [':party:'],
    popular: [],
    customs: CUSTOMS,
    unicode: UNICODE_GROUPS,
    fallback: (code) => ({ kind: 'unicode', code, name: code, aliases: [], group: '', skinTones: false }),
    title: (id, n) => `${id}${n ?? ''}`,
    random: () => 0.5,
    ...patch,
  };
}

describe('search', () => {
  it('finds custom emoji by name and alias before unicode ones, best matches first', () => {
    const results = searchEmojis([indexEmojis(CUSTOMS), ...UNICODE_GROUPS.map((g) => indexEmojis(g.emojis))], 'cat');
    expect(results[0]?.code).toBe(':blobcat:');
    expect(results.some((e) => e.code === '🐈')).toBe(true);
    expect(results.findIndex((e) => e.kind === 'unicode')).toBeGreaterThan(0);
  });

  it('accepts :colons: and ignores case', () => {
    expect(searchEmojis([indexEmojis(CUSTOMS)], ':NEKO').map((e) => e.name)).toEqual(['nekoyes']);
  });

  it('indexes a list once', () => expect(indexEmojis(CUSTOMS)).toBe(indexEmojis(CUSTOMS)));

  it('5,000 custom emoji: the exact alias first, then aliases starting with it, in list order (time: bench scenario 8)', () => {
    const many = Array.from({ length: 5000 }, (_, i) => custom(`emoji_${i}`, [`alias${i}`], i % 3 ? `cat${i % 40}` : null));
    const sections = buildSections(input({ customs: many }));
    expect(layoutRows(sections, 7).flat.length).toBeGreaterThan(5000);
    const found = searchEmojis([indexEmojis(many), ...UNICODE_GROUPS.map((g) => indexEmojis(g.emojis))], 'alias12', 5).map((e) => e.name);
    expect(found).toEqual(['emoji_12', 'emoji_120', 'emoji_121', 'emoji_122', 'emoji_123']);
  });
});

describe('shortcodes and keywords (emojibase data)', () => {
  const unicodeIndexes = (groups: typeof UNICODE_GROUPS) => [indexEmojis(CUSTOMS), ...groups.map((g) => indexEmojis(g.emojis))];
  const first = (groups: typeof UNICODE_GROUPS, q: string, n = 1) => searchEmojis(unicodeIndexes(groups), q).slice(0, n).map((e) => e.code);

  it.each([
    ['thumbsup', '👍'],
    ['+1', '👍'],
    [':+1:', '👍'],
    ['sob', '😭'],
    ['smile', '😄'],
    ['pray', '🙏'],
    ['joy', '😂'],
  ])('%s finds %s first', (q, code) => expect(first(UNICODE_GROUPS, q)).toEqual([code]));

  it('a custom emoji aliased by the admin comes first: tada → :party: then 🎉, heart → :blobheart: then ❤️', () => {
    expect(first(UNICODE_GROUPS, 'tada', 2)).toEqual([':party:', '🎉']);
    expect(first(UNICODE_GROUPS, 'heart', 2)).toEqual([':blobheart:', '❤️']);
  });

  it('an exact shortcode comes before longer shortcodes and keywords', () => {
    const codes = first(UNICODE_GROUPS, 'joy', 3);
    expect(codes[0]).toBe('😂');
    expect(codes).toContain('😹'); // joy_cat: a shortcode starting with the query
  });

  it.each([
    ['いいね', '👍'],
    ['泣く', '😭'],
    ['祈り', '🙏'],
    ['クラッカー', '🎉'],
  ])('Japanese keyword %s finds %s in the first row', (q, code) => expect(first(JA_GROUPS, q, 7)).toContain(code));

  it('笑 finds laughing faces in the first row; English shortcodes still work in Japanese', () => {
    expect(first(JA_GROUPS, '笑', 7)).toEqual(expect.arrayContaining(['😆', '😄', '🤣']));
    expect(first(JA_GROUPS, 'thumbsup')).toEqual(['👍']);
    expect(first(JA_GROUPS, 'thumbs')).toEqual(['👍']);
  });

  it('the label in the UI language is the first alias; groups carry their titles', () => {
    const thumbs = JA_GROUPS.flatMap((g) => g.emojis).find((e) => e.code === '👍');
    expect(thumbs?.aliases[0]).toBe('サムズアップ');
    expect(thumbs?.kind === 'unicode' && thumbs.skinTones).toBe(true);
    expect(JA_GROUPS[0]?.name).toBe('スマイリーと感情');
  });

  it('writes characters as Misskey does: no selector after emoji-presentation characters', () => {
    expect(normalizeEmoji('👍\uFE0F')).toBe('👍');
    expect(normalizeEmoji('❤\uFE0F')).toBe('❤\uFE0F');
    expect(normalizeEmoji('🏳\uFE0F\u200D🌈')).toBe('🏳\uFE0F\u200D🌈');
  });

  it('maps UI languages to emojibase locales', () => {
    expect(emojiLocaleOf('ja-JP')).toBe('ja');
    expect(emojiLocaleOf('ja-KS')).toBe('ja');
    expect(emojiLocaleOf('zh-TW')).toBe('zh-hant');
    expect(emojiLocaleOf('zh-CN')).toBe('zh');
    expect(emojiLocaleOf('pt-BR')).toBe('pt');
    expect(emojiLocaleOf('id-ID')).toBe('en');
  });
});

describe('sections', () => {
  it('follow the order, skip empty ones and group custom emoji by category', () => {
    const ids = buildSections(input()).map((s) => s.id);
    expect(ids.slice(0, 6)).toEqual(['pinned1', 'recentlyUsed', 'recentlyAddEmojis', 'random', 'category:Blobs', 'category:Neko']);
    expect(ids).toContain('uncategorized');
    expect(ids).toContain('unicode:0');
    expect(buildSections(input()).find((x) => x.id === 'unicode:0')?.title).toBe('Smileys & emotion');
    expect(ids).not.toContain('pinned2');
  });

  it('a changed order moves the sections', () => {
    const ids = buildSections(input({ order: ['unicode', 'pinned1'] })).map((s) => s.id);
    expect(ids[0]).toBe('unicode:0');
    expect(ids.at(-1)).toBe('pinned1');
  });

  it('pinned codes resolve to known emoji, unknown ones through the fallback', () => {
    const pinned = buildSections(input())[0]!;
    expect(pinned.emojis.map((e) => [e.kind, e.code])).toEqual([
      ['unicode', '👍'],
      ['custom', ':blobcat:'],
    ]);
  });

  it('the popular section appears when there are popular reactions, without the pinned ones', () => {
    const popular = buildSections(input({ popular: [':blobheart:', '👍', ':blobcat@.:'] })).find((s) => s.id === 'recentlyPopularReactions');
    expect(popular?.emojis.map((e) => e.code)).toEqual([':blobheart:']);
    expect(buildSections(input({ popular: ['👍'] })).map((s) => s.id)).not.toContain('recentlyPopularReactions');
  });
});

describe('keyboard movement', () => {
  const layout = layoutRows(
    [
      { id: 'a', title: 'A', emojis: CUSTOMS.slice(0, 3) },
      { id: 'b', title: 'B', emojis: CUSTOMS },
    ],
    2,
  );
  it('arrows move within and across rows and sections', () => {
    expect(moveActive(layout, -1, 'ArrowDown')).toBe(0);
    expect(moveActive(layout, 0, 'ArrowRight')).toBe(1);
    expect(moveActive(layout, 1, 'ArrowDown')).toBe(2); // row 2 of A has one emoji
    expect(moveActive(layout, 2, 'ArrowDown')).toBe(3); // first row of B
    expect(moveActive(layout, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(layout, 0, 'ArrowUp')).toBe(0);
    expect(moveActive(layout, 0, 'End')).toBe(6);
  });
});

describe('folders (reaction deck pages 2–5)', () => {
  it('a closed folder shows its header only; an open one its emoji', () => {
    const sections = [
      { id: 'pinned1', title: 'Deck', emojis: CUSTOMS.slice(0, 2) },
      { id: 'pinned2', title: 'Cats', emojis: CUSTOMS.slice(0, 3) },
    ];
    const closed = layoutRows(sections, 7, new Map([['pinned2', false]]));
    expect(closed.rows.map((r) => r.type)).toEqual(['header', 'emojis', 'header']);
    expect(closed.rows[2]).toMatchObject({ type: 'header', title: 'Cats', open: false });
    expect(closed.flat).toHaveLength(2);
    const open = layoutRows(sections, 7, new Map([['pinned2', true]]));
    expect(open.flat).toHaveLength(5);
    expect(open.rows[0]).not.toHaveProperty('open');
  });
});

describe('skin tones and recents', () => {
  it('adds the modifier after the first person', () => {
    expect(withSkinTone('👍', 3)).toBe('👍🏽');
    expect(withSkinTone('👍', 0)).toBe('👍');
    expect(withSkinTone('🧑‍💻', 5)).toBe('🧑🏿‍💻');
  });
  it('recent emoji move to the front without duplicates, bounded', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(pushRecent(['a', 'b'], 'c', 2)).toEqual(['c', 'a']);
  });
});
