import { describe, expect, it } from 'vitest';
import allTypes from '../../../tests/fixtures/misskey-13.14.2/i-notifications-all-types.json';
import { isKnownType } from '@/core/entities/notification-types';
import { excludedTypesOf, notificationPasses, sanitizeNotifications } from './notification-kinds';
import { prependToFeed } from './live-feed';

describe('notification filtering', () => {
  const list = sanitizeNotifications(allTypes);

  it('keeps every recorded notification and knows every recorded type', () => {
    expect(list).toHaveLength(allTypes.length);
    expect(list.every((n) => isKnownType(n.type))).toBe(true);
    expect(sanitizeNotifications([null, 1, { id: 1 }, { id: 'x' }, { id: 'y', type: 'zzz' }])).toEqual([{ id: 'y', type: 'zzz' }]);
  });

  it('drops the types the account excluded, keeps only included ones', () => {
    const exclude = excludedTypesOf({ mutingNotificationTypes: ['reaction', 'achievementEarned', 7] });
    expect(exclude).toEqual(['reaction', 'achievementEarned']);
    const shown = list.filter((n) => notificationPasses(n, null, exclude));
    expect(shown.some((n) => n.type === 'reaction' || n.type === 'achievementEarned')).toBe(false);
    expect(shown.length).toBe(list.filter((n) => n.type !== 'reaction' && n.type !== 'achievementEarned').length);
    expect(list.filter((n) => notificationPasses(n, ['follow'], [])).every((n) => n.type === 'follow')).toBe(true);
    expect(excludedTypesOf(undefined)).toEqual([]);
  });

  it('a live notification goes on top once, and only when the list takes its type', () => {
    const data = { pages: [{ items: list.slice(0, 2), next: 'x' }], pageParams: [null] };
    const fresh = { id: 'new', type: 'follow', createdAt: '2026-01-01T00:00:00Z' };
    const added = prependToFeed(data, fresh, () => true)!;
    expect(added.pages[0]!.items[0]!.id).toBe('new');
    expect(prependToFeed(added, fresh, () => true)).toBe(added);
    expect(prependToFeed(data, fresh, (n) => n.type === 'mention')).toBe(data);
    expect(prependToFeed(undefined, fresh, () => true)).toBeUndefined();
  });
});
