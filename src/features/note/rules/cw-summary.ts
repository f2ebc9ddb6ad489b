import type { Note } from '@/core/entities/note';

export interface CwSummary {
  chars: number;
  files: number;
  poll: boolean;
  quote: boolean;
}

/** What a content warning hides: characters, files, a poll and a quote (spec section 4). */
export function cwSummary(note: Pick<Note, 'text' | 'files' | 'poll' | 'renote'>): CwSummary {
  return {
    chars: note.text ? [...note.text].length : 0,
    files: note.files?.length ?? 0,
    poll: !!note.poll,
    quote: !!note.renote,
  };
}
