import { describe, expect, it } from 'vitest';
import type { CustomEmoji } from '@/core/entities/emoji';
import { emojiResolverOf } from './emoji-resolver';

const list: CustomEmoji[] = [
  { name: 'blobcat', url: 'https://s.example/files/blobcat.png', category: null, aliases: [] },
  { name: 'far', host: 'r.example', url: 'https://r.example/far.png', category: null, aliases: [] },
  { name: 'broken', url: 42 as unknown as string, category: null, aliases: [] },
];

describe('the instance emoji resolver', () => {
  it('gives the URL of a local emoji in the list', () => {
    expect(emojiResolverOf(list, true)('blobcat')).toBe('https://s.example/files/blobcat.png');
  });
  it('says "no such emoji" (null) for other names while the list is fresh', () => {
    const resolve = emojiResolverOf(list, true);
    expect(resolve('nope')).toBeNull();
    expect(resolve('far')).toBeNull(); // a remote entry is not a local emoji
    expect(resolve('broken')).toBeNull();
  });
  it('cannot tell (undefined) from an old list: the server is asked', () => {
    expect(emojiResolverOf(list, false)('nope')).toBeUndefined();
    expect(emojiResolverOf(list, false)('blobcat')).toBe('https://s.example/files/blobcat.png');
  });
});
