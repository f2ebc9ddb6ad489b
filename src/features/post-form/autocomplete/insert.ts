import type { Token } from './token';

/** What choosing a suggestion writes in place of the typed token, and where the caret goes. */
export interface Insertion {
  start: number;
  end: number;
  text: string;
  /** Caret offset within `text` after inserting. */
  caret: number;
}

/** A suggestion as inserted: its kind decides the written form. */
export type Completion =
  | { kind: 'user'; username: string; host: string | null }
  | { kind: 'hashtag'; tag: string }
  | { kind: 'emoji'; custom: true; name: string }
  | { kind: 'emoji'; custom: false; char: string }
  | { kind: 'mfm'; name: string };

/**
 * The replacement for the token: `@alice `, `@zoe@remote.example `, `#cat `, `:blobcat: `, the
 * Unicode character itself (as Misskey's autocomplete writes it, no space), or `$[tada ]` with the
 * caret before the closing bracket. A space already after the caret is not doubled.
 */
export function insertionFor(token: Token, c: Completion, after = ''): Insertion {
  const spaced = (s: string) => (after.startsWith(' ') || after.startsWith('\n') ? { text: s, caret: s.length + 1 } : { text: `${s} `, caret: s.length + 1 });
  let r: { text: string; caret: number };
  switch (c.kind) {
    case 'user':
      r = spaced(`@${c.username}${c.host ? `@${c.host}` : ''}`);
      break;
    case 'hashtag':
      r = spaced(`#${c.tag}`);
      break;
    case 'emoji':
      r = c.custom ? spaced(`:${c.name}:`) : { text: c.char, caret: c.char.length };
      break;
    case 'mfm':
      r = { text: `$[${c.name} ]`, caret: c.name.length + 3 };
      break;
  }
  return { start: token.start, end: token.end, ...r };
}

/** The text with the insertion applied and the caret position after it. */
export function applyInsertion(text: string, ins: Insertion): { text: string; caret: number } {
  return { text: text.slice(0, ins.start) + ins.text + text.slice(ins.end), caret: ins.start + ins.caret };
}
