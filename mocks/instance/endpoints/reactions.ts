import { addReaction, removeReaction } from '../actions/reactions';
import { defineEndpoint, getVisibleNote, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import { packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';

const NOTE_ID = { type: 'string', format: 'misskey:id' } as const;

const ERRORS = {
  createNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '033d0620-5bfe-4027-965d-980b0c85a3ea' },
  deleteNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37' },
  listNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: '263fff3d-d0e1-4af4-bea7-8408059b451a' },
  voteNoSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'ecafbd2e-c283-4d6d-aecb-1a0a33b75396' },
  noPoll: { message: 'The note does not attach a poll.', code: 'NO_POLL', id: '5f979967-52d9-4314-a911-1c673727f92f' },
  invalidChoice: { message: 'Choice ID is invalid.', code: 'INVALID_CHOICE', id: 'e0cc9a04-f2e8-41e4-a5f1-4127293260cc' },
  alreadyVoted: { message: 'You have already voted.', code: 'ALREADY_VOTED', id: '0963fc77-efac-419b-9424-b391608dc6d8' },
  alreadyExpired: { message: 'The poll is already expired.', code: 'ALREADY_EXPIRED', id: '1022a357-b085-4054-9083-8f8de358337e' },
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
      addReaction(ctx, requireMe(ctx), getVisibleNote(ctx, ps.noteId, ERRORS.createNoSuchNote), ps.reaction);
      return undefined;
    },
  }),

  'notes/reactions/delete': defineEndpoint<{ noteId: string }>({
    requireCredential: true,
    params: { properties: { noteId: NOTE_ID }, required: ['noteId'] },
    handler: (ctx, ps) => {
      removeReaction(ctx, requireMe(ctx), getVisibleNote(ctx, ps.noteId, ERRORS.deleteNoSuchNote));
      return undefined;
    },
  }),

  'notes/polls/vote': defineEndpoint<{ noteId: string; choice: number }>({
    requireCredential: true,
    params: { properties: { noteId: NOTE_ID, choice: { type: 'integer' } }, required: ['noteId', 'choice'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const note = getVisibleNote(ctx, ps.noteId, ERRORS.voteNoSuchNote);
      const poll = note.poll;
      if (!poll) throw new ApiError(ERRORS.noPoll);
      if (poll.expiresAt != null && poll.expiresAt < ctx.now()) throw new ApiError(ERRORS.alreadyExpired);
      if (ps.choice < 0 || ps.choice >= poll.choices.length) throw new ApiError(ERRORS.invalidChoice);
      const mine = poll.votes[me.id] ?? [];
      if (mine.includes(ps.choice) || (!poll.multiple && mine.length > 0)) throw new ApiError(ERRORS.alreadyVoted);
      poll.votes[me.id] = [...mine, ps.choice];
      ctx.events.emit({ kind: 'noteUpdated', noteId: note.id, type: 'pollVoted', body: { choice: ps.choice, userId: me.id } });
      return undefined;
    },
  }),
};
