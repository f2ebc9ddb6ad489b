import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note, Poll } from '@/core/entities';
import { patchNoteEverywhere } from '@/core/query/patch-note';

function isPoll(value: unknown): value is Poll {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Poll;
  return Array.isArray(p.choices) && p.choices.every((c) => typeof c?.text === 'string' && typeof c.votes === 'number');
}

/**
 * Re-reads a remote note through `ap/show` with its uri and patches every cached copy's poll from
 * the answer. Resolves true when the cache was updated.
 */
export async function refreshRemotePoll(queryClient: QueryClient, note: Pick<Note, 'id' | 'uri'>): Promise<boolean> {
  if (!note.uri) return false;
  const answer = await getApi().request<{ type?: string; object?: Partial<Note> } | undefined>('ap/show', { uri: note.uri });
  const poll = answer?.type === 'Note' ? answer.object?.poll : undefined;
  if (!isPoll(poll)) return false;
  patchNoteEverywhere(queryClient, note.id, (n) => ({ ...n, poll: { ...poll, choices: poll.choices.map((c) => ({ ...c, isVoted: !!c.isVoted })) } }));
  return true;
}
