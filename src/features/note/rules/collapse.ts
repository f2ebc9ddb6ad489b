import { COLLAPSE_MAX_CHARS, COLLAPSE_MAX_FILES, COLLAPSE_MAX_LINES } from '@/core/constants';
import type { Note } from '@/core/entities/note';

/** Long notes collapse (spec section 9): over 9 lines, over 500 characters, or (non-compact) over 4 files or exactly 3. */
export function shouldCollapse(note: Pick<Note, 'text' | 'files' | 'cw'>, opts: { compact?: boolean } = {}): boolean {
  if (note.cw != null) return false;
  const text = note.text ?? '';
  // Two UTF-16 units at most per character: a long text is decided without counting it through.
  if (text.length > COLLAPSE_MAX_CHARS * 2) return true;
  if (text.split('\n').length > COLLAPSE_MAX_LINES) return true;
  if ([...text].length > COLLAPSE_MAX_CHARS) return true;
  if (!opts.compact) {
    const files = note.files?.length ?? 0;
    if (files > COLLAPSE_MAX_FILES || files === 3) return true;
  }
  return false;
}
