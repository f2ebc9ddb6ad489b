import { describe, expect, it } from 'vitest';
import type { Notification } from '@/core/entities/notification';
import { groupNotifications, groupTarget, groupUsers } from './group-notifications';

const user = (id: string) => ({ id, username: id, host: null });
const note = (id: string, extra: Record<string, unknown> = {}) => ({ id, createdAt: '2023-01-01T00:00:00Z', userId: 'me', user: user('me'), text: 't', visibility: 'public' as const, ...extra });
const n = (id: string, type: string, extra: Partial<Notification> = {}): Notification => ({ id, type, createdAt: '2023-01-01T00:00:00Z', ...extra });

describe('groupNotifications', () => {
  const list: Notification[] = [
    n('9', 'reaction', { user: user('alice'), note: note('A'), reaction: '👍' }),
    n('8', 'follow', { user: user('dave') }),
    n('7', 'reaction', { user: user('bob'), note: note('A'), reaction: '🎉' }),
    n('6', 'renote', { user: user('erin'), note: note('R1', { renoteId: 'A' }) }),
    n('5', 'reaction', { user: user('carl'), note: note('B'), reaction: '👍' }),
    n('4', 'renote', { user: user('fay'), note: note('R2', { renoteId: 'A' }) }),
    n('3', 'reaction', { user: user('alice'), note: note('A'), reaction: '❤' }),
  ];

  it('groups reactions and renotes per note at the newest member, keeping who did what', () => {
    const rows = groupNotifications(list);
    expect(rows.map((r) => (r.kind === 'group' ? `${r.type}:${r.noteId}x${r.items.length}` : r.notification.id))).toEqual([
      'reaction:Ax3', '8', 'renote:Ax2', '5',
    ]);
    const g = rows[0]!;
    expect(g.kind === 'group' && g.items.map((i) => [i.user?.id, i.reaction])).toEqual([['alice', '👍'], ['bob', '🎉'], ['alice', '❤']]);
  });

  it('counts distinct users for "alice and N others"', () => {
    const g = groupNotifications(list)[0]!;
    expect(g.kind === 'group' && groupUsers(g.items).map((u) => u.id)).toEqual(['alice', 'bob']);
  });

  it('leaves everything single when grouping is off, and drops duplicate ids', () => {
    const rows = groupNotifications([...list, list[0]!], false);
    expect(rows).toHaveLength(list.length);
    expect(rows.every((r) => r.kind === 'single')).toBe(true);
  });

  it('a renote is grouped by the note it renoted; a note-less one stays single', () => {
    expect(groupTarget(n('1', 'renote', { note: note('R', { renote: note('X') }) }))).toBe('X');
    expect(groupNotifications([n('1', 'reaction', { note: null }), n('2', 'reaction', { note: null })]).map((r) => r.kind)).toEqual(['single', 'single']);
  });
});

describe('entries the server grouped (i/notifications-grouped, Misskey 2024.3+)', () => {
  it('takes reaction:grouped and renote:grouped apart, merging them with live notifications on the same note', () => {
    const list: Notification[] = [
      n('live1', 'reaction', { user: user('zoe'), note: note('A'), reaction: '🎉' }),
      n('g1', 'reaction:grouped', { note: note('A'), reactions: [{ user: user('alice'), reaction: '👍' }, { user: user('bob'), reaction: '❤' }] }),
      n('g2', 'renote:grouped', { note: note('R', { renoteId: 'B' }), users: [user('carl'), user('dan')] }),
      n('g3', 'reaction:grouped', { note: note('C'), reactions: [] }),
      n('x', 'somethingNew'),
    ];
    const rows = groupNotifications(list, false);
    expect(rows.map((r) => (r.kind === 'group' ? `${r.type}:${r.noteId}x${r.items.length}` : `${r.notification.type}:${r.notification.id}`))).toEqual([
      'reaction:Ax3', 'renote:Bx2', 'reaction:grouped:g3', 'somethingNew:x',
    ]);
    const g = rows[0]!;
    expect(g.kind === 'group' && g.items.map((i) => [i.user?.id, i.reaction])).toEqual([['zoe', '🎉'], ['alice', '👍'], ['bob', '❤']]);
  });

  it('leaves out members without a user or a reaction, and never crashes on strange shapes', () => {
    const rows = groupNotifications([n('g', 'reaction:grouped', { note: note('A'), reactions: [{ user: null, reaction: 'x' }, 'odd', { user: user('a'), reaction: '👍' }] }), n('h', 'renote:grouped', { users: 'x' })]);
    expect(rows.map((r) => r.kind)).toEqual(['single', 'single']);
    expect(rows[0]!.kind === 'single' && rows[0]!.notification).toMatchObject({ type: 'reaction', user: { id: 'a' } });
  });
});
