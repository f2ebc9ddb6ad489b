import type { UserLite } from '@/core/entities/user';

export type RelationMark = 'youFollow' | 'followsYou' | 'none';

/**
 * The header relation mark (spec section 2): shown when the setting is on and the author is not a
 * bot; null when mutual, unknown (the server did not say) or the author is me.
 */
export function relationMark(user: UserLite, myId: string | null): RelationMark | null {
  if (user.isBot || !myId || user.id === myId) return null;
  const following = (user as { isFollowing?: unknown }).isFollowing;
  const followed = (user as { isFollowed?: unknown }).isFollowed;
  if (typeof following !== 'boolean' || typeof followed !== 'boolean') return null;
  if (following && followed) return null;
  if (following) return 'youFollow';
  if (followed) return 'followsYou';
  return 'none';
}
