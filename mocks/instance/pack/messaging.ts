import type { InstanceContext } from '../context';
import type { MessagingMessageRecord } from '../types';
import { packDriveFile } from './drive-file';
import { packUserGroup } from './group';
import { packUserLite } from './user';

export interface PackMessageOptions {
  /** 1:1 messages: include the recipient (default true; messaging/messages leaves it out). */
  populateRecipient?: boolean;
  /** Group messages: include the group (default true). */
  populateGroup?: boolean;
}

/** MessagingMessage as Misskey 12 packed it. */
export function packMessage(ctx: InstanceContext, m: MessagingMessageRecord, opts: PackMessageOptions = {}): Record<string, unknown> {
  const state = ctx.state;
  const sender = state.users.get(m.userId);
  const recipient = m.recipientId ? state.users.get(m.recipientId) : undefined;
  const group = m.groupId ? state.groups.get(m.groupId) : undefined;
  const file = m.fileId ? state.files.get(m.fileId) : undefined;
  return {
    id: m.id,
    createdAt: new Date(m.createdAt).toISOString(),
    text: m.text,
    userId: m.userId,
    user: sender ? packUserLite(ctx, sender) : null,
    recipientId: m.recipientId,
    ...(recipient && opts.populateRecipient !== false ? { recipient: packUserLite(ctx, recipient) } : {}),
    groupId: m.groupId,
    ...(group && opts.populateGroup !== false ? { group: packUserGroup(ctx, group) } : {}),
    fileId: m.fileId,
    file: file ? packDriveFile(ctx, file) : null,
    isRead: m.isRead,
    reads: [...m.reads],
  };
}
