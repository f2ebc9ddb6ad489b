import type { Note } from './note';

/** An object the server sent as a note, with what showing it needs: an id, a creation date and its author. */
export function isNote(value: unknown): value is Note {
  return typeof value === 'object' && value !== null && typeof (value as Note).id === 'string' && typeof (value as Note).createdAt === 'string' && typeof (value as Note).user === 'object' && (value as Note).user !== null;
}

/** Keeps only what can be shown: the entries that are notes (`isNote`). One broken entry never breaks the page. */
export function sanitizeNotes(value: unknown): Note[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isNote);
}
