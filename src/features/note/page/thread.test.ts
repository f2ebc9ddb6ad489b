import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { pureRenotesOf, quotesOf, repliesOf, walkAncestors } from './thread';

const user = { id: 'u', username: 'u', host: null, name: null, avatarUrl: null } as unknown as Note['user'];
const note = (id: string, extra: Partial<Note> = {}): Note => ({ id, createdAt: `2026-01-01T00:00:0${id.length}Z`, userId: 'u', user, text: 'x', visibility: 'public', ...extra });

describe('thread lists', () => {
  it('splits children into replies and quotes, and renotes into pure ones', () => {
    const reply = note('r1', { replyId: 'n' });
    const quote = note('q1', { renoteId: 'n' });
    const pure = note('p1', { renoteId: 'n', text: null });
    expect(repliesOf([reply, quote], 'n')).toEqual([reply]);
    expect(pureRenotesOf([pure, quote], 'n')).toEqual([pure]);
    expect(quotesOf([[reply, quote], [pure, quote]], 'n')).toEqual([quote]);
  });
});

describe('walkAncestors', () => {
  it('follows replyId to the root, oldest first, using the embedded reply first', async () => {
    const root = note('a');
    const mid = note('b', { replyId: 'a' });
    const leaf = note('c', { replyId: 'b', reply: mid });
    const asked: string[] = [];
    const chain = await walkAncestors(leaf, async (id) => {
      asked.push(id);
      return id === 'a' ? root : null;
    });
    expect(chain.map((n) => n.id)).toEqual(['a', 'b']);
    expect(asked).toEqual(['a']);
  });

  it('stops on a missing note, a cycle, or the limit', async () => {
    const loop = note('x', { replyId: 'y' });
    const other = note('y', { replyId: 'x' });
    expect((await walkAncestors(loop, async () => other)).map((n) => n.id)).toEqual(['y']);
    expect(await walkAncestors(note('z', { replyId: 'gone' }), async () => null)).toEqual([]);
    let i = 0;
    const endless = async (id: string) => note(`${id}${i++}`, { replyId: `p${i}` });
    expect(await walkAncestors(note('s', { replyId: 'p0' }), endless, 5)).toHaveLength(5);
  });
});
