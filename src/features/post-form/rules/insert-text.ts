/** Inserting at the caret (emoji, mention, MFM templates). */
export function insertAtCaret(text: string, start: number, end: number, insert: string, caretOffset = insert.length): { text: string; caret: number } {
  const s = Math.max(0, Math.min(start, text.length));
  const e = Math.max(s, Math.min(end, text.length));
  return { text: text.slice(0, s) + insert + text.slice(e), caret: s + caretOffset };
}
