/** Messaging (1:1 and group chats) with the Misskey 12 stream events. */
import type { InstanceContext } from '../context';
import { later } from '../knobs';
import { packMessage } from '../pack/messaging';
import type { DriveFileRecord, MessagingMessageRecord, UserGroupRecord, UserRecord } from '../types';
import { publish, publishMain, streamKey } from './streams';

export function isUnreadFor(m: MessagingMessageRecord, userId: string, state: InstanceContext['state']): boolean {
  if (m.userId === userId) return false;
  if (m.recipientId != null) return m.recipientId === userId && !m.isRead;
  const group = m.groupId ? state.groups.get(m.groupId) : undefined;
  return group != null && group.userIds.includes(userId) && !m.reads.includes(userId);
}

export function hasUnreadMessages(state: InstanceContext['state'], userId: string): boolean {
  return state.messages.some((m) => isUnreadFor(m, userId, state));
}

export interface SendInput {
  recipient?: UserRecord;
  group?: UserGroupRecord;
  text: string | null;
  file?: DriveFileRecord | null;
  /** Creation time (seeding); defaults to now. */
  at?: number;
  /** Seeding: no events. */
  silent?: boolean;
  isRead?: boolean;
}

export function sendMessage(ctx: InstanceContext, sender: UserRecord, input: SendInput): MessagingMessageRecord {
  const at = input.at ?? ctx.now();
  const message: MessagingMessageRecord = {
    id: ctx.state.ids.message(at),
    createdAt: at,
    userId: sender.id,
    recipientId: input.recipient?.id ?? null,
    groupId: input.group?.id ?? null,
    text: input.text,
    fileId: input.file?.id ?? null,
    isRead: input.isRead ?? false,
    reads: [],
  };
  ctx.state.messages.push(message);
  if (input.silent) return message;

  const packed = packMessage(ctx, message);
  const recipient = input.recipient;
  const group = input.group;
  if (recipient) {
    publish(ctx, streamKey.messaging(sender.id, recipient.id), 'message', packed);
    publish(ctx, streamKey.messagingIndex(sender.id), 'message', packed);
    publishMain(ctx, sender.id, 'messagingMessage', packed);
    if (recipient.host == null) {
      publish(ctx, streamKey.messaging(recipient.id, sender.id), 'message', packed);
      publish(ctx, streamKey.messagingIndex(recipient.id), 'message', packed);
      publishMain(ctx, recipient.id, 'messagingMessage', packed);
    }
  } else if (group) {
    publish(ctx, streamKey.messagingGroup(group.id), 'message', packed);
    for (const memberId of group.userIds) {
      publish(ctx, streamKey.messagingIndex(memberId), 'message', packed);
      publishMain(ctx, memberId, 'messagingMessage', packed);
    }
  }
  // Like the real server, a message still unread after a moment raises the unread badge.
  later(ctx.state.knobs, ctx.state.knobs.unreadMessageDelayMs, () => {
    if (!ctx.state.messages.includes(message)) return;
    const targets = recipient ? [recipient.id] : (group?.userIds ?? []);
    for (const userId of targets) {
      if (isUnreadFor(message, userId, ctx.state)) publishMain(ctx, userId, 'unreadMessagingMessage', packMessage(ctx, message));
    }
  });
  return message;
}

function afterRead(ctx: InstanceContext, readerId: string, ids: string[]): void {
  publish(ctx, streamKey.messagingIndex(readerId), 'read', ids);
  if (!hasUnreadMessages(ctx.state, readerId)) publishMain(ctx, readerId, 'readAllMessagingMessages');
}

/** Marks messages from `otherpartyId` to `reader` read (all of them when ids is omitted). */
export function readUserMessages(ctx: InstanceContext, reader: UserRecord, otherpartyId: string, ids?: string[]): string[] {
  const read: string[] = [];
  for (const m of ctx.state.messages) {
    if (m.userId !== otherpartyId || m.recipientId !== reader.id || m.isRead) continue;
    if (ids && !ids.includes(m.id)) continue;
    m.isRead = true;
    read.push(m.id);
  }
  if (read.length === 0) return read;
  publish(ctx, streamKey.messaging(otherpartyId, reader.id), 'read', read);
  afterRead(ctx, reader.id, read);
  return read;
}

/** Marks group messages read by `reader` (all of them when ids is omitted). */
export function readGroupMessages(ctx: InstanceContext, reader: UserRecord, groupId: string, ids?: string[]): string[] {
  const read: string[] = [];
  for (const m of ctx.state.messages) {
    if (m.groupId !== groupId || m.userId === reader.id || m.reads.includes(reader.id)) continue;
    if (ids && !ids.includes(m.id)) continue;
    m.reads.push(reader.id);
    read.push(m.id);
  }
  if (read.length === 0) return read;
  publish(ctx, streamKey.messagingGroup(groupId), 'read', { ids: read, userId: reader.id });
  afterRead(ctx, reader.id, read);
  return read;
}

export function deleteMessage(ctx: InstanceContext, message: MessagingMessageRecord): void {
  ctx.state.messages = ctx.state.messages.filter((m) => m !== message);
  if (message.recipientId) {
    publish(ctx, streamKey.messaging(message.userId, message.recipientId), 'deleted', message.id);
    publish(ctx, streamKey.messaging(message.recipientId, message.userId), 'deleted', message.id);
  } else if (message.groupId) {
    publish(ctx, streamKey.messagingGroup(message.groupId), 'deleted', message.id);
  }
}

/** A client typing in a conversation: the other side's channel turns this into `typers`. */
export function announceTyping(ctx: InstanceContext, typist: UserRecord, target: { otherpartyId?: string; groupId?: string }): void {
  if (target.otherpartyId) publish(ctx, streamKey.messaging(target.otherpartyId, typist.id), 'typing', typist.id);
  else if (target.groupId) publish(ctx, streamKey.messagingGroup(target.groupId), 'typing', typist.id);
}
