import { describe, expect, it } from 'vitest';
import recorded from '../../../tests/fixtures/misskey-13.14.2/emojis.json';
import type { CustomEmoji } from '@/core/entities/emoji';
import { filterEmojis, groupByCategory } from './emoji-filter';

const list: CustomEmoji[] = [
  { name: 'blobcat', category: 'Blobs', aliases: ['cat', 'blob'], url: 'u' },
  { name: 'nekoyes', category: 'Neko', aliases: ['yes'], url: 'u' },
  { name: 'party', category: null, aliases: ['tada'], url: 'u' },
];

describe('filterEmojis', () => {
  it('matches name, tag and category, every word', () => {
    expect(filterEmojis(list, 'blob').map((e) => e.name)).toEqual(['blobcat']);
    expect(filterEmojis(list, 'TADA').map((e) => e.name)).toEqual(['party']);
    expect(filterEmojis(list, 'neko').map((e) => e.name)).toEqual(['nekoyes']);
    expect(filterEmojis(list, 'cat blobs').map((e) => e.name)).toEqual(['blobcat']);
    expect(filterEmojis(list, '  ')).toHaveLength(3);
  });
  it('groups by category with the uncategorised last', () => {
    expect(groupByCategory(list).map((g) => g.category)).toEqual(['Blobs', 'Neko', null]);
  });
  it('takes the recorded emojis payload', () => {
    const emojis = (recorded as { emojis: CustomEmoji[] }).emojis;
    expect(filterEmojis(emojis, '').length).toBe(emojis.length);
    expect(groupByCategory(emojis).flatMap((g) => g.emojis)).toHaveLength(emojis.length);
  });
});
