/** Messaging (Misskey 12 API; 13.14 removed it and answers 404, which clients must also handle). */
import { deleteMessage, isUnreadFor, readGroupMessages, readUserMessages, sendMessage } from '../actions/messaging';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packMessage } from '../pack/messaging';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { isBlocking } from '../relations';
import type { MessagingMessageRecord, UserGroupRecord, UserRecord } from '../types';

const ID = { type: 'string', format: 'misskey:id' } as const;

const ERRORS = {
  listNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '11795c64-40ea-4198-b06e-3c873ed9039d' },
  listNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: 'c4d9f88c-9270-4632-b032-6ed8cee36f7f' },
  listGroupAccessDenied: { message: 'You can not read messages of groups that you have not joined.', code: 'GROUP_ACCESS_DENIED', id: 'a053a8dd-a491-4718-8f87-50775aad9284' },
  recipientIsYourself: { message: 'You can not send a message to yourself.', code: 'RECIPIENT_IS_YOURSELF', id: '17e2ba79-e22a-4cbc-bf91-d327643f4a7e' },
  createNoSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '11795c64-40ea-4198-b06e-3c873ed9039d' },
  createNoSuchGroup: { message: 'No such group.', code: 'NO_SUCH_GROUP', id: 'c94e2a5d-06aa-4914-8fa6-6a42e73d6537' },
  createGroupAccessDenied: { message: 'You can not send messages to groups that you have not joined.', code: 'GROUP_ACCESS_DENIED', id: 'd96b3cca-5ad1-438b-ad8b-02f931308fbd' },
  noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: '4372b8e2-185d-4146-8749-2f68864a3e5f' },
  contentRequired: { message: 'Content required. You need to set text or fileId.', code: 'CONTENT_REQUIRED', id: '25587321-b0e6-449c-9239-f8925092942c' },
  blocked: { message: 'You cannot send a message because you have been blocked by this user.', code: 'YOU_HAVE_BEEN_BLOCKED', id: 'c15a5199-7422-4968-941a-2a462c478f7d' },
  deleteNoSuchMessage: { message: 'No such message.', code: 'NO_SUCH_MESSAGE', id: '54b5b326-7925-42cf-8019-130fda8b56af' },
  readNoSuchMessage: { message: 'No such message.', code: 'NO_SUCH_MESSAGE', id: '86d56a2f-a9c3-4afb-b13c-3e9bfef9aa14' },
} satisfies Record<string, ErrorDef>;

function otherUser(ctx: CallContext, userId: string, err: ErrorDef): UserRecord {
  const user = ctx.state.users.get(userId);
  if (!user || user.isSuspended) throw new ApiError(err);
  return user;
}

function joinedGroup(ctx: CallContext, me: UserRecord, groupId: string, noSuch: ErrorDef, denied: ErrorDef): UserGroupRecord {
  const group = ctx.state.groups.get(groupId);
  if (!group) throw new ApiError(noSuch);
  if (!group.userIds.includes(me.id)) throw new ApiError(denied);
  return group;
}

const newestFirst = (messages: MessagingMessageRecord[]) => [...messages].reverse();

