/** Pure logic of the chat screens: merging pages and live messages, reads, deletes, date separators. */
import type { MessagingMessage, RoomTarget } from './types';

function isMessage(v: unknown): v is MessagingMessage {
  return !!v && typeof v === 'object' && typeof (v as MessagingMessage).id === 'string' && typeof (v as MessagingMessage).createdAt === 'string';
}

/** Whether a streamed value is a message (streams are untrusted). */
export const asMessage = (v: unknown): MessagingMessage | null => (isMessage(v) ? v : null);

/** Pages are newest first (as the server pages them); the room shows them oldest first, each id once. */
export function mergeMessages(pages: readonly (readonly MessagingMessage[])[]): MessagingMessage[] {
  const seen = new Set<string>();
  const out: MessagingMessage[] = [];
  for (const page of pages) {
    for (const m of page) {
      if (!isMessage(m) || seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Puts a live message into the newest page (pages are newest first); an id already there is replaced. */
export function insertMessage(pages: readonly MessagingMessage[][], message: MessagingMessage): MessagingMessage[][] {
  if (pages.some((p) => p.some((m) => m.id === message.id))) return pages.map((p) => p.map((m) => (m.id === message.id ? { ...m, ...message } : m)));
  const [first = [], ...rest] = pages;
  return [[message, ...first], ...rest];
}

export function removeMessage(pages: readonly MessagingMessage[][], id: string): MessagingMessage[][] {
  return pages.map((p) => p.filter((m) => m.id !== id));
}

/** A `read` event: 1:1 rooms get the ids, group rooms `{ids, userId}`. */
export function applyRead(pages: readonly MessagingMessage[][], body: unknown): MessagingMessage[][] {
  let ids: string[] = [];
  let reader: string | null = null;
  if (Array.isArray(body)) ids = body.filter((x): x is string => typeof x === 'string');
  else if (body && typeof body === 'object') {
    const b = body as { ids?: unknown; userId?: unknown };
    if (Array.isArray(b.ids)) ids = b.ids.filter((x): x is string => typeof x === 'string');
    if (typeof b.userId === 'string') reader = b.userId;
  }
  if (ids.length === 0) return pages as MessagingMessage[][];
  const set = new Set(ids);
  return pages.map((p) =>
    p.map((m) => {
      if (!set.has(m.id)) return m;
      if (reader === null) return m.isRead ? m : { ...m, isRead: true };
      const reads = Array.isArray(m.reads) ? m.reads : [];
      return reads.includes(reader) ? m : { ...m, reads: [...reads, reader] };
    }),
  );
}

/** Whether a message belongs to a room (the index stream carries every conversation). */
export function belongsTo(message: MessagingMessage, target: RoomTarget, meId: string): boolean {
  if (target.kind === 'group') return message.groupId === target.groupId;
  if (message.groupId) return false;
  return (message.userId === target.userId && message.recipientId === meId) || (message.userId === meId && message.recipientId === target.userId);
}

/** A message the reader has not read yet (others' messages only). */
export function isUnreadFor(message: MessagingMessage, meId: string): boolean {
  if (message.userId === meId) return false;
  if (message.groupId) return !(Array.isArray(message.reads) && message.reads.includes(meId));
  return message.isRead !== true;
}

/** A local calendar day, e.g. "2026-11-24" (the separator's key). */
export function dayKey(iso: string, tzOffsetMinutes: number = new Date(iso).getTimezoneOffset()): string {
  const t = Date.parse(iso) - tzOffsetMinutes * 60_000;
  return Number.isNaN(t) ? 'unknown' : new Date(t).toISOString().slice(0, 10);
}

export type RoomRow = { kind: 'date'; key: string; day: string; date: string } | { kind: 'message'; key: string; message: MessagingMessage };

/** The room's rows: a date separator before the first message of every day. */
export function buildRows(messages: readonly MessagingMessage[], keyOf: (iso: string) => string = (iso) => dayKey(iso)): RoomRow[] {
  const rows: RoomRow[] = [];
  let last: string | null = null;
  for (const m of messages) {
    const day = keyOf(m.createdAt);
    if (day !== last) {
      rows.push({ kind: 'date', key: `d:${day}`, day, date: m.createdAt });
      last = day;
    }
    rows.push({ kind: 'message', key: m.id, message: m });
  }
  return rows;
}
