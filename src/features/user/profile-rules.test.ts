import { describe, expect, it } from 'vitest';
import alice from '../../../tests/fixtures/misskey-13.14.2/users-show-alice-detailed.json';
import { chartBars, ffVisible, parseBirthday, profileFields, reactionsVisible, roleBadges } from './profile-rules';

describe('profile rules', () => {
  it('follower/following visibility: public, followers (only when I follow), private (only me)', () => {
    expect(ffVisible({ id: 'u', ffVisibility: 'public' }, 'me')).toBe(true);
    expect(ffVisible({ id: 'u', ffVisibility: 'followers', isFollowing: false }, 'me')).toBe(false);
    expect(ffVisible({ id: 'u', ffVisibility: 'followers', isFollowing: true }, 'me')).toBe(true);
    expect(ffVisible({ id: 'u', ffVisibility: 'private', isFollowing: true }, 'me')).toBe(false);
    expect(ffVisible({ id: 'me', ffVisibility: 'private' }, 'me')).toBe(true);
    expect(ffVisible(alice, null)).toBe(true);
  });

  it('reactions tab only when public or mine', () => {
    expect(reactionsVisible(alice, 'someone')).toBe(true);
    expect(reactionsVisible({ id: 'u', publicReactions: false }, 'me')).toBe(false);
    expect(reactionsVisible({ id: 'me', publicReactions: false }, 'me')).toBe(true);
  });

  it('birthday, fields and badges tolerate absent or odd values', () => {
    expect(parseBirthday('2000-02-29')?.getDate()).toBe(29);
    expect(parseBirthday('soon')).toBeNull();
    expect(parseBirthday(alice.birthday)).toBeNull();
    expect(profileFields({ fields: [{ name: 'Site', value: 'https://a.example' }, { name: 1 }, null], verifiedLinks: ['https://a.example'] })).toEqual([
      { name: 'Site', value: 'https://a.example', verified: true },
    ]);
    expect(profileFields(alice)).toEqual([]);
    expect(roleBadges({ roles: [{ id: 'r', name: 'Staff', color: '#ff0000' }], badgeRoles: [{ name: 'Staff' }, { name: 'Cat', color: 'red;x' }] })).toEqual([
      { key: 'r', name: 'Staff', color: '#ff0000', iconUrl: null },
      { key: 'Cat', name: 'Cat', color: null, iconUrl: null },
    ]);
  });

  it('chart bars are oldest first with stacked parts', () => {
    const bars = chartBars({ diffs: { normal: [3, 0, 1], reply: [1, 0, 0], renote: [0, 2, 'x'] } });
    expect(bars.map((b) => [b.day, b.total])).toEqual([[2, 1], [1, 2], [0, 4]]);
    expect(chartBars(null)).toEqual([]);
  });
});
