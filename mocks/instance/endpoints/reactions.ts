import { addReaction, removeReaction } from '../actions/reactions';
import { defineEndpoint, getVisibleNote, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { isBlocking } from '../relations';

const NOTE_ID = { type: 'string', format: 'misskey:id' } as const;

const ERRORS = {
  createNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '033d0620-5bfe-4027-965d-980b0c85a3ea' },
  youHaveBeenBlocked: { message: 'You cannot react this note because you have been blocked by this user.', code: 'YOU_HAVE_BEEN_BLOCKED', id: '20ef5475-9f38-4e4c-bd33-de6d979498ec' },
  deleteNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37' },
  listNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '263fff3d-d0e1-4af4-bea7-8408059b451a' },
};

export const reactionEndpoints: Record<string, AnyEndpoint> = {
  'notes/reactions': defineEndpoint<PagingParams & { noteId: string; type?: string | null; offset: number }>({
    params: {
      properties: { noteId: NOTE_ID, type: { type: 'string', nullable: true }, offset: { type: 'integer', default: 0 }, ...PAGING },
      required: ['noteId'],
    },
    handler: (ctx, ps) => {
      const note = getVisibleNote(ctx, ps.noteId, ERRORS.listNoSuchNote);
      const wanted = ps.type?.replace(/:([^@:]+):$/, ':$1@.:') ?? null;
      const newestFirst = [...note.reactions].sort((a, b) => (a.id < b.id ? 1 : -1));
      const page = paginate(newestFirst, { ...ps, limit: ps.limit + ps.offset }, (r) => wanted == null || r.reaction === wanted);
      return page.slice(ps.offset).flatMap((r) => {
        const user = ctx.state.users.get(r.userId);
        return user ? [{ id: r.id, createdAt: new Date(r.createdAt).toISOString(), user: packUserLite(ctx, user), type: r.reaction }] : [];
      });
    },
  }),

  'notes/reactions/create': defineEndpoint<{ noteId: string; reaction: string }>({
    requireCredential: true,
    params: { properties: { noteId: NOTE_ID, reaction: { type: 'string' } }, required: ['noteId', 'reaction'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const note = getVisibleNote(ctx, ps.noteId, ERRORS.createNoSuchNote);
      if (note.userId !== me.id && isBlocking(ctx.state, note.userId, me.id)) throw new ApiError(ERRORS.youHaveBeenBlocked);
      addReaction(ctx, me, note, ps.reaction);
      return undefined;
    },
  }),

  // `reaction` (the spec's server): which of a patron's reactions to take back.
  'notes/reactions/delete': defineEndpoint<{ noteId: string; reaction?: string | null }>({
    requireCredential: true,
    params: { properties: { noteId: NOTE_ID, reaction: { type: 'string', nullable: true } }, required: ['noteId'] },
    handler: (ctx, ps) => {
      removeReaction(ctx, requireMe(ctx), getVisibleNote(ctx, ps.noteId, ERRORS.deleteNoSuchNote), ps.reaction);
      return undefined;
    },
  }),

  // notes/polls/vote lives in endpoints/polls.ts.
};
