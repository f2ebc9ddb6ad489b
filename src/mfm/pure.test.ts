import { describe, expect, it } from 'vitest';
import type { MfmFn } from 'mfm-js';
import { containsAnimatedMfm } from './contains-animated';
import { emojiOnlySize } from './emoji-only';
import { customEmojiAlternates, customEmojiUrl, lookupEmojiRef, staticImageUrl } from './emoji-url';
import { extractUrls } from './extract-urls';
import { capGrowth, capOffset } from './fn/args';
import { splitRuby } from './fn/text-fns';
import { unixTimeMs } from './fn/UnixTime';
import { parseMfm } from './parse';
import { textOfNodes } from './text-of-nodes';
import { emojiCodepoints, twemojiUrl } from './twemoji';

describe('emojiOnlySize (spec section 9)', () => {
  it.each([
    ['😀', 3],
    ['😀😀😀', 3],
    [':a: 😀 :b:', 3],
    ['😀😀😀😀', 2],
    ['😀 😀 😀 😀 😀 😀', 2],
    ['😀😀😀😀😀😀😀', 1],
    ['😀 hi', 1],
    ['**😀**', 1],
    ['', 1],
    ['   ', 1],
    ['hello', 1],
  ] as const)('%j → %s', (text, size) => {
    expect(emojiOnlySize(text)).toBe(size);
  });
});

describe('extractUrls', () => {
  it('lists http(s) URLs in order, once each, without silent links', () => {
    const text = 'a https://a.example/1 [x](https://b.example) <https://c.example/> ?[s](https://d.example) https://a.example/1';
    expect(extractUrls(text)).toEqual(['https://a.example/1', 'https://b.example', 'https://c.example/']);
  });
  it('finds URLs nested in markup and ignores other schemes', () => {
    expect(extractUrls('**https://x.example** [a](javascript:alert(1)) <javascript:x> ftp://y.example')).toEqual(['https://x.example']);
  });
  it('is empty for no text', () => {
    expect(extractUrls(null)).toEqual([]);
    expect(extractUrls('')).toEqual([]);
  });
});

describe('twemoji code points', () => {
  it.each([
    ['😀', '1f600'],
    ['❤️', '2764'],
    ['👨‍👩‍👧', '1f468-200d-1f469-200d-1f467'],
    ['🏳️‍🌈', '1f3f3-fe0f-200d-1f308'],
    ['🇯🇵', '1f1ef-1f1f5'],
    ['👍🏽', '1f44d-1f3fd'],
  ])('%s → %s', (emoji, cp) => {
    expect(emojiCodepoints(emoji)).toBe(cp);
  });
  it('builds the asset path', () => {
    expect(twemojiUrl('https://s.example', '😀')).toBe('https://s.example/twemoji/1f600.svg');
  });
});

