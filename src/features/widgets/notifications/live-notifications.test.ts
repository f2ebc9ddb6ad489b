import { describe, expect, it } from 'vitest';
import type { Notification } from '@/core/entities/notification';
import { prependOnce } from './use-live-notifications';

const n = (id: string, type = 'follow'): Notification => ({ id, type, createdAt: '2023-01-01T00:00:00Z' });

describe('prependOnce', () => {
  const data = { pages: [[n('b')], [n('a')]], pageParams: [null, 'b'] };
  it('puts a new notification first', () => expect(prependOnce(data, n('c'), null)!.pages[0]!.map((x) => x.id)).toEqual(['c', 'b']));
  it('ignores one already there', () => expect(prependOnce(data, n('a'), null)).toBe(data));
  it('respects the list’s types', () => expect(prependOnce(data, n('c', 'reaction'), ['mention'])).toBe(data));
  it('leaves a list not loaded yet alone', () => expect(prependOnce(undefined, n('c'), null)).toBeUndefined());
});
