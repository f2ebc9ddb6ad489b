import type { TokenKind } from './token-kind';

/** The signed-in account as stored on this browser (spec section 3), plus its server origin. */
export interface StoredAccount {
  id: string;
  token: string;
  username: string;
  isAdmin: boolean;
  isModerator: boolean;
  /** The server this account lives on, e.g. `https://misskey.example`. */
  origin: string;
  /** How the token was obtained (token-kind.ts); absent on accounts stored before it was kept: unknown. */
  tokenKind?: TokenKind;
}

/** An entry of the saved-accounts list: id and token, plus the origin they belong to. */
export interface SavedAccountEntry {
  id: string;
  token: string;
  origin: string;
  /** Shown in account menus without a request; refreshed when the account is used. */
  username?: string;
  /** How the token was obtained (token-kind.ts); absent: unknown. */
  tokenKind?: TokenKind;
}

/** The parts of the `i` answer that the account keeps. */
export interface MeDetailed {
  id: string;
  username: string;
  host?: string | null;
  name?: string | null;
  avatarUrl?: string | null;
  isAdmin?: boolean;
  isModerator?: boolean;
  [key: string]: unknown;
}
