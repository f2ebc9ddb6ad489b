import { describe, expect, it } from 'vitest';
import { feedItems } from './rss-items';

describe('feedItems', () => {
  it('keeps items with http(s) links and a title (or the link)', () => {
    expect(
      feedItems({ items: [{ title: 'A', link: 'https://a.example/1' }, { link: 'javascript:alert(1)', title: 'bad' }, { link: 'http://b.example' }, null, 3] }),
    ).toEqual([
      { title: 'A', link: 'https://a.example/1' },
      { title: 'http://b.example', link: 'http://b.example' },
    ]);
    expect(feedItems(null)).toEqual([]);
    expect(feedItems({ items: 'x' })).toEqual([]);
  });
});
