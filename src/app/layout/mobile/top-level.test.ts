import { describe, expect, it } from 'vitest';
import { isTopLevelPath } from './top-level';

describe('phone inner pages', () => {
  it('treats the bottom bar tabs as top level and everything else as inner', () => {
    for (const p of ['/', '/my/notifications', '/my/notifications/', '/search']) expect(isTopLevelPath(p)).toBe(true);
    for (const p of ['/my/drive', '/notes/abc', '/@alice', '/settings', '/settings/navbar', '/search/x', '/my']) expect(isTopLevelPath(p)).toBe(false);
  });
});
