import type { Note } from './note';

/** A public note of `text` by alice, posted now, with no reactions: override what a test needs. */
export function plainNote(text: string, more: Partial<Note> = {}): Note {
  return {
    id: 'n1',
    createdAt: new Date().toISOString(),
    userId: 'u',
    user: { id: 'u', username: 'alice', host: null, name: 'Alice', avatarUrl: null, emojis: {} },
    text,
    cw: null,
    visibility: 'public',
    reactions: {},
    renote: null,
    ...more,
  };
}
