/**
 * How an account's token was obtained, which decides what the server lets it call: the account's own
 * credential (password sign-in, sign-up) may call everything; a token made for an app (MiAuth, the
 * legacy app flow) is refused the server's `secure` endpoints (the registry among them). A pasted
 * access token may be either: it is `unknown` until the server refuses it once, then `refused`.
 */
export type TokenKind = 'native' | 'miauth' | 'app' | 'unknown' | 'refused';

const KINDS: readonly TokenKind[] = ['native', 'miauth', 'app', 'unknown', 'refused'];

/** A stored value read safely: anything absent or strange (accounts stored before kinds existed) is `unknown`. */
export function readTokenKind(value: unknown): TokenKind {
  return KINDS.includes(value as TokenKind) ? (value as TokenKind) : 'unknown';
}

/** A token made for an app (or learnt to be one): the server refuses it its `secure` endpoints. */
export function isAppToken(kind: TokenKind): boolean {
  return kind === 'miauth' || kind === 'app' || kind === 'refused';
}