describe('custom emoji URLs', () => {
  const origin = 'https://s.example';
  it('looks names up in either ref shape', () => {
    expect(lookupEmojiRef([{ name: 'a', url: 'https://x/a.png' }], 'a')).toBe('https://x/a.png');
    expect(lookupEmojiRef({ a: 'https://x/a.png' }, 'a')).toBe('https://x/a.png');
    expect(lookupEmojiRef({ a: 'https://x/a.png' }, 'constructor')).toBeNull();
    expect(lookupEmojiRef(null, 'a')).toBeNull();
  });
  it('prefers refs, then the instance resolver (local), then the server path', () => {
    const resolve = (name: string) => (name === 'inst' ? 'https://s.example/files/inst.png' : null);
    const local = { host: null };
    expect(customEmojiUrl({ name: 'a', refs: { a: 'https://r/a.png' }, resolve, author: local, serverOrigin: origin })).toBe('https://r/a.png');
    expect(customEmojiUrl({ name: 'inst', resolve, author: local, serverOrigin: origin })).toBe('https://s.example/files/inst.png');
    // The instance's list has no such emoji: text, nothing requested.
    expect(customEmojiUrl({ name: 'other', resolve, author: local, serverOrigin: origin })).toBeNull();
    // The list cannot tell (not loaded): the server's route.
    expect(customEmojiUrl({ name: 'other', resolve: () => undefined, author: local, serverOrigin: origin })).toBe('https://s.example/emoji/other.webp');
    expect(customEmojiUrl({ name: 'other', author: local, serverOrigin: origin })).toBe('https://s.example/emoji/other.webp');
  });
  it('uses name@host for remote authors and never the instance resolver', () => {
    const resolve = () => 'https://s.example/files/local.png';
    expect(customEmojiUrl({ name: 'b', resolve, author: { host: 'r.example' }, serverOrigin: origin })).toBe('https://s.example/emoji/b@r.example.webp');
    expect(customEmojiUrl({ name: 'b', refs: { 'b@r.example': 'https://r/b.png' }, author: { host: 'r.example' }, serverOrigin: origin })).toBe('https://r/b.png');
  });
  it('refuses refs that are not http(s)', () => {
    expect(customEmojiUrl({ name: 'x', refs: { x: 'javascript:alert(1)' }, author: { host: null }, serverOrigin: origin })).toBeNull();
  });
  it('tries the emoji route, then the original through the proxy, when the image fails', () => {
    expect(customEmojiAlternates({ name: 'b', author: { host: 'r.example' }, serverOrigin: origin, primary: 'https://r/b.png' })).toEqual([
      'https://s.example/emoji/b@r.example.webp',
      'https://s.example/proxy/image.webp?url=https%3A%2F%2Fr%2Fb.png&fallback=1',
    ]);
    // Already the route: only the proxy is left to try.
    expect(customEmojiAlternates({ name: 'a', author: { host: null }, serverOrigin: origin, primary: 'https://s.example/emoji/a.webp' })).toEqual([
      'https://s.example/proxy/image.webp?url=https%3A%2F%2Fs.example%2Femoji%2Fa.webp&fallback=1',
    ]);
    // Already through the proxy: nothing is proxied twice.
    expect(customEmojiAlternates({ name: 'a', author: { host: null }, serverOrigin: origin, primary: 'https://s.example/proxy/static.webp?url=x&static=1' })).toEqual(['https://s.example/emoji/a.webp']);
  });
  it('builds the static proxy URL', () => {
    expect(staticImageUrl(origin, 'https://r/a.gif')).toBe('https://s.example/proxy/static.webp?url=https%3A%2F%2Fr%2Fa.gif&static=1');
  });
});

describe('helpers', () => {
  it('containsAnimatedMfm spots animated functions only', () => {
    expect(containsAnimatedMfm('$[spin x]')).toBe(true);
    expect(containsAnimatedMfm('**$[x2 $[rainbow y]]**')).toBe(true);
    expect(containsAnimatedMfm('$[x2 y] $[fg.color=f00 z]')).toBe(false);
    expect(containsAnimatedMfm(null)).toBe(false);
  });
  it('textOfNodes flattens a tree', () => {
    expect(textOfNodes(parseMfm('**a** :e: #t @u `c` https://x.example'))).toBe('a :e: #t @u c https://x.example');
  });
  it('splitRuby takes the last word as the reading', () => {
    const [fn] = parseMfm('$[ruby 漢字 かんじ]') as [MfmFn];
    expect(splitRuby(fn)).toEqual({ base: [{ type: 'text', props: { text: '漢字' } }], reading: 'かんじ' });
    const [single] = parseMfm('$[ruby 漢字]') as [MfmFn];
    expect(splitRuby(single)).toBeNull();
  });
  it('unixTimeMs accepts plain seconds within the Date range', () => {
    expect(unixTimeMs('1700000000')).toBe(1_700_000_000_000);
    expect(unixTimeMs(' 0 ')).toBe(0);
    expect(unixTimeMs('9999999999999999')).toBeNull();
    expect(unixTimeMs('abc')).toBeNull();
    expect(unixTimeMs('1e9')).toBeNull();
  });
  it('capGrowth and capOffset keep nesting bounded', () => {
    expect(capGrowth(1, 6, 8)).toBe(6);
    expect(capGrowth(6, 6, 8)).toBeCloseTo(8 / 6);
    expect(capGrowth(8, 2, 8)).toBe(1);
    expect(capGrowth(8, 0.5, 8)).toBe(0.5);
    expect(capGrowth(1, -9, 5)).toBe(-5);
    expect(capOffset(0, 20, 10)).toBe(10);
    expect(capOffset(8, -5, 10)).toBe(-2);
    expect(capOffset(10, 3, 10)).toBe(0);
  });
});
