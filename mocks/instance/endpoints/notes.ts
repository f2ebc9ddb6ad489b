import { deleteNote } from '../actions/delete-note';
import type { CallContext } from '../context';
import { defineEndpoint, getVisibleNote, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packNote } from '../pack/note';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { isHiddenByRelations } from '../relations';
import { notesNewestFirst } from '../state';
import type { NoteRecord } from '../types';
import { canSeeNote, isPureRenote } from '../visibility';

const NOTE_ID = { type: 'string', format: 'misskey:id' } as const;

const ERRORS = {
  showNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d' },
  deleteNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '490be23f-8c1f-4796-819f-94cb4f9d1630' },
  deleteAccessDenied: { message: 'Access denied.', code: 'ACCESS_DENIED', id: 'fe8d7103-0ea8-4ec3-814d-f8b401dc69e9' },
  listNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '12908022-2e21-46cd-ba6a-3edaf6093f46' },
};

interface NoteIdParams { noteId: string }
type NoteListParams = NoteIdParams & PagingParams;

/** A paged list of visible notes matching `filter`, packed for the caller. */
function listNotes(ctx: CallContext, ps: PagingParams, filter: (note: NoteRecord) => boolean) {
  return paginate(notesNewestFirst(ctx.state), ps, (n) => filter(n) && canSeeNote(ctx.state, ctx.me, n)).map((n) =>
    packNote(ctx, n, ctx.me, { detail: true }),
  );
}

function noteList(filter: (note: NoteRecord, target: NoteRecord) => boolean): AnyEndpoint {
  return defineEndpoint<NoteListParams>({
    params: { properties: { noteId: NOTE_ID, ...PAGING }, required: ['noteId'] },
    handler: (ctx, ps) => {
      const target = getVisibleNote(ctx, ps.noteId, ERRORS.listNoSuchNote);
      return listNotes(ctx, ps, (n) => filter(n, target));
    },
  });
}

export const notesEndpoints: Record<string, AnyEndpoint> = {
  'notes/show': defineEndpoint<NoteIdParams>({
    params: { properties: { noteId: NOTE_ID }, required: ['noteId'] },
    handler: (ctx, ps) => packNote(ctx, getVisibleNote(ctx, ps.noteId, ERRORS.showNoSuchNote), ctx.me, { detail: true }),
  }),

  'notes/delete': defineEndpoint<NoteIdParams>({
    requireCredential: true,
    params: { properties: { noteId: NOTE_ID }, required: ['noteId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const note = ctx.state.notes.get(ps.noteId);
      if (!note) throw new ApiError(ERRORS.deleteNoSuchNote);
      if (note.userId !== me.id && !me.isAdmin && !me.isModerator) throw new ApiError(ERRORS.deleteAccessDenied);
      deleteNote(ctx, note);
      return undefined;
    },
  }),

  'notes/replies': noteList((n, t) => n.replyId === t.id),
  'notes/children': noteList((n, t) => n.replyId === t.id || (n.renoteId === t.id && !isPureRenote(n))),
  'notes/renotes': noteList((n, t) => n.renoteId === t.id && isPureRenote(n)),

  'notes/mentions': defineEndpoint<PagingParams & { following: boolean; visibility?: string }>({
    requireCredential: true,
    params: { properties: { ...PAGING, following: { type: 'boolean', default: false }, visibility: { type: 'string' } } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      return listNotes(ctx, ps, (n) =>
        (n.mentions.includes(me.id) || n.visibleUserIds.includes(me.id) || n.ccUserIds.includes(me.id) || ctx.state.notes.get(n.replyId ?? '')?.userId === me.id) &&
        n.userId !== me.id &&
        (ps.visibility === undefined || n.visibility === ps.visibility) &&
        !isHiddenByRelations(ctx.state, me, n),
      );
    },
  }),

  'notes': defineEndpoint<PagingParams & { local: boolean; withFiles: boolean; reply?: boolean; renote?: boolean }>({
    params: {
      properties: {
        ...PAGING,
        local: { type: 'boolean', default: false },
        reply: { type: 'boolean' },
        renote: { type: 'boolean' },
        withFiles: { type: 'boolean', default: false },
      },
    },
    handler: (ctx, ps) =>
      listNotes(ctx, ps, (n) => {
        const author = ctx.state.users.get(n.userId);
        return n.visibility === 'public' &&
          (!ps.local || author?.host == null) &&
          (!ps.withFiles || n.fileIds.length > 0) &&
          (ps.reply === undefined || (n.replyId != null) === ps.reply) &&
          (ps.renote === undefined || (n.renoteId != null) === ps.renote);
      }),
  }),
};
