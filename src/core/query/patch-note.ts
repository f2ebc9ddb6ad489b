import type { QueryClient } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';
import { isNote } from '@/core/entities/note-guard';

export type NotePatch = (note: Note) => Note;

/** A note, as opposed to a wrapper holding one (a notification also has an id, a date and a user). */
const isNoteLike = (v: unknown): v is Note => isNote(v) && 'visibility' in v && 'userId' in v;

/**
 * Returns `value` with every copy of note `id` inside it patched, or the very same reference when
 * nothing inside matched (so unchanged notes keep their identity and do not re-render).
 * It walks arrays, infinite-query data (`pages`), notes (and their renote, reply and references)
 * and wrappers that hold a `note` (notifications, clips) — not arbitrary objects.
 */
export function patchNoteIn<T>(value: T, id: string, patch: NotePatch): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const p = patchNoteIn(item, id, patch);
      if (p !== item) changed = true;
      return p;
    });
    return (changed ? next : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (isNoteLike(value)) return patchNote(value, id, patch) as T;
  const obj = value as Record<string, unknown>;
  if (Array.isArray(obj.pages)) {
    const pages = patchNoteIn(obj.pages, id, patch);
    return (pages === obj.pages ? value : { ...obj, pages }) as T;
  }
  if (isNoteLike(obj.note)) {
    const note = patchNote(obj.note, id, patch);
    return (note === obj.note ? value : { ...obj, note }) as T;
  }
  return value;
}

function patchNote(note: Note, id: string, patch: NotePatch): Note {
  let next = note;
  if (note.renote) {
    const renote = patchNote(note.renote, id, patch);
    if (renote !== note.renote) next = { ...next, renote };
  }
  if (note.reply) {
    const reply = patchNote(note.reply, id, patch);
    if (reply !== note.reply) next = { ...next, reply };
  }
  if (Array.isArray(note.references) && note.references.length > 0) {
    const references = patchNoteIn(note.references, id, patch);
    if (references !== note.references) next = { ...next, references };
  }
  return note.id === id ? patch(next) : next;
}

/**
 * The one function that patches every cached copy of a note: timelines, note pages, user pages,
 * notifications, and copies nested as a renote, reply or reference. Stream events and optimistic
 * updates all go through here so every view agrees.
 */
export function patchNoteEverywhere(queryClient: QueryClient, id: string, patch: NotePatch): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchNoteIn(data, id, patch);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/** The first cached copy of a note, for instant note pages (placeholder data). */
export function findCachedNote(queryClient: QueryClient, id: string): Note | undefined {
  let found: Note | undefined;
  const visit = (v: unknown): void => {
    if (found || typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x);
      return;
    }
    if (isNoteLike(v)) {
      if (v.id === id) {
        found = v;
        return;
      }
      visit(v.renote);
      visit(v.reply);
      visit(v.references);
      return;
    }
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.pages)) visit(o.pages);
    else if (o.note) visit(o.note);
  };
  for (const query of queryClient.getQueryCache().getAll()) {
    visit(query.state.data);
    if (found) break;
  }
  return found;
}
