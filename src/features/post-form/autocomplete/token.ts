/** What the user is typing at the caret that autocomplete can finish (pure; no DOM). */
export type TokenKind = 'user' | 'emoji' | 'hashtag' | 'mfm';

export interface Token {
  kind: TokenKind;
  /** What follows the trigger (`ali` in `@ali`, `zoe@rem` in `@zoe@rem`). */
  query: string;
  /** Where the trigger starts and where the token ends (the caret). */
  start: number;
  end: number;
}

/** The longest token looked for: text further back than this is never scanned. */
const MAX_TOKEN = 64;

// Each pattern matches the end of the text before the caret. The look-behinds keep e-mail
// addresses, times (12:30) and words with # or : inside them from opening a list.
const PATTERNS: ReadonlyArray<[TokenKind, RegExp]> = [
  ['mfm', /\$\[([a-z0-9_]*)$/i],
  ['user', /(?<![\p{L}\p{N}_@.])@([a-z0-9_][a-z0-9_.-]*(?:@[a-z0-9_.-]*)?)$/iu],
  ['hashtag', /(?<![\p{L}\p{N}_#&])#([^\s#.,!?'"()[\]{}<>:;@/\\`*~|$%^=]*)$/u],
  ['emoji', /(?<![\p{L}\p{N}_:]):([\p{L}\p{N}_+-][\p{L}\p{N}\p{M}_+-]*)$/u],
];

/**
 * The token that ends at the caret, or null. `@` needs a character after it (the server's user
 * search needs a name), `:` one too (so a lone colon does not open a list); `#` and `$[` alone
 * open a list of recent hashtags or of every MFM function.
 */
export function findToken(text: string, caret: number): Token | null {
  if (caret < 1 || caret > text.length) return null;
  const from = Math.max(0, caret - MAX_TOKEN);
  const before = text.slice(from, caret);
  for (const [kind, re] of PATTERNS) {
    const m = re.exec(before);
    if (!m) continue;
    const query = m[1] ?? '';
    const start = from + m.index;
    // A match that reaches the scan's start may be the tail of something longer: not a token.
    if (start === from && from > 0) return null;
    return { kind, query, start, end: caret };
  }
  return null;
}

/** Whether two tokens are the same text being typed (same trigger, same place, same query). */
export function sameToken(a: Token | null, b: Token | null): boolean {
  return a === b || (!!a && !!b && a.kind === b.kind && a.start === b.start && a.query === b.query);
}
