import type { InstanceContext } from '../context';
import { packNotification } from '../pack/notification';
import { isMuting } from '../relations';
import type { NotificationRecord, NotificationType } from '../types';

export interface NotifyInput {
  notifieeId: string;
  type: NotificationType;
  notifierId?: string | null;
  noteId?: string | null;
  reaction?: string | null;
  header?: string;
  body?: string;
  choice?: number;
  invitationId?: string;
  /** unreadAntenna: the antenna. */
  antennaId?: string;
  /** achievementEarned: the achievement. */
  achievement?: string;
  /** app: its icon URL. */
  icon?: string;
  /** Creation time (seeding); defaults to now. */
  at?: number;
  isRead?: boolean;
}

/** Records a notification and pushes `notification` + `unreadNotification` on the notifiee's main channel. */
export function notify(ctx: InstanceContext, input: NotifyInput): NotificationRecord | null {
  const notifiee = ctx.state.users.get(input.notifieeId);
  if (!notifiee || notifiee.host != null) return null;
  if (input.notifierId != null && input.notifierId === input.notifieeId) return null;
  // Like the real server, nothing from a user the notifiee mutes.
  if (input.notifierId != null && isMuting(ctx.state, input.notifieeId, input.notifierId)) return null;
  const at = input.at ?? ctx.now();
  const record: NotificationRecord = {
    id: ctx.state.ids.notification(at),
    createdAt: at,
    notifieeId: input.notifieeId,
    type: input.type,
    notifierId: input.notifierId ?? null,
    noteId: input.noteId ?? null,
    reaction: input.reaction ?? null,
    isRead: input.isRead ?? false,
    ...(input.header !== undefined ? { header: input.header } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.choice !== undefined ? { choice: input.choice } : {}),
    ...(input.invitationId !== undefined ? { invitationId: input.invitationId } : {}),
    ...(input.antennaId !== undefined ? { antennaId: input.antennaId } : {}),
    ...(input.achievement !== undefined ? { achievement: input.achievement } : {}),
    ...(input.icon !== undefined ? { icon: input.icon } : {}),
  };
  ctx.state.notifications.push(record);
  // Nobody listening (seeding): no need to pack the event.
  const packed = ctx.events.listenerCount() > 0 ? packNotification(ctx, record, notifiee) : null;
  if (packed) {
    ctx.events.emit({ kind: 'main', userId: notifiee.id, type: 'notification', body: packed });
    if (!record.isRead) ctx.events.emit({ kind: 'main', userId: notifiee.id, type: 'unreadNotification', body: packed });
  }
  return record;
}
