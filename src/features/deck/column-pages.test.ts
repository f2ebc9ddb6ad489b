import { describe, expect, it } from 'vitest';
import { isInAppPath, MAX_STACK, parseColumnPages, popPage, pushPage, topPage, withColumnPages } from './column-pages';

describe('column pages', () => {
  it('keeps only in-app paths from the address', () => {
    expect(parseColumnPages({ a: ['/notes/1', '//evil.example/x', 'javascript:alert(1)', 5, '/@bob'], b: 'not a stack', c: [] })).toEqual({ a: ['/notes/1', '/@bob'] });
    expect(parseColumnPages('x')).toEqual({});
    expect(parseColumnPages(null)).toEqual({});
    expect(parseColumnPages(['/notes/1'])).toEqual({});
    expect(isInAppPath('/\\evil.example')).toBe(false);
  });

  it('pushes and pops per column, each column on its own', () => {
    let pages = pushPage({}, 'a', '/notes/1');
    pages = pushPage(pages, 'b', '/@bob');
    pages = pushPage(pages, 'a', '/@alice');
    expect(topPage(pages, 'a')).toBe('/@alice');
    expect(topPage(pages, 'b')).toBe('/@bob');
    expect(pushPage(pages, 'a', '/@alice')).toBe(pages);
    pages = popPage(pages, 'a');
    expect(topPage(pages, 'a')).toBe('/notes/1');
    pages = popPage(pages, 'a');
    expect(topPage(pages, 'a')).toBeNull();
    expect(pages).toEqual({ b: ['/@bob'] });
    expect(popPage(pages, 'a')).toBe(pages);
  });

  it('bounds a stack', () => {
    let pages = {};
    for (let i = 0; i < MAX_STACK + 5; i++) pages = pushPage(pages, 'a', `/notes/${i}`);
    expect(parseColumnPages(pages)).toEqual(pages);
    expect((pages as Record<string, string[]>).a).toHaveLength(MAX_STACK);
    expect(topPage(pages, 'a')).toBe(`/notes/${MAX_STACK + 4}`);
  });

  it('leaves the parameter out of the search when no column shows a page', () => {
    expect(withColumnPages({ zen: 1, deck: { a: ['/x'] } }, {})).toEqual({ zen: 1 });
    expect(withColumnPages({}, { a: ['/x'] })).toEqual({ deck: { a: ['/x'] } });
  });
});
