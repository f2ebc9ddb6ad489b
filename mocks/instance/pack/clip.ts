import type { InstanceContext } from '../context';
import type { ClipRecord } from '../types-social';
import { packUserLite } from './user';

/** Clip as 13.14 packs it. */
export function packClip(ctx: InstanceContext, clip: ClipRecord): Record<string, unknown> {
  const owner = ctx.state.users.get(clip.userId);
  return {
    id: clip.id,
    createdAt: new Date(clip.createdAt).toISOString(),
    lastClippedAt: clip.lastClippedAt != null ? new Date(clip.lastClippedAt).toISOString() : null,
    userId: clip.userId,
    user: owner ? packUserLite(ctx, owner) : null,
    name: clip.name,
    description: clip.description,
    isPublic: clip.isPublic,
    favoritedCount: 0,
    isFavorited: false,
  };
}
