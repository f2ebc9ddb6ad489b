import type { Note } from '@/core/entities/note';

/** Keeps only objects that look like notes (id, createdAt and a user object). */
export function sanitizeNoteList(value: unknown): Note[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (n): n is Note =>
      !!n && typeof n === 'object' && typeof (n as Note).id === 'string' && typeof (n as Note).createdAt === 'string' && !!(n as Note).user && typeof (n as Note).user === 'object',
  );
}
