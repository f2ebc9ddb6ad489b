import type { InstanceContext } from '../context';
import { packUserDetailed, packUserLite } from '../pack/user';
import { isFollowing } from '../state';
import type { UserRecord } from '../types';
import { notify } from './notify';

export function follow(ctx: InstanceContext, follower: UserRecord, followee: UserRecord, at?: number): boolean {
  if (follower.id === followee.id || isFollowing(ctx.state, follower.id, followee.id)) return false;
  const time = at ?? ctx.now();
  ctx.state.follows.set(`${follower.id}>${followee.id}`, { id: ctx.state.ids.follow(time), createdAt: time });
  notify(ctx, { notifieeId: followee.id, type: 'follow', notifierId: follower.id, at: time });
  if (ctx.events.listenerCount() > 0) ctx.events.emit({ kind: 'main', userId: follower.id, type: 'follow', body: packUserDetailed(ctx, followee, follower) });
  ctx.events.emit({ kind: 'main', userId: followee.id, type: 'followed', body: packUserLite(ctx, follower) });
  return true;
}

export function unfollow(ctx: InstanceContext, follower: UserRecord, followee: UserRecord): boolean {
  const had = ctx.state.follows.delete(`${follower.id}>${followee.id}`);
  if (had) ctx.events.emit({ kind: 'main', userId: follower.id, type: 'unfollow', body: packUserDetailed(ctx, followee, follower) });
  return had;
}