export const messagingEndpoints: Record<string, AnyEndpoint> = {
  'messaging/history': defineEndpoint<{ limit: number; group: boolean }>({
    requireCredential: true,
    params: { properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, group: { type: 'boolean', default: false } } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const seen = new Set<string>();
      const out: MessagingMessageRecord[] = [];
      for (const m of newestFirst(ctx.state.messages)) {
        if (out.length >= ps.limit) break;
        let key: string | null = null;
        if (ps.group) {
          if (m.groupId && ctx.state.groups.get(m.groupId)?.userIds.includes(me.id)) key = m.groupId;
        } else if (m.recipientId && (m.userId === me.id || m.recipientId === me.id)) {
          key = m.userId === me.id ? m.recipientId : m.userId;
        }
        if (key == null || seen.has(key)) continue;
        seen.add(key);
        out.push(m);
      }
      return out.map((m) => packMessage(ctx, m));
    },
  }),

  'messaging/messages': defineEndpoint<PagingParams & { userId?: string; groupId?: string; markAsRead: boolean }>({
    requireCredential: true,
    params: {
      properties: { ...PAGING, userId: ID, groupId: ID, markAsRead: { type: 'boolean', default: true } },
      anyOf: [{ required: ['userId'] }, { required: ['groupId'] }],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId != null) {
        const other = otherUser(ctx, ps.userId, ERRORS.listNoSuchUser);
        const page = paginate(newestFirst(ctx.state.messages), ps, (m) =>
          (m.userId === me.id && m.recipientId === other.id) || (m.userId === other.id && m.recipientId === me.id),
        );
        const packed = page.map((m) => packMessage(ctx, m, { populateRecipient: false }));
        if (ps.markAsRead) readUserMessages(ctx, me, other.id, page.filter((m) => m.recipientId === me.id).map((m) => m.id));
        return packed;
      }
      const group = joinedGroup(ctx, me, ps.groupId ?? '', ERRORS.listNoSuchGroup, ERRORS.listGroupAccessDenied);
      const page = paginate(newestFirst(ctx.state.messages), ps, (m) => m.groupId === group.id);
      const packed = page.map((m) => packMessage(ctx, m, { populateGroup: false }));
      if (ps.markAsRead) readGroupMessages(ctx, me, group.id, page.map((m) => m.id));
      return packed;
    },
  }),

  'messaging/messages/create': defineEndpoint<{ userId?: string; groupId?: string; text?: string | null; fileId?: string }>({
    requireCredential: true,
    params: {
      properties: { userId: ID, groupId: ID, text: { type: 'string', nullable: true, maxLength: 3000 }, fileId: ID },
      anyOf: [{ required: ['userId'] }, { required: ['groupId'] }],
    },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      let recipient: UserRecord | undefined;
      let group: UserGroupRecord | undefined;
      if (ps.userId != null) {
        if (ps.userId === me.id) throw new ApiError(ERRORS.recipientIsYourself);
        recipient = otherUser(ctx, ps.userId, ERRORS.createNoSuchUser);
        if (isBlocking(ctx.state, recipient.id, me.id)) throw new ApiError(ERRORS.blocked);
      } else {
        group = joinedGroup(ctx, me, ps.groupId ?? '', ERRORS.createNoSuchGroup, ERRORS.createGroupAccessDenied);
      }
      let file = null;
      if (ps.fileId != null) {
        file = ctx.state.files.get(ps.fileId) ?? null;
        if (!file || file.userId !== me.id) throw new ApiError(ERRORS.noSuchFile);
      }
      const text = ps.text?.trim() ? ps.text : null;
      if (text == null && file == null) throw new ApiError(ERRORS.contentRequired);
      return packMessage(ctx, sendMessage(ctx, me, { recipient, group, text, file }));
    },
  }),

  'messaging/messages/delete': defineEndpoint<{ messageId: string }>({
    requireCredential: true,
    params: { properties: { messageId: ID }, required: ['messageId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const message = ctx.state.messages.find((m) => m.id === ps.messageId && m.userId === me.id);
      if (!message) throw new ApiError(ERRORS.deleteNoSuchMessage);
      deleteMessage(ctx, message);
      return undefined;
    },
  }),

  /** Marks every chat read (Misskey 12); ends with `readAllMessagingMessages`. */
  'i/read-all-messaging-messages': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      const unread = ctx.state.messages.filter((m) => isUnreadFor(m, me.id, ctx.state));
      for (const otherId of new Set(unread.filter((m) => m.recipientId != null).map((m) => m.userId))) readUserMessages(ctx, me, otherId);
      for (const groupId of new Set(unread.map((m) => m.groupId).filter((g): g is string => g != null))) readGroupMessages(ctx, me, groupId);
      return undefined;
    },
  }),

  'messaging/messages/read': defineEndpoint<{ messageId: string }>({
    requireCredential: true,
    params: { properties: { messageId: ID }, required: ['messageId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const message = ctx.state.messages.find((m) => m.id === ps.messageId);
      if (!message) throw new ApiError(ERRORS.readNoSuchMessage);
      if (message.recipientId != null) {
        if (message.recipientId !== me.id) throw new ApiError(ERRORS.readNoSuchMessage);
        readUserMessages(ctx, me, message.userId, [message.id]);
      } else if (message.groupId != null) {
        if (!ctx.state.groups.get(message.groupId)?.userIds.includes(me.id)) throw new ApiError(ERRORS.readNoSuchMessage);
        readGroupMessages(ctx, me, message.groupId, [message.id]);
      }
      return undefined;
    },
  }),
};
