import { describe, expect, it } from 'vitest';
import recorded from '../../../tests/fixtures/misskey-13.14.2/pages-show.json';
import { addBlock, blockFileIds, makeBlock, moveBlock, removeBlock, sanitizeBlocks, updateBlock, type PageBlock } from './page-blocks';

const t = (id: string, text = id): PageBlock => ({ id, type: 'text', text });
const page = (): PageBlock[] => [t('a'), { id: 's', type: 'section', title: 'S', children: [t('c1'), t('c2')] }, t('b')];

describe('page block ops', () => {
  it('adds at the end or inside a section', () => {
    expect(addBlock(page(), t('x')).map((b) => b.id)).toEqual(['a', 's', 'b', 'x']);
    expect(addBlock(page(), t('x'), 's')[1]!.children!.map((b) => b.id)).toEqual(['c1', 'c2', 'x']);
  });
  it('removes at any depth', () => {
    expect(removeBlock(page(), 'b').map((b) => b.id)).toEqual(['a', 's']);
    expect(removeBlock(page(), 'c1')[1]!.children!.map((b) => b.id)).toEqual(['c2']);
    const p = page();
    expect(removeBlock(p, 'nope')).toBe(p);
  });
  it('moves among siblings and stops at the ends', () => {
    expect(moveBlock(page(), 'b', -1).map((b) => b.id)).toEqual(['a', 'b', 's']);
    expect(moveBlock(page(), 'a', -1).map((b) => b.id)).toEqual(['a', 's', 'b']);
    expect(moveBlock(page(), 'c1', 1)[1]!.children!.map((b) => b.id)).toEqual(['c2', 'c1']);
  });
  it('updates one block and keeps unknown fields', () => {
    const p: PageBlock[] = [{ id: 'z', type: 'counter', custom: 1 }, t('a')];
    const next = updateBlock(p, 'a', (b) => ({ ...b, text: 'hello' }));
    expect(next[1]!.text).toBe('hello');
    expect(next[0]).toBe(p[0]);
  });
  it('makes empty blocks of every kind and lists image files', () => {
    expect(makeBlock('section', 'q')).toEqual({ id: 'q', type: 'section', title: '', children: [] });
    expect(makeBlock('note', 'n')).toMatchObject({ type: 'note', note: null });
    expect(blockFileIds([{ id: 'i', type: 'image', fileId: 'f1' }, { id: 's', type: 'section', children: [{ id: 'j', type: 'image', fileId: 'f2' }] }])).toEqual(['f1', 'f2']);
  });
  it('sanitizes the recorded page content', () => {
    const blocks = sanitizeBlocks(recorded.content);
    expect(blocks.map((b) => b.type)).toEqual(['text', 'section']);
    expect(blocks[1]!.children).toHaveLength(1);
    expect(sanitizeBlocks([null, { id: 1 }, 'x'])).toEqual([]);
  });
});
