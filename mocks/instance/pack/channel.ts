import { absoluteUrl, type InstanceContext } from '../context';
import type { MockState } from '../state';
import type { NoteRecord, UserRecord } from '../types';
import type { ChannelRecord } from '../types-social';
import { canSeeNote } from '../visibility';
import { isChannelFavorited } from '../channel-favorites';
import { packNote } from './note';

function counts(state: MockState, channelId: string): { notesCount: number; usersCount: number } {
  const users = new Set<string>();
  let notesCount = 0;
  for (const note of state.notes.values()) {
    if (note.channelId !== channelId) continue;
    notesCount++;
    users.add(note.userId);
  }
  return { notesCount, usersCount: users.size };
}

/** Channel as 13.14 packs it; `detailed` (channels/show) adds pinnedNotes. */
export function packChannel(ctx: InstanceContext, channel: ChannelRecord, viewer: UserRecord | null, detailed = false): Record<string, unknown> {
  const state = ctx.state;
  const follow = viewer ? state.channelFollows.find((f) => f.userId === viewer.id && f.channelId === channel.id) : undefined;
  const pinned = channel.pinnedNoteIds
    .map((id) => state.notes.get(id))
    .filter((n): n is NoteRecord => n != null && canSeeNote(state, viewer, n));
  return {
    id: channel.id,
    createdAt: new Date(channel.createdAt).toISOString(),
    lastNotedAt: channel.lastNotedAt != null ? new Date(channel.lastNotedAt).toISOString() : null,
    name: channel.name,
    description: channel.description,
    userId: channel.userId,
    bannerUrl: channel.bannerId != null && state.files.has(channel.bannerId) ? absoluteUrl(ctx, `/files/${channel.bannerId}`) : null,
    pinnedNoteIds: [...channel.pinnedNoteIds],
    color: channel.color,
    isArchived: channel.isArchived,
    ...counts(state, channel.id),
    isSensitive: channel.isSensitive,
    allowRenoteToExternal: channel.allowRenoteToExternal,
    ...(viewer
      ? { isFollowing: follow != null, isFavorited: isChannelFavorited(state, viewer.id, channel.id), hasUnreadNote: (follow?.unreadNoteIds.length ?? 0) > 0 }
      : {}),
    ...(detailed ? { pinnedNotes: pinned.map((n) => packNote(ctx, n, viewer, { detail: true })) } : {}),
  };
}
