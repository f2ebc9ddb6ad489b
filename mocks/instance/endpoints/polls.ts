import { POLL_ERRORS, votePoll } from '../actions/polls';
import { defineEndpoint, getVisibleNote, requireMe, type AnyEndpoint } from '../endpoint';
import { packNote } from '../pack/note';
import type { PagingParams } from '../params';
import { notesNewestFirst } from '../state';
import { canSeeNote } from '../visibility';

export const pollEndpoints: Record<string, AnyEndpoint> = {
  'notes/polls/vote': defineEndpoint<{ noteId: string; choice: number }>({
    requireCredential: true,
    params: { properties: { noteId: { type: 'string', format: 'misskey:id' }, choice: { type: 'integer' } }, required: ['noteId', 'choice'] },
    handler: (ctx, ps) => {
      votePoll(ctx, requireMe(ctx), getVisibleNote(ctx, ps.noteId, POLL_ERRORS.noSuchNote), ps.choice);
      return undefined;
    },
  }),

  'notes/polls/recommendation': defineEndpoint<PagingParams & { offset: number }>({
    requireCredential: true,
    params: { properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 }, offset: { type: 'integer', default: 0 } } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const now = ctx.now();
      const out = [];
      for (const n of notesNewestFirst(ctx.state)) {
        const poll = n.poll;
        if (!poll || n.userId === me.id || n.visibility !== 'public' || poll.votes[me.id] || (poll.expiresAt != null && poll.expiresAt <= now)) continue;
        if (!canSeeNote(ctx.state, me, n)) continue;
        out.push(n);
        if (out.length >= ps.offset + ps.limit) break;
      }
      return out.slice(ps.offset).map((n) => packNote(ctx, n, me, { detail: true }));
    },
  }),
};
