/** Follow requests to locked accounts: create, accept, reject, cancel. */
import type { InstanceContext } from '../context';
import { packMe } from '../pack/me';
import { packUserDetailed, packUserLite } from '../pack/user';
import { isFollowing } from '../state';
import type { UserRecord } from '../types';
import type { FollowRequestRecord } from '../types-social';
import { follow } from './follow';
import { notify } from './notify';

const key = (followerId: string, followeeId: string) => `${followerId}>${followeeId}`;

function meUpdated(ctx: InstanceContext, user: UserRecord): void {
  if (user.host == null) ctx.events.emit({ kind: 'main', userId: user.id, type: 'meUpdated', body: packMe(ctx, user) });
}

/**
 * Follows, or asks to: a locked followee gets a request (notification `receiveFollowRequest` and the
 * main event of the same name), unless it already follows the follower (auto-accept, as the real default).
 * Returns 'followed', 'requested' or 'none' (already following or already requested).
 */
export function followOrRequest(ctx: InstanceContext, follower: UserRecord, followee: UserRecord, at?: number): 'followed' | 'requested' | 'none' {
  const state = ctx.state;
  if (isFollowing(state, follower.id, followee.id)) return 'none';
  if (!followee.isLocked || isFollowing(state, followee.id, follower.id)) {
    return follow(ctx, follower, followee, at) ? 'followed' : 'none';
  }
  if (state.followRequests.has(key(follower.id, followee.id))) return 'none';
  const time = at ?? ctx.now();
  const record: FollowRequestRecord = { id: state.socialIds.followRequest(time), createdAt: time, followerId: follower.id, followeeId: followee.id };
  state.followRequests.set(key(follower.id, followee.id), record);
  notify(ctx, { notifieeId: followee.id, type: 'receiveFollowRequest', notifierId: follower.id, at: time });
  ctx.events.emit({ kind: 'main', userId: followee.id, type: 'receiveFollowRequest', body: packUserLite(ctx, follower) });
  meUpdated(ctx, followee);
  return 'requested';
}

/** Turns a pending request into a follow and tells the follower (`followRequestAccepted`). False when there was none. */
export function acceptFollowRequest(ctx: InstanceContext, followee: UserRecord, follower: UserRecord): boolean {
  if (!ctx.state.followRequests.delete(key(follower.id, followee.id))) return false;
  follow(ctx, follower, followee);
  notify(ctx, { notifieeId: follower.id, type: 'followRequestAccepted', notifierId: followee.id });
  meUpdated(ctx, followee);
  return true;
}

/** Drops a pending request; the follower sees it as an unfollow, like the real server. False when there was none. */
export function rejectFollowRequest(ctx: InstanceContext, followee: UserRecord, follower: UserRecord): boolean {
  if (!ctx.state.followRequests.delete(key(follower.id, followee.id))) return false;
  ctx.events.emit({ kind: 'main', userId: follower.id, type: 'unfollow', body: packUserDetailed(ctx, followee, follower) });
  meUpdated(ctx, followee);
  return true;
}

/** The follower withdraws a pending request. False when there was none. */
export function cancelFollowRequest(ctx: InstanceContext, follower: UserRecord, followee: UserRecord): boolean {
  if (!ctx.state.followRequests.delete(key(follower.id, followee.id))) return false;
  meUpdated(ctx, followee);
  return true;
}
