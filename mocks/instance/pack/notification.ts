import { absoluteUrl, type InstanceContext } from '../context';
import type { NotificationRecord, UserRecord } from '../types';
import { canSeeNote } from '../visibility';
import { packAntenna } from './antenna';
import { packGroupInvitation } from './group';
import { packNote } from './note';
import { packUserLite } from './user';

/** Notification as 13.14 packs it; null when its note is gone or not visible to the notifiee. */
export function packNotification(ctx: InstanceContext, n: NotificationRecord, viewer: UserRecord): Record<string, unknown> | null {
  const state = ctx.state;
  const notifier = n.notifierId ? state.users.get(n.notifierId) : undefined;
  let note: Record<string, unknown> | undefined;
  if (n.noteId != null) {
    const record = state.notes.get(n.noteId);
    if (!record || !canSeeNote(state, viewer, record)) return null;
    note = packNote(ctx, record, viewer, { detail: true });
  }
  let invitation: Record<string, unknown> | null = null;
  if (n.type === 'groupInvited') {
    const record = n.invitationId ? state.groupInvitations.get(n.invitationId) : undefined;
    invitation = record ? packGroupInvitation(ctx, record) : null;
    if (!invitation) return null;
  }
  return {
    id: n.id,
    createdAt: new Date(n.createdAt).toISOString(),
    type: n.type,
    ...(notifier ? { userId: notifier.id, user: packUserLite(ctx, notifier) } : {}),
    ...(note ? { note } : {}),
    ...(n.type === 'reaction' ? { reaction: n.reaction } : {}),
    ...(n.type === 'pollVote' ? { choice: n.choice ?? 0 } : {}),
    ...(invitation ? { invitation } : {}),
    ...(n.type === 'unreadAntenna' ? unreadAntennaFields(state, n) : {}),
    ...(n.type === 'app'
      ? { header: n.header ?? null, body: n.body ?? '', icon: n.icon ?? absoluteUrl(ctx, '/client-assets/app-icon.png') }
      : {}),
    ...(n.type === 'achievementEarned' ? { achievement: n.achievement ?? '' } : {}),
  };
}

/** unreadAntenna carries the antenna (spec extra; 13.14 has no such notification type). */
function unreadAntennaFields(state: InstanceContext['state'], n: NotificationRecord): Record<string, unknown> {
  const antenna = n.antennaId != null ? state.antennas.get(n.antennaId) : undefined;
  return antenna ? { antenna: packAntenna(antenna) } : {};
}
