import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU, resolveMenu } from './menu-items';

describe('resolveMenu', () => {
  it('defaults to the spec’s main menu items', () => {
    expect(resolveMenu(null).map((i) => i.id)).toEqual([...DEFAULT_MENU]);
    expect(DEFAULT_MENU).toEqual(['timeline', 'notifications', 'followRequests', 'explore', 'pages', 'favorites', 'channels', 'search', 'announcements', 'reload']);
  });
  it('follows the stored order, skips unknown ids and keeps timeline first', () => {
    expect(resolveMenu(['search', 'nonsense', 'favorites']).map((i) => i.id)).toEqual(['timeline', 'search', 'favorites']);
  });
});
