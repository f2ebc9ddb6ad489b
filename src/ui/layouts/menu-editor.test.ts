import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU, EDITABLE_MENU_ITEMS, resolveMenu } from './menu-catalog';
import { moveMenuItem, toggleMenuItem } from './menu-editor';

describe('menu editing', () => {
  it('hides and shows items', () => {
    expect(toggleMenuItem(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleMenuItem(['b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggleMenuItem(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
  });
  it('moves items within bounds', () => {
    expect(moveMenuItem(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveMenuItem(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveMenuItem(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });
  it('offers every item but the timeline, which always leads the resolved menu', () => {
    expect(EDITABLE_MENU_ITEMS).not.toContain('timeline');
    expect(EDITABLE_MENU_ITEMS).toEqual(expect.arrayContaining(DEFAULT_MENU.filter((x) => x !== 'timeline')));
    expect(resolveMenu(toggleMenuItem(['search'], 'favorites', true)).map((i) => i.id)).toEqual(['timeline', 'search', 'favorites']);
  });
});
