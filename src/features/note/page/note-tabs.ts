/** The lists under a note on its page: `/notes/{id}` shows the replies, `/notes/{id}/{option}` the rest. */
export const NOTE_PAGE_OPTIONS = ['renotes', 'reactions', 'quotes'] as const;
export type NotePageOption = (typeof NOTE_PAGE_OPTIONS)[number];
export type NotePageTab = 'replies' | NotePageOption;

export function isNotePageOption(value: string): value is NotePageOption {
  return (NOTE_PAGE_OPTIONS as readonly string[]).includes(value);
}
