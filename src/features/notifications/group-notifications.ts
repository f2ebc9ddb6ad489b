import type { Notification } from '@/core/entities/notification';
import type { UserLite } from '@/core/entities/user';
import { isUser } from '@/core/entities/user-guard';

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
 * A server-grouped entry (`i/notifications-grouped`, Misskey 2024.3+) as the notifications it
 * stands for, newest first: `reaction:grouped` with `reactions: [{user, reaction}]`,
 * `renote:grouped` with `users: [...]`, both about `note` (a renote's note is the renote). Each gets
 * an id of its own (the entry's id and its place). Any other notification is itself; a grouped
 * entry without members stays as it is (a neutral row).
 */
export function expandServerGroup(n: Notification): Notification[] {
  const base = { createdAt: n.createdAt, note: n.note ?? null };
  if (n.type === 'reaction:grouped' && Array.isArray(n.reactions)) {
    const out = (n.reactions as unknown[]).flatMap((r, i): Notification[] => {
      const e = r && typeof r === 'object' ? (r as { user?: unknown; reaction?: unknown }) : null;
      return e && isUser(e.user) && typeof e.reaction === 'string' ? [{ ...base, id: `${n.id}:${i}`, type: 'reaction', user: e.user, userId: e.user.id, reaction: e.reaction }] : [];
    });
    return out.length > 0 ? out : [n];
  }
  if (n.type === 'renote:grouped' && Array.isArray(n.users)) {
    const out = (n.users as unknown[]).flatMap((u, i): Notification[] => (isUser(u) ? [{ ...base, id: `${n.id}:${i}`, type: 'renote', user: u, userId: u.id }] : []));
    return out.length > 0 ? out : [n];
  }
  return [n];
}

/**
 * Groups reactions and renotes on the same note (newest-first input) into one row placed where its
 * newest member is. Rows of one member stay single rows. Deduplicates by id. Entries the server
 * grouped are taken apart first, so they merge with live notifications about the same note; they
 * stay grouped even when `enabled` is off.
 */
export function groupNotifications(input: readonly Notification[], enabled = true): NotificationRow[] {
  const list = input.flatMap((n) => expandServerGroup(n));
  const serverGrouped = input.some((n) => n.type === 'reaction:grouped' || n.type === 'renote:grouped');
  if (serverGrouped) enabled = true;
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
