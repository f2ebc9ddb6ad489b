import type { Notification } from '@/core/entities/notification';
import type { UserLite } from '@/core/entities/user';

/** A row of the list: one notification, or several reactions / renotes about the same note. */
export type NotificationRow =
  | { kind: 'single'; key: string; notification: Notification }
  | {
      kind: 'group';
      key: string;
      type: 'reaction' | 'renote';
      /** The note they reacted to, or the note they renoted. */
      noteId: string;
      /** Newest first; who did what is kept. */
      items: Notification[];
    };

/** The note a reaction or renote notification is about (a renote's note is the renote itself). */
export function groupTarget(n: Notification): string | null {
  const note = n.note;
  if (!note || typeof note !== 'object' || typeof note.id !== 'string') return null;
  if (n.type === 'reaction') return note.id;
  if (n.type === 'renote') return typeof note.renoteId === 'string' ? note.renoteId : (note.renote?.id ?? null);
  return null;
}

/**
 * Groups reactions and renotes on the same note (newest-first input) into one row placed where its
 * newest member is. Rows of one member stay single rows. Deduplicates by id.
 */
export function groupNotifications(list: readonly Notification[], enabled = true): NotificationRow[] {
  const rows: NotificationRow[] = [];
  const groups = new Map<string, Extract<NotificationRow, { kind: 'group' }>>();
  const seen = new Set<string>();
  for (const n of list) {
    if (seen.has(n.id)) continue;
    seen.add(n.id);
    const target = enabled && (n.type === 'reaction' || n.type === 'renote') ? groupTarget(n) : null;
    if (!target) {
      rows.push({ kind: 'single', key: n.id, notification: n });
      continue;
    }
    const gk = `${n.type}:${target}`;
    const g = groups.get(gk);
    if (g) {
      g.items.push(n);
    } else {
      const row = { kind: 'group' as const, key: `${gk}:${n.id}`, type: n.type as 'reaction' | 'renote', noteId: target, items: [n] };
      groups.set(gk, row);
      rows.push(row);
    }
  }
  return rows.map((r) => (r.kind === 'group' && r.items.length === 1 ? { kind: 'single', key: r.items[0]!.id, notification: r.items[0]! } : r));
}

/** The distinct users of a group, newest first. */
export function groupUsers(items: readonly Notification[]): UserLite[] {
  const out: UserLite[] = [];
  const ids = new Set<string>();
  for (const n of items) {
    const u = n.user;
    if (u && typeof u.id === 'string' && !ids.has(u.id)) {
      ids.add(u.id);
      out.push(u);
    }
  }
  return out;
}
