/** The conversation list (messaging/history): one entry per user or group, newest first. */
import type { UserLite } from '@/core/entities/user';
import { asMessage, isUnreadFor } from './message-logic';
import type { MessagingMessage, UserGroup } from './types';

export interface Conversation {
  /** `u:<userId>` or `g:<groupId>`. */
  key: string;
  user: UserLite | null;
  group: UserGroup | null;
  last: MessagingMessage;
}

/** The conversation a message belongs to, seen by `meId`; null for a malformed message. */
export function conversationOf(message: MessagingMessage, meId: string): Conversation | null {
  if (message.groupId) return { key: `g:${message.groupId}`, user: null, group: message.group ?? null, last: message };
  const otherId = message.userId === meId ? message.recipientId : message.userId;
  if (!otherId) return null;
  const other = message.userId === meId ? (message.recipient ?? null) : (message.user ?? null);
  return { key: `u:${otherId}`, user: other, group: null, last: message };
}

const newest = (a: Conversation, b: Conversation) => Date.parse(b.last.createdAt) - Date.parse(a.last.createdAt);

/** Both history answers merged, newest first. */
export function buildConversations(messages: readonly unknown[], meId: string): Conversation[] {
  const byKey = new Map<string, Conversation>();
  for (const raw of messages) {
    const m = asMessage(raw);
    const c = m && conversationOf(m, meId);
    if (!c) continue;
    const had = byKey.get(c.key);
    if (!had || Date.parse(had.last.createdAt) < Date.parse(c.last.createdAt)) byKey.set(c.key, { ...c, user: c.user ?? had?.user ?? null, group: c.group ?? had?.group ?? null });
  }
  return [...byKey.values()].sort(newest);
}

/** A live message (messagingIndex `message`): its conversation moves to the top. */
export function upsertConversation(list: readonly Conversation[], message: MessagingMessage, meId: string): Conversation[] {
  const c = conversationOf(message, meId);
  if (!c) return list as Conversation[];
  const had = list.find((x) => x.key === c.key);
  const merged = { ...c, user: c.user ?? had?.user ?? null, group: c.group ?? had?.group ?? null };
  return [merged, ...list.filter((x) => x.key !== c.key)].sort(newest);
}

/** messagingIndex `read` (ids): those last messages are read. */
export function markConversationsRead(list: readonly Conversation[], ids: unknown, meId: string): Conversation[] {
  if (!Array.isArray(ids)) return list as Conversation[];
  const set = new Set(ids.filter((x): x is string => typeof x === 'string'));
  return list.map((c) => {
    if (!set.has(c.last.id)) return c;
    const last = c.last.groupId ? { ...c.last, reads: [...new Set([...(c.last.reads ?? []), meId])] } : { ...c.last, isRead: true };
    return { ...c, last };
  });
}

export const isConversationUnread = (c: Conversation, meId: string) => isUnreadFor(c.last, meId);
