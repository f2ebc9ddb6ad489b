import type { QueryClient } from '@tanstack/react-query';
import { applyDeleted, applyPollVoted, applyReacted, applyUnreacted, applyUpdated } from '@/core/notes/note-patches';
import { patchNoteEverywhere } from '@/core/query/patch-note';

interface Body {
  reaction?: string;
  userId?: string;
  emoji?: { name: string; url: string };
  choice?: number;
  deletedAt?: string;
  text?: string | null;
  cw?: string | null;
  updatedAt?: string;
}

/** One kind of `noteUpdated` event: the captured note's id, the event's body, and whether I did it. */
type NoteUpdatedHandler = (qc: QueryClient, id: string, body: Body, byMe: boolean) => void;

function reacted(qc: QueryClient, id: string, body: Body, byMe: boolean): void {
  if (typeof body.reaction !== 'string') return;
  // My own reactions were already applied optimistically.
  if (byMe) return;
  patchNoteEverywhere(qc, id, (n) => applyReacted(n, body.reaction!, { byMe: false, ...(body.emoji ? { emoji: body.emoji } : {}) }));
}

function unreacted(qc: QueryClient, id: string, body: Body, byMe: boolean): void {
  if (typeof body.reaction !== 'string' || byMe) return;
  patchNoteEverywhere(qc, id, (n) => applyUnreacted(n, body.reaction!, { byMe: false }));
}

function pollVoted(qc: QueryClient, id: string, body: Body, byMe: boolean): void {
  if (typeof body.choice !== 'number' || byMe) return;
  patchNoteEverywhere(qc, id, (n) => applyPollVoted(n, body.choice!, { byMe: false }));
}

/** A deleted note becomes a tombstone in place (lists do not shift under the reader). */
function deleted(qc: QueryClient, id: string, body: Body): void {
  patchNoteEverywhere(qc, id, (n) => applyDeleted(n, body.deletedAt ?? new Date().toISOString()));
}

function updated(qc: QueryClient, id: string, body: Body): void {
  patchNoteEverywhere(qc, id, (n) => applyUpdated(n, body));
}

/** Each `noteUpdated` event type (note capture) and its patch of every cached copy of the note. */
export const noteUpdatedHandlers = { reacted, unreacted, pollVoted, deleted, updated } satisfies Record<string, NoteUpdatedHandler>;

/** `noteUpdated` (note capture) → every cached copy of the note, through the one patch function. */
export function applyNoteUpdated(qc: QueryClient, event: { id: string; type: string; body: unknown }, myId: string | null): void {
  if (!Object.hasOwn(noteUpdatedHandlers, event.type)) return;
  const body = (typeof event.body === 'object' && event.body !== null ? event.body : {}) as Body;
  const handler: NoteUpdatedHandler = noteUpdatedHandlers[event.type as keyof typeof noteUpdatedHandlers];
  handler(qc, event.id, body, !!myId && body.userId === myId);
}
