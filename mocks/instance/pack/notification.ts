import { absoluteUrl, type InstanceContext } from '../context';
import type { NotificationRecord, UserRecord } from '../types';
import { canSeeNote } from '../visibility';
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
  return {
    id: n.id,
    createdAt: new Date(n.createdAt).toISOString(),
    type: n.type,
    ...(notifier ? { userId: notifier.id, user: packUserLite(ctx, notifier) } : {}),
    ...(note ? { note } : {}),
    ...(n.type === 'reaction' ? { reaction: n.reaction } : {}),
    ...(n.type === 'app'
      ? { header: n.header ?? null, body: n.body ?? '', icon: absoluteUrl(ctx, '/client-assets/app-icon.png') }
      : {}),
  };
}
