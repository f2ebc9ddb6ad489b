/** Mutes and blocks. Blocking, like the real server, also ends follows and follow requests both ways and takes the blocker off the blockee's lists. */
import type { InstanceContext } from '../context';
import type { UserRecord } from '../types';
import { unfollow } from './follow';

export function block(ctx: InstanceContext, blocker: UserRecord, blockee: UserRecord, at?: number): boolean {
  const state = ctx.state;
  const key = `${blocker.id}>${blockee.id}`;
  if (blocker.id === blockee.id || state.blockings.has(key)) return false;
  const time = at ?? ctx.now();
  state.blockings.set(key, { id: state.socialIds.blocking(time), createdAt: time, blockerId: blocker.id, blockeeId: blockee.id });
  unfollow(ctx, blocker, blockee);
  unfollow(ctx, blockee, blocker);
  state.followRequests.delete(`${blocker.id}>${blockee.id}`);
  state.followRequests.delete(`${blockee.id}>${blocker.id}`);
  for (const list of state.userLists.values()) {
    if (list.userId === blockee.id) list.userIds = list.userIds.filter((id) => id !== blocker.id);
  }
  return true;
}

export function unblock(ctx: InstanceContext, blocker: UserRecord, blockee: UserRecord): boolean {
  return ctx.state.blockings.delete(`${blocker.id}>${blockee.id}`);
}

export function mute(ctx: InstanceContext, muter: UserRecord, mutee: UserRecord, expiresAt: number | null, at?: number): boolean {
  const state = ctx.state;
  const key = `${muter.id}>${mutee.id}`;
  if (muter.id === mutee.id || state.mutings.has(key)) return false;
  const time = at ?? ctx.now();
  state.mutings.set(key, { id: state.socialIds.muting(time), createdAt: time, muterId: muter.id, muteeId: mutee.id, expiresAt });
  return true;
}

export function unmute(ctx: InstanceContext, muter: UserRecord, mutee: UserRecord): boolean {
  return ctx.state.mutings.delete(`${muter.id}>${mutee.id}`);
}

/** Drops mutes whose expiry has passed. */
export function purgeExpiredMutings(ctx: InstanceContext): void {
  const now = ctx.now();
  for (const [key, m] of ctx.state.mutings) if (m.expiresAt != null && m.expiresAt <= now) ctx.state.mutings.delete(key);
}
