import type { Note } from '@/core/entities/note';

/** A pure renote: a renote with nothing of its own (no text, CW, files or poll). */
function isPure(note: Note): boolean {
  return !!note.renoteId && !note.text && note.cw == null && !(note.files?.length) && !note.poll;
}

/** The replies among a note's children (`notes/children` also holds its quotes). */
export function repliesOf(children: readonly Note[], noteId: string): Note[] {
  return children.filter((n) => n.replyId === noteId);
}

/** The pure renotes of a note, once each. */
export function pureRenotesOf(renotes: readonly Note[], noteId: string): Note[] {
  return renotes.filter((n) => n.renoteId === noteId && isPure(n));
}

/**
 * The quotes of a note (renotes with something of their own), from whichever lists the server
 * gave: `notes/children` and `notes/renotes` (Misskey 13 lists quotes in both). Newest first, once each.
 */
export function quotesOf(lists: ReadonlyArray<readonly Note[] | undefined>, noteId: string): Note[] {
  const byId = new Map<string, Note>();
  for (const list of lists) for (const n of list ?? []) if (n.renoteId === noteId && !isPure(n) && !byId.has(n.id)) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/**
 * The notes above `note` in its thread, oldest first, by following `replyId` (the embedded `reply`
 * saves a request for the first step). Stops at `max` steps, at a note it cannot get, or on a cycle.
 */
export async function walkAncestors(note: Note, get: (id: string) => Promise<Note | null>, max = 30): Promise<Note[]> {
  const chain: Note[] = [];
  const seen = new Set<string>([note.id]);
  let next: Note | null = note.reply && note.reply.id === note.replyId ? note.reply : null;
  let id = note.replyId ?? null;
  while (id && chain.length < max && !seen.has(id)) {
    seen.add(id);
    const parent = next ?? (await get(id));
    next = null;
    if (!parent) break;
    chain.push(parent);
    id = parent.replyId ?? null;
  }
  return chain.reverse();
}
