/** Poll votes and poll expiry (`pollEnded` notifications, sent once, on a timer or lazily on the next API call). */
import type { InstanceContext } from '../context';
import { ApiError } from '../errors';
import { later } from '../knobs';
import type { NoteRecord, UserRecord } from '../types';
import { notify } from './notify';

export const POLL_ERRORS = {
  noSuchNote: { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'ecafbd2e-c283-4d6d-aecb-1a0a33b75396' },
  noPoll: { message: 'The note does not attach a poll.', code: 'NO_POLL', id: '5f979967-52d9-4314-a911-1c673727f92f' },
  invalidChoice: { message: 'Choice ID is invalid.', code: 'INVALID_CHOICE', id: 'e0cc9a04-f2e8-41e4-a5f1-4127293260cc' },
  alreadyVoted: { message: 'You have already voted.', code: 'ALREADY_VOTED', id: '0963fc77-efac-419b-9424-b391608dc6d8' },
  alreadyExpired: { message: 'The poll is already expired.', code: 'ALREADY_EXPIRED', id: '1022a357-b085-4054-9083-8f8de358337e' },
};

export function isPollClosed(ctx: InstanceContext, note: NoteRecord): boolean {
  return note.poll?.expiresAt != null && note.poll.expiresAt <= ctx.now();
}

/** Records a vote with the real rules; emits `pollVoted` on the note and a `pollVote` notification to the author. */
export function votePoll(ctx: InstanceContext, voter: UserRecord, note: NoteRecord, choice: number): void {
  const poll = note.poll;
  if (!poll) throw new ApiError(POLL_ERRORS.noPoll);
  if (isPollClosed(ctx, note)) throw new ApiError(POLL_ERRORS.alreadyExpired);
  if (!Number.isInteger(choice) || choice < 0 || choice >= poll.choices.length) throw new ApiError(POLL_ERRORS.invalidChoice);
  const mine = poll.votes[voter.id] ?? [];
  if ((!poll.multiple && mine.length > 0) || mine.includes(choice)) throw new ApiError(POLL_ERRORS.alreadyVoted);
  poll.votes[voter.id] = [...mine, choice];
  ctx.events.emit({ kind: 'noteUpdated', noteId: note.id, type: 'pollVoted', body: { choice, userId: voter.id } });
  notify(ctx, { notifieeId: note.userId, type: 'pollVote', notifierId: voter.id, noteId: note.id, choice });
}

/** Sends `pollEnded` to the author and every voter of each poll that has closed since the last sweep. */
export function sweepExpiredPolls(ctx: InstanceContext): void {
  const now = ctx.now();
  for (const note of ctx.state.notes.values()) {
    const poll = note.poll;
    if (!poll || poll.ended || poll.expiresAt == null || poll.expiresAt > now) continue;
    poll.ended = true;
    for (const userId of new Set([note.userId, ...Object.keys(poll.votes)])) {
      notify(ctx, { notifieeId: userId, type: 'pollEnded', noteId: note.id, at: now });
    }
  }
}

/** Marks polls that closed before now as already announced (seeding creates their notifications itself). */
export function markClosedPollsEnded(ctx: InstanceContext): void {
  for (const note of ctx.state.notes.values()) {
    if (note.poll && isPollClosed(ctx, note)) note.poll.ended = true;
  }
}

/** Sweeps when the poll closes (the lazy sweep on API calls covers anything a timer misses). */
export function schedulePollEnd(ctx: InstanceContext, note: NoteRecord): void {
  const end = note.poll?.expiresAt;
  if (end == null) return;
  later(ctx.state.knobs, end - ctx.now() + 5, () => sweepExpiredPolls(ctx));
}
