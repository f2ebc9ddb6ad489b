/**
 * While the reader is away from the top, new notes wait: the list shows the notes from the anchor
 * (the newest note the reader has accepted) down; those above it are counted for the pill.
 */
export function splitPending<T extends { id: string }>(notes: readonly T[], anchorId: string | null): { pending: number; shown: readonly T[] } {
  if (anchorId == null) return { pending: 0, shown: notes };
  const index = notes.findIndex((n) => n.id === anchorId);
  if (index <= 0) return { pending: 0, shown: notes };
  return { pending: index, shown: notes.slice(index) };
}

/** Flattens pages, dropping duplicates (a note can arrive from the stream and a page). */
export function flattenUnique<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const n of page) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      out.push(n);
    }
  }
  return out;
}

/**
 * Where the split starts when the reader comes back to a remembered place: at the newest note they
 * had let in (`newest`, if it is still among the notes), otherwise at the newest note there is.
 */
export function resumeAnchor<T extends { id: string }>(notes: readonly T[], newest: string | undefined): string | null {
  if (newest !== undefined && notes.some((n) => n.id === newest)) return newest;
  return notes[0]?.id ?? null;
}
