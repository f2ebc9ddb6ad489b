import { createNote } from '../actions/create-note';
import { schedulePollEnd } from '../actions/polls';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, invalidParam } from '../errors';
import { resolvePostChannel } from '../channels';
import { packNote } from '../pack/note';
import type { ParamSchema } from '../params';
import { isBlocking } from '../relations';
import { VISIBILITIES, type Visibility } from '../types';
import { canSeeNote, isPureRenote } from '../visibility';

const ERRORS = {
  noSuchRenoteTarget: { message: 'No such renote target.', code: 'NO_SUCH_RENOTE_TARGET', id: 'b5c90186-4ab0-49c8-9bba-a1f76c282ba4' },
  cannotReRenote: { message: 'You can not Renote a pure Renote.', code: 'CANNOT_RENOTE_TO_A_PURE_RENOTE', id: 'fd4cc33e-2a37-48dd-99cc-9b806eb2031a' },
  noSuchReplyTarget: { message: 'No such reply target.', code: 'NO_SUCH_REPLY_TARGET', id: '749ee0f6-d3da-459a-bf02-282e2da4292c' },
  cannotReplyToPureRenote: { message: 'You can not reply to a pure Renote.', code: 'CANNOT_REPLY_TO_A_PURE_RENOTE', id: '3ac74a84-8fd5-4bb0-870f-01804f82ce15' },
  expiredPoll: { message: 'Poll is already expired.', code: 'CANNOT_CREATE_ALREADY_EXPIRED_POLL', id: '04da457d-b083-4055-9082-955525eda5a5' },
  noSuchChannel: { message: 'No such channel.', code: 'NO_SUCH_CHANNEL', id: 'b1653923-5453-4edc-b786-7c4f39bb0bbb' },
  renoteVisibility: { message: 'You can not Renote due to target visibility.', code: 'CANNOT_RENOTE_DUE_TO_VISIBILITY', id: 'be9529e9-fe72-4de0-ae43-0b363c4938af' },
  youHaveBeenBlocked: { message: 'You have been blocked by this user.', code: 'YOU_HAVE_BEEN_BLOCKED', id: 'b390d7e1-8a5e-46ed-b625-06271cafd3d3' },
};

const ID_LIST = { type: 'array', uniqueItems: true, items: { type: 'string', format: 'misskey:id' } } as const;

const PARAMS: ParamSchema = {
  properties: {
    visibility: { type: 'string', enum: VISIBILITIES, default: 'public' },
    visibleUserIds: ID_LIST,
    ccUserIds: ID_LIST,
    inheritCc: { type: 'boolean', default: false },
    referenceIds: ID_LIST,
    cw: { type: 'string', nullable: true, maxLength: 100 },
    localOnly: { type: 'boolean', default: false },
    noExtractMentions: { type: 'boolean', default: false },
    noExtractHashtags: { type: 'boolean', default: false },
    noExtractEmojis: { type: 'boolean', default: false },
    replyId: { type: 'string', format: 'misskey:id', nullable: true },
    renoteId: { type: 'string', format: 'misskey:id', nullable: true },
    channelId: { type: 'string', format: 'misskey:id', nullable: true },
    text: { type: 'string', minLength: 1, nullable: true },
    fileIds: { ...ID_LIST, minItems: 1, maxItems: 16 },
    mediaIds: { ...ID_LIST, minItems: 1, maxItems: 16 },
    poll: {
      type: 'object',
      nullable: true,
      properties: {
        choices: { type: 'array', uniqueItems: true, minItems: 2, maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 50 } },
        multiple: { type: 'boolean' },
        expiresAt: { type: 'integer', nullable: true },
        expiredAfter: { type: 'integer', nullable: true, minimum: 1 },
      },
      required: ['choices'],
    },
  },
  anyOf: [{ required: ['text'] }, { required: ['renoteId'] }, { required: ['fileIds'] }, { required: ['mediaIds'] }, { required: ['poll'] }],
};

interface CreateParams {
  visibility: Visibility;
  visibleUserIds?: string[];
  ccUserIds?: string[];
  inheritCc: boolean;
  referenceIds?: string[];
  cw?: string | null;
  localOnly: boolean;
  replyId?: string | null;
  renoteId?: string | null;
  channelId?: string | null;
  text?: string | null;
  fileIds?: string[];
  mediaIds?: string[];
  poll?: { choices: string[]; multiple?: boolean; expiresAt?: number | null; expiredAfter?: number | null } | null;
}

export const notesCreateEndpoints: Record<string, AnyEndpoint> = {
  'notes/create': defineEndpoint<CreateParams>({
    requireCredential: true,
    params: PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const { state } = ctx;
      const max = state.meta.maxNoteTextLength;
      if (ps.text != null && [...ps.text].length > max) {
        throw invalidParam('#/properties/text/maxLength', `must NOT have more than ${max} characters`);
      }
      const renote = ps.renoteId ? state.notes.get(ps.renoteId) : undefined;
      if (ps.renoteId) {
        if (!renote || !canSeeNote(state, me, renote)) throw new ApiError(ERRORS.noSuchRenoteTarget);
        if (isPureRenote(renote)) throw new ApiError(ERRORS.cannotReRenote);
        if (renote.userId !== me.id && (renote.visibility === 'followers' || renote.visibility === 'specified')) {
          throw new ApiError(ERRORS.renoteVisibility);
        }
      }
      const reply = ps.replyId ? state.notes.get(ps.replyId) : undefined;
      if (ps.replyId) {
        if (!reply || !canSeeNote(state, me, reply)) throw new ApiError(ERRORS.noSuchReplyTarget);
        if (isPureRenote(reply)) throw new ApiError(ERRORS.cannotReplyToPureRenote);
      }
      for (const target of [reply, renote]) {
        if (target && target.userId !== me.id && isBlocking(state, target.userId, me.id)) throw new ApiError(ERRORS.youHaveBeenBlocked);
      }
      const channelId = resolvePostChannel(state, ps.channelId, reply);
      if (channelId === false) throw new ApiError(ERRORS.noSuchChannel);
      let expiresAt: number | null = null;
      if (ps.poll) {
        if (typeof ps.poll.expiresAt === 'number') {
          if (ps.poll.expiresAt < ctx.now()) throw new ApiError(ERRORS.expiredPoll);
          expiresAt = ps.poll.expiresAt;
        } else if (typeof ps.poll.expiredAfter === 'number') {
          expiresAt = ctx.now() + ps.poll.expiredAfter;
        }
      }
      const note = createNote(ctx, me, {
        text: ps.text ?? null,
        cw: ps.cw ?? null,
        visibility: ps.visibility,
        localOnly: ps.localOnly,
        replyId: reply?.id ?? null,
        renoteId: renote?.id ?? null,
        channelId,
        fileIds: ps.fileIds ?? ps.mediaIds ?? [],
        poll: ps.poll ? { choices: ps.poll.choices, multiple: ps.poll.multiple ?? false, expiresAt } : null,
        visibleUserIds: (ps.visibleUserIds ?? []).filter((id) => state.users.has(id)),
        ccUserIds: (ps.ccUserIds ?? []).filter((id) => state.users.has(id)),
        inheritCc: ps.inheritCc,
        referenceIds: (ps.referenceIds ?? []).filter((id) => {
          const target = state.notes.get(id);
          return target != null && canSeeNote(state, me, target);
        }),
      });
      if (note.poll) schedulePollEnd(ctx, note);
      return { createdNote: packNote(ctx, note, me, { detail: true }) };
    },
  }),
};
