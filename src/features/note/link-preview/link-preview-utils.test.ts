import { describe, expect, it } from 'vitest';
import { playerEmbedSrc, resolveLinkTarget } from './link-target';
import { cleanPreviewUrl, previewRequestUrl } from './preview-url';
import { previewKind } from './preview-types';
import { sanitizePreview } from './sanitize-preview';
import { truncateText } from './truncate';

describe('preview URLs', () => {
  it('cleans the fragment and maps the music host to the standard video host', () => {
    expect(cleanPreviewUrl('https://example.com/a?b=1#frag')).toBe('https://example.com/a?b=1');
    expect(cleanPreviewUrl('https://music.youtube.com/watch?v=abc#t')).toBe('https://www.youtube.com/watch?v=abc');
    expect(cleanPreviewUrl('https://example.com/a')).toBe('https://example.com/a');
  });

  it('builds GET {origin}/url with the encoded URL and the language', () => {
    expect(previewRequestUrl('https://misskey.example/', 'https://a.example/?q=1&r=2', 'ja-JP')).toBe(
      'https://misskey.example/url?url=https%3A%2F%2Fa.example%2F%3Fq%3D1%26r%3D2&lang=ja-JP',
    );
  });
});

describe('truncateText', () => {
  it('cuts at the limit by code point and adds an ellipsis', () => {
    expect(truncateText('abcdef', 3)).toBe('abc…');
    expect(truncateText('abc', 3)).toBe('abc');
    expect(truncateText('😀😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('link targets', () => {
  it('keeps own-origin links in the app and sends others to a new tab', () => {
    expect(resolveLinkTarget('https://me.example/notes/1?x=2#y', 'https://me.example')).toEqual({ kind: 'internal', path: '/notes/1?x=2#y' });
    expect(resolveLinkTarget('https://other.example/a', 'https://me.example')).toEqual({ kind: 'external', href: 'https://other.example/a' });
    expect(resolveLinkTarget('javascript:alert(1)', 'https://me.example')).toBeNull();
    expect(resolveLinkTarget('ftp://x.example/', 'https://me.example')).toBeNull();
  });

  it('embeds only https players off the own origin, asking for autoplay', () => {
    expect(playerEmbedSrc('https://www.youtube.com/embed/abc?rel=0', 'https://me.example')).toBe('https://www.youtube.com/embed/abc?rel=0&autoplay=1&auto_play=1');
    expect(playerEmbedSrc('http://player.example/embed', 'https://me.example')).toBeNull();
    expect(playerEmbedSrc('https://me.example/embed', 'https://me.example')).toBeNull();
    expect(playerEmbedSrc('javascript:alert(1)', 'https://me.example')).toBeNull();
  });
});

describe('sanitizePreview', () => {
  it('drops unsafe URLs and non-string fields', () => {
    const data = sanitizePreview({
      url: 'javascript:alert(1)',
      title: { toString: () => 'x' },
      description: 42,
      thumbnail: 'data:image/png;base64,AAAA',
      icon: 'vbscript:x',
      sitename: '<b>site</b>',
      player: { url: 'javascript:alert(2)', width: 1, height: 1 },
    });
    expect(data).toMatchObject({ url: null, title: null, description: null, thumbnail: null, icon: null, sitename: '<b>site</b>', player: null });
    expect(previewKind(data)).toBe('plain');
  });

  it('accepts an https player and keeps http(s) images', () => {
    const data = sanitizePreview({ thumbnail: 'http://a.example/t.png', player: { url: 'https://p.example/e', width: '640', height: 360 } });
    expect(data.thumbnail).toBe('http://a.example/t.png');
    expect(data.player).toEqual({ url: 'https://p.example/e', width: 640, height: 360 });
    expect(sanitizePreview({ player: { url: 'http://p.example/e' } }).player).toBeNull();
  });

  it('reads steam-style and shop-style blocks, flat or nested', () => {
    expect(previewKind(sanitizePreview({ title: 'Game', isFree: true, genres: ['RPG', 3] }))).toBe('steam');
    expect(sanitizePreview({ steam: { genres: ['RPG', 3], releaseDate: { comingSoon: true } } }).steam).toMatchObject({ genres: ['RPG'], releaseDate: { comingSoon: true, date: null } });
    expect(previewKind(sanitizePreview({ asin: 'B000', price: { display: '¥1,000' } }))).toBe('shop');
    expect(sanitizePreview({ amazon: { brand: 'Acme', rating: { value: 4.5, best: 5, count: 10 } } }).shop).toMatchObject({ brand: 'Acme', rating: { value: 4.5, best: 5, count: 10 } });
    expect(sanitizePreview(null)).toMatchObject({ title: null, steam: null, shop: null });
  });
});
