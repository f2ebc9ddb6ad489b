import { describe, expect, it } from 'vitest';
import { featuredAfter, featuredPageParams, withoutShown } from './featured-paging';

describe('featuredPageParams', () => {
  it('asks the first page with the limit alone, later ones by untilId or offset', () => {
    expect(featuredPageParams(true, { count: 0, lastId: null }, 20)).toEqual({ limit: 20 });
    expect(featuredPageParams(false, { count: 0, lastId: null }, 20)).toEqual({ limit: 20 });
    expect(featuredPageParams(true, { count: 20, lastId: 'x' }, 20)).toEqual({ limit: 20, untilId: 'x' });
    expect(featuredPageParams(false, { count: 20, lastId: 'x' }, 100)).toEqual({ limit: 100, offset: 20 });
  });

  it('drops notes already shown', () => {
    expect(withoutShown([{ id: 'a' }, { id: 'b' }], new Set(['a']))).toEqual([{ id: 'b' }]);
  });

  it('takes the page after untilId from a whole list in the server’s order, none when it is gone', () => {
    const whole = [{ id: 'c' }, { id: 'z' }, { id: 'a' }, { id: 'b' }];
    expect(featuredAfter(whole, 'z', 2)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(featuredAfter(whole, 'b', 2)).toEqual([]);
    expect(featuredAfter(whole, 'gone', 2)).toEqual([]);
  });
});
