import { describe, expect, it } from 'vitest';
import { defaultProfile, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, parseProfile, type DeckColumn, type DeckProfile } from './deck-model';
import { addColumn, columnMoves, moveColumn, moveInStack, popRight, removeColumn, renameColumn, resizeColumn, stackLeft } from './deck-ops';

const col = (id: string, width = 300): DeckColumn => ({ id, type: 'timeline', tl: 'home', name: null, width });
const deck = (layout: string[][]): DeckProfile => ({ columns: layout.flat().map((id) => col(id)), layout });

describe('deck column operations', () => {
  it('adds a column in a new stack on the right, once', () => {
    const p = addColumn(defaultProfile(), col('a'));
    expect(p.layout).toEqual([['main'], ['a']]);
    expect(addColumn(p, col('a'))).toBe(p);
    expect(addColumn(p, col('w', 99999)).columns.at(-1)!.width).toBe(MAX_COLUMN_WIDTH);
  });
  it('removes a column and its empty stack', () => {
    const p = removeColumn(deck([['a'], ['b', 'c']]), 'a');
    expect(p.layout).toEqual([['b', 'c']]);
    expect(p.columns.map((c) => c.id)).toEqual(['b', 'c']);
    expect(removeColumn(p, 'c').layout).toEqual([['b']]);
  });
  it('moves a stack left and right, not past the ends', () => {
    const p = deck([['a'], ['b', 'c'], ['d']]);
    expect(moveColumn(p, 'c', -1).layout).toEqual([['b', 'c'], ['a'], ['d']]);
    expect(moveColumn(p, 'b', 1).layout).toEqual([['a'], ['d'], ['b', 'c']]);
    expect(moveColumn(p, 'a', -1)).toBe(p);
    expect(moveColumn(p, 'd', 1)).toBe(p);
    expect(moveColumn(p, 'zz', 1)).toBe(p);
  });
  it('moves within a stack', () => {
    const p = deck([['a', 'b', 'c']]);
    expect(moveInStack(p, 'c', -1).layout).toEqual([['a', 'c', 'b']]);
    expect(moveInStack(p, 'a', 1).layout).toEqual([['b', 'a', 'c']]);
    expect(moveInStack(p, 'a', -1)).toBe(p);
  });
  it('stacks a column onto the left stack, taking its width', () => {
    const p: DeckProfile = { columns: [col('a', 400), col('b', 250)], layout: [['a'], ['b']] };
    const stacked = stackLeft(p, 'b');
    expect(stacked.layout).toEqual([['a', 'b']]);
    expect(stacked.columns.find((c) => c.id === 'b')!.width).toBe(400);
    expect(stackLeft(p, 'a')).toBe(p);
  });
  it('pops a column out of its stack to the right', () => {
    const p = deck([['a', 'b'], ['c']]);
    expect(popRight(p, 'a').layout).toEqual([['b'], ['a'], ['c']]);
    expect(popRight(deck([['a'], ['c']]), 'a').layout).toEqual([['a'], ['c']]);
  });
  it('resizes a whole stack within limits', () => {
    const p = deck([['a', 'b'], ['c']]);
    const r = resizeColumn(p, 'b', 500);
    expect(r.columns.map((c) => c.width)).toEqual([500, 500, 300]);
    expect(resizeColumn(p, 'c', 10).columns.at(-1)!.width).toBe(MIN_COLUMN_WIDTH);
  });
  it('renames, with an empty name meaning the default title', () => {
    const p = deck([['a']]);
    expect(renameColumn(p, 'a', '  Friends ').columns[0]!.name).toBe('Friends');
    expect(renameColumn(p, 'a', '   ').columns[0]!.name).toBeNull();
  });
  it('says which moves are possible', () => {
    const p = deck([['a', 'b'], ['c']]);
    expect(columnMoves(p, 'a')).toEqual({ left: false, right: true, up: false, down: true, stackLeft: false, popRight: true });
    expect(columnMoves(p, 'c')).toEqual({ left: true, right: false, up: false, down: false, stackLeft: true, popRight: false });
  });
});

describe('parseProfile', () => {
  it('falls back to the default deck for junk', () => {
    expect(parseProfile(null)).toEqual(defaultProfile());
    expect(parseProfile({ columns: 'x' })).toEqual(defaultProfile());
  });
  it('drops broken columns and repairs the layout', () => {
    const p = parseProfile({
      columns: [col('a'), { id: 'b', type: 'list' }, { id: 'c', type: 'nope' }, col('d'), col('a'), { id: 'e', type: 'list', listId: 'L', width: 5 }],
      layout: [['a', 'ghost', 'a'], 'junk', ['b'], []],
    });
    expect(p.columns.map((c) => c.id)).toEqual(['a', 'd', 'e']);
    expect(p.layout).toEqual([['a'], ['d'], ['e']]);
    expect(p.columns.find((c) => c.id === 'e')!.width).toBe(MIN_COLUMN_WIDTH);
  });
  it('gives a timeline column without a kind the home timeline', () => {
    expect(parseProfile({ columns: [{ id: 't', type: 'timeline', width: 300 }], layout: [['t']] }).columns[0]!.tl).toBe('home');
  });
});
