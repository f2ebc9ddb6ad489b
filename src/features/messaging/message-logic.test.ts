import { describe, expect, it } from 'vitest';
import { applyRead, belongsTo, buildRows, dayKey, insertMessage, isUnreadFor, mergeMessages, removeMessage } from './message-logic';
import type { MessagingMessage } from './types';

const msg = (id: string, createdAt: string, extra: Partial<MessagingMessage> = {}): MessagingMessage => ({ id, createdAt, text: id, userId: 'a', recipientId: 'b', ...extra });

describe('mergeMessages', () => {
  it('turns newest-first pages into one oldest-first list, each id once', () => {
    const pages = [
      [msg('m4', '2026-01-02T10:00:00Z'), msg('m3', '2026-01-02T09:00:00Z')],
      [msg('m3', '2026-01-02T09:00:00Z'), msg('m1', '2026-01-01T08:00:00Z')],
    ];
    expect(mergeMessages(pages).map((m) => m.id)).toEqual(['m1', 'm3', 'm4']);
  });
  it('skips malformed entries', () => {
    expect(mergeMessages([[msg('x', '2026-01-01T00:00:00Z'), { id: 1 } as unknown as MessagingMessage, null as unknown as MessagingMessage]])).toHaveLength(1);
  });
});

describe('live patches', () => {
  const pages = [[msg('m2', '2026-01-02T00:00:00Z')], [msg('m1', '2026-01-01T00:00:00Z')]];
  it('inserts a new message into the newest page and replaces a known one', () => {
    const next = insertMessage(pages, msg('m3', '2026-01-03T00:00:00Z'));
    expect(next[0]!.map((m) => m.id)).toEqual(['m3', 'm2']);
    const again = insertMessage(next, { ...msg('m3', '2026-01-03T00:00:00Z'), text: 'edited' });
    expect(again.flat().filter((m) => m.id === 'm3')).toHaveLength(1);
    expect(again[0]![0]!.text).toBe('edited');
  });
  it('creates the first page of an empty room', () => {
    expect(insertMessage([], msg('m1', '2026-01-01T00:00:00Z'))).toEqual([[msg('m1', '2026-01-01T00:00:00Z')]]);
  });
  it('removes deleted messages', () => {
    expect(removeMessage(pages, 'm1').flat().map((m) => m.id)).toEqual(['m2']);
  });
  it('marks 1:1 read ids and records group readers once', () => {
    expect(applyRead(pages, ['m1']).flat().find((m) => m.id === 'm1')!.isRead).toBe(true);
    const group = [[msg('g1', '2026-01-01T00:00:00Z', { groupId: 'g', recipientId: null, reads: [] })]];
    const once = applyRead(group, { ids: ['g1'], userId: 'u2' });
    expect(applyRead(once, { ids: ['g1'], userId: 'u2' })[0]![0]!.reads).toEqual(['u2']);
    expect(applyRead(pages, 'nonsense')).toBe(pages);
  });
});

describe('rooms and unread', () => {
  it('tells which room a message belongs to', () => {
    expect(belongsTo(msg('1', 'x', { userId: 'me', recipientId: 'alice' }), { kind: 'user', userId: 'alice' }, 'me')).toBe(true);
    expect(belongsTo(msg('1', 'x', { userId: 'alice', recipientId: 'me' }), { kind: 'user', userId: 'alice' }, 'me')).toBe(true);
    expect(belongsTo(msg('1', 'x', { userId: 'bob', recipientId: 'me' }), { kind: 'user', userId: 'alice' }, 'me')).toBe(false);
    expect(belongsTo(msg('1', 'x', { userId: 'alice', groupId: 'g', recipientId: null }), { kind: 'user', userId: 'alice' }, 'me')).toBe(false);
    expect(belongsTo(msg('1', 'x', { groupId: 'g' }), { kind: 'group', groupId: 'g' }, 'me')).toBe(true);
  });
  it('counts only others’ unread messages', () => {
    expect(isUnreadFor(msg('1', 'x', { userId: 'me', isRead: false }), 'me')).toBe(false);
    expect(isUnreadFor(msg('1', 'x', { userId: 'a', isRead: false }), 'me')).toBe(true);
    expect(isUnreadFor(msg('1', 'x', { userId: 'a', groupId: 'g', reads: ['me'] }), 'me')).toBe(false);
    expect(isUnreadFor(msg('1', 'x', { userId: 'a', groupId: 'g' }), 'me')).toBe(true);
  });
});

describe('date separators', () => {
  it('puts one separator before the first message of each local day', () => {
    const rows = buildRows(
      [msg('a', '2026-01-01T10:00:00Z'), msg('b', '2026-01-01T23:00:00Z'), msg('c', '2026-01-02T01:00:00Z')],
      (iso) => dayKey(iso, 0),
    );
    expect(rows.map((r) => r.key)).toEqual(['d:2026-01-01', 'a', 'b', 'd:2026-01-02', 'c']);
  });
  it('uses the time zone offset for the day', () => {
    // 23:00 UTC is already the next day in UTC+9 (offset -540).
    expect(dayKey('2026-01-01T23:00:00Z', -540)).toBe('2026-01-02');
    expect(dayKey('not a date', 0)).toBe('unknown');
  });
  it('gives nothing for no messages', () => {
    expect(buildRows([])).toEqual([]);
  });
});
