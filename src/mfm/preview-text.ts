import { cutAt } from './cut-text';
import { PREVIEW_MAX_CHARS, PREVIEW_MAX_LINES } from './limits';

export interface PreviewText {
  text: string;
  /** True when `text` is only the start of the original. */
  truncated: boolean;
}

/**
 * The start of a long text that a collapsed note shows (its first lines and characters): only
 * this part is parsed and drawn until the reader expands the note.
 */
export function previewText(text: string, maxChars = PREVIEW_MAX_CHARS, maxLines = PREVIEW_MAX_LINES): PreviewText {
  let end = Math.min(text.length, maxChars);
  let from = 0;
  for (let line = 0; line < maxLines; line++) {
    const nl = text.indexOf('\n', from);
    if (nl < 0 || nl >= end) return end < text.length ? { text: cutAt(text, end), truncated: true } : { text, truncated: false };
    from = nl + 1;
  }
  // More lines than shown: stop before the next line break.
  end = Math.min(end, from - 1);
  return { text: cutAt(text, end), truncated: true };
}
