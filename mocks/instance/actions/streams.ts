/** Names of the non-main streams and small helpers to publish on them (and on main). */
import type { InstanceContext } from '../context';

export const streamKey = {
  drive: (userId: string) => `drive:${userId}`,
  /** What `userId` sees in their conversation with `otherpartyId`. */
  messaging: (userId: string, otherpartyId: string) => `messaging:${userId}-${otherpartyId}`,
  messagingGroup: (groupId: string) => `messagingGroup:${groupId}`,
  messagingIndex: (userId: string) => `messagingIndex:${userId}`,
};

export function publish(ctx: InstanceContext, stream: string, type: string, body?: unknown): void {
  ctx.events.emit({ kind: 'stream', stream, type, body });
}

export function publishMain(ctx: InstanceContext, userId: string, type: string, body?: unknown): void {
  ctx.events.emit({ kind: 'main', userId, type, body });
}
