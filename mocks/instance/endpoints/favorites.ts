/** notes/favorites/*, i/favorites, notes/state and notes/thread-muting/*. */
import type { CallContext } from '../context';
import { defineEndpoint, getVisibleNote, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS } from '../errors';
import { packNote } from '../pack/note';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import type { NoteRecord } from '../types';
import { canSeeNote } from '../visibility';
import { ID, iso, newestFirst } from './social-common';

const ERRORS = {
  createNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '6dd26674-e060-4816-909a-45ba3f4da458' },
  alreadyFavorited: { message: 'The note has already been marked as a favorite.', code: 'ALREADY_FAVORITED', id: 'a402c12b-34dd-41d2-97d8-4d2ffd96a1a6' },
  deleteNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '80848a2c-398f-4343-baa9-df1d57696c56' },
  notFavorited: { message: 'You have not marked that note a favorite.', code: 'NOT_FAVORITED', id: 'b625fc69-635e-45e9-86f4-dbefbef35af5' },
  muteNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '5ff67ada-ed3b-2e71-8e87-a1a421e177d2' },
  unmuteNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'bddd57ac-ceb3-b29d-4334-86ea5fae481a' },
};

/** The root of a reply chain (the real server's threadId). */
function threadIdOf(ctx: CallContext, note: NoteRecord): string {
  let current = note;
  for (let i = 0; i < 100 && current.replyId != null; i++) {
    const parent = ctx.state.notes.get(current.replyId);
    if (!parent) break;
    current = parent;
  }
  return current.id;
}

const NOTE_PARAMS = { properties: { noteId: ID }, required: ['noteId'] };

export const favoriteEndpoints: Record<string, AnyEndpoint> = {
  'notes/favorites/create': defineEndpoint<{ noteId: string }>({
    requireCredential: true,
    params: NOTE_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const note = getVisibleNote(ctx, ps.noteId, ERRORS.createNoSuchNote);
      if (ctx.state.favorites.some((f) => f.userId === me.id && f.noteId === note.id)) throw new ApiError(ERRORS.alreadyFavorited);
      const at = ctx.now();
      ctx.state.favorites.push({ id: ctx.state.socialIds.favorite(at), createdAt: at, userId: me.id, noteId: note.id });
      return undefined;
    },
  }),

  'notes/favorites/delete': defineEndpoint<{ noteId: string }>({
    requireCredential: true,
    params: NOTE_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (!ctx.state.notes.has(ps.noteId)) throw new ApiError(ERRORS.deleteNoSuchNote);
      const i = ctx.state.favorites.findIndex((f) => f.userId === me.id && f.noteId === ps.noteId);
      if (i < 0) throw new ApiError(ERRORS.notFavorited);
      ctx.state.favorites.splice(i, 1);
      return undefined;
    },
  }),

  'i/favorites': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const visible = (noteId: string) => {
        const note = ctx.state.notes.get(noteId);
        return note != null && canSeeNote(ctx.state, me, note) ? note : undefined;
      };
      const mine = ctx.state.favorites.filter((f) => f.userId === me.id);
      return paginate(newestFirst(mine), ps, (f) => visible(f.noteId) != null).flatMap((f) => {
        const note = visible(f.noteId);
        return note ? [{ id: f.id, createdAt: iso(f.createdAt), noteId: f.noteId, note: packNote(ctx, note, me, { detail: true }) }] : [];
      });
    },
  }),

  'notes/state': defineEndpoint<{ noteId: string }>({
    requireCredential: true,
    params: NOTE_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const note = ctx.state.notes.get(ps.noteId);
      // The real endpoint has no NO_SUCH_NOTE: an unknown id is an internal error there.
      if (!note) throw new ApiError(COMMON_ERRORS.internal);
      const threadId = threadIdOf(ctx, note);
      return {
        isFavorited: ctx.state.favorites.some((f) => f.userId === me.id && f.noteId === note.id),
        isMutedThread: ctx.state.threadMutings.some((m) => m.userId === me.id && m.threadId === threadId),
      };
    },
  }),

  'notes/thread-muting/create': defineEndpoint<{ noteId: string }>({
    requireCredential: true,
    params: NOTE_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const threadId = threadIdOf(ctx, getVisibleNote(ctx, ps.noteId, ERRORS.muteNoSuchNote));
      if (!ctx.state.threadMutings.some((m) => m.userId === me.id && m.threadId === threadId)) {
        const at = ctx.now();
        ctx.state.threadMutings.push({ id: ctx.state.socialIds.threadMuting(at), createdAt: at, userId: me.id, threadId });
      }
      return undefined;
    },
  }),

  'notes/thread-muting/delete': defineEndpoint<{ noteId: string }>({
    requireCredential: true,
    params: NOTE_PARAMS,
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const threadId = threadIdOf(ctx, getVisibleNote(ctx, ps.noteId, ERRORS.unmuteNoSuchNote));
      ctx.state.threadMutings = ctx.state.threadMutings.filter((m) => !(m.userId === me.id && m.threadId === threadId));
      return undefined;
    },
  }),
};
