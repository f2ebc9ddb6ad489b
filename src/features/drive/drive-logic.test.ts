import { describe, expect, it } from 'vitest';
import type { DriveFile } from '@/core/entities/drive-file';
import { breadcrumbs, draggedIds, dropFile, placeFile, placeFolder, pruneSelection, selectAll, toggleSelection, usageRatio } from './drive-logic';

const file = (id: string, folderId: string | null = null): DriveFile => ({ id, name: `${id}.png`, type: 'image/png', size: 1, url: null, isSensitive: false, folderId });

describe('selection', () => {
  it('toggles in pick order, respects max, single replaces', () => {
    let s = toggleSelection({ ids: [] }, 'a');
    s = toggleSelection(s, 'b');
    expect(s.ids).toEqual(['a', 'b']);
    expect(toggleSelection(s, 'a').ids).toEqual(['b']);
    expect(toggleSelection(s, 'c', { multiple: true, max: 2 })).toBe(s);
    expect(toggleSelection(s, 'c', { multiple: false }).ids).toEqual(['c']);
    expect(selectAll(['a', 'b', 'c'], 2).ids).toEqual(['a', 'b']);
  });
  it('drops files that left the list', () => {
    const s = { ids: ['a', 'b'] };
    expect(pruneSelection(s, ['a', 'b', 'c'])).toBe(s);
    expect(pruneSelection(s, ['b']).ids).toEqual(['b']);
  });
  it('drags the selection when the dragged file is in it', () => {
    expect(draggedIds({ ids: ['a', 'b'] }, 'a')).toEqual(['a', 'b']);
    expect(draggedIds({ ids: ['a', 'b'] }, 'c')).toEqual(['c']);
  });
});

describe('patching lists', () => {
  it('puts a created file first in its folder and nowhere else', () => {
    const pages = [[file('a')], [file('b')]];
    expect(placeFile(pages, file('n'), null)[0]!.map((f) => f.id)).toEqual(['n', 'a']);
    expect(placeFile(pages, file('n', 'f1'), null)).toBe(pages);
  });
  it('moves a file out of the folder it left and replaces updated ones in place', () => {
    const pages = [[file('a'), file('b')]];
    expect(placeFile(pages, file('a', 'f1'), null)[0]!.map((f) => f.id)).toEqual(['b']);
    const updated = placeFile(pages, { ...file('b'), isSensitive: true }, null);
    expect(updated[0]!.map((f) => [f.id, f.isSensitive])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(dropFile(pages, 'a')[0]!.map((f) => f.id)).toEqual(['b']);
  });
  it('places folders by parent', () => {
    const list = [{ id: 'x', name: 'X', parentId: null }];
    expect(placeFolder(list, { id: 'y', name: 'Y', parentId: null }, null).map((f) => f.id)).toEqual(['y', 'x']);
    expect(placeFolder(list, { id: 'x', name: 'X2', parentId: null }, null)[0]!.name).toBe('X2');
    expect(placeFolder(list, { id: 'x', name: 'X', parentId: 'p' }, null)).toEqual([]);
  });
});

describe('breadcrumbs and capacity', () => {
  it('walks the parent chain from the root', () => {
    const folder = { id: 'c', name: 'C', parentId: 'b', parent: { id: 'b', name: 'B', parentId: 'a', parent: { id: 'a', name: 'A', parentId: null } } };
    expect(breadcrumbs(folder).map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(breadcrumbs(null)).toEqual([]);
  });
  it('gives a share between 0 and 1', () => {
    expect(usageRatio(50, 100)).toBe(0.5);
    expect(usageRatio(500, 100)).toBe(1);
    expect(usageRatio(undefined, 100)).toBe(0);
    expect(usageRatio(5, 0)).toBe(0);
  });
});
