/** Control actions of the people area (merged into the /__mock/<action> table in control.ts). */
import { votePoll } from './actions/polls';
import type { ControlHost } from './control';
import { userByAcct } from './endpoints/people';
import { ApiError, invalidParam } from './errors';

type Action = (host: ControlHost, params: Record<string, unknown>) => unknown;

export const PEOPLE_CONTROL_ACTIONS: Record<string, Action> = {
  /** `vote {username, noteId, choice?}`: the user votes on a poll (the author gets a pollVote notification). */
  vote: (host, p) => {
    const ctx = host.ctx();
    if (typeof p.username !== 'string' || typeof p.noteId !== 'string') throw invalidParam('username', 'username and noteId are required');
    const voter = userByAcct(ctx.state, p.username);
    if (!voter) throw new ApiError({ message: 'No such user.', code: 'NO_SUCH_USER', id: 'mock-no-such-user', status: 404 });
    const note = ctx.state.notes.get(p.noteId);
    if (!note) throw new ApiError({ message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'mock-no-such-note', status: 404 });
    const choice = typeof p.choice === 'number' ? p.choice : Number(p.choice ?? 0);
    votePoll(ctx, voter, note, choice);
    return undefined;
  },
};
