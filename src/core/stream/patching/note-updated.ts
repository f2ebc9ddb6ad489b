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

/** `noteUpdated` (note capture) → every cached copy of the note, through the one patch function. */
export function applyNoteUpdated(qc: QueryClient, event: { id: string; type: string; body: unknown }, myId: string | null): void {
  const body = (typeof event.body === 'object' && event.body !== null ? event.body : {}) as Body;
  const byMe = !!myId && body.userId === myId;
  switch (event.type) {
    case 'reacted':
      if (typeof body.reaction !== 'string') return;
      // My own reactions were already applied optimistically.
      if (byMe) return;
      patchNoteEverywhere(qc, event.id, (n) => applyReacted(n, body.reaction!, { byMe: false, ...(body.emoji ? { emoji: body.emoji } : {}) }));
      return;
    case 'unreacted':
      if (typeof body.reaction !== 'string' || byMe) return;
      patchNoteEverywhere(qc, event.id, (n) => applyUnreacted(n, body.reaction!, { byMe: false }));
      return;
    case 'pollVoted':
      if (typeof body.choice !== 'number' || byMe) return;
      patchNoteEverywhere(qc, event.id, (n) => applyPollVoted(n, body.choice!, { byMe: false }));
      return;
    case 'deleted':
      patchNoteEverywhere(qc, event.id, (n) => applyDeleted(n, body.deletedAt ?? new Date().toISOString()));
      return;
    case 'updated':
      patchNoteEverywhere(qc, event.id, (n) => applyUpdated(n, body));
      return;
  }
}
