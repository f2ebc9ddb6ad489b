import { describe, expect, it } from 'vitest';
import { reactionDisplay, sameReaction } from './reaction-emoji';

const O = 'https://s.example';

describe('reactionDisplay', () => {
  it('unicode as text', () => expect(reactionDisplay('👍', {}, O)).toEqual({ kind: 'unicode', text: '👍' }));
  it('local custom from the server route', () => expect(reactionDisplay(':blobcat@.:', {}, O)).toMatchObject({ kind: 'custom', url: 'https://s.example/emoji/blobcat.webp' }));
  it('remote custom from reactionEmojis (Misskey 13)', () =>
    expect(reactionDisplay(':wave@remote.example:', { reactionEmojis: { 'wave@remote.example': 'https://r.example/w.png' } }, O)).toMatchObject({ url: 'https://r.example/w.png', alt: ':wave@remote.example:' }));
  it('remote custom from an emoji list (older servers)', () =>
    expect(reactionDisplay(':wave@remote.example:', { emojis: [{ name: 'wave@remote.example', url: 'https://r.example/w2.png' }] }, O)).toMatchObject({ url: 'https://r.example/w2.png' }));
  it('a hostile URL falls back to the server route', () =>
    expect(reactionDisplay(':x@h.example:', { reactionEmojis: { 'x@h.example': 'javascript:alert(1)' } }, O)).toMatchObject({ url: 'https://s.example/emoji/x@h.example.webp' }));
  it('sameReaction ignores the local marker', () => {
    expect(sameReaction(':a@.:', ':a:')).toBe(true);
    expect(sameReaction('👍', '👍')).toBe(true);
    expect(sameReaction('👍', null)).toBe(false);
  });
});
