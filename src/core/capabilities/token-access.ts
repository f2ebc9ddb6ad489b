import { isAppToken, type TokenKind } from '@/core/accounts/token-kind';
import { SECURE_ENDPOINTS } from './secure-endpoints';

/**
 * Whether a token of `kind` may call `endpoint`: an app token (MiAuth, legacy app, or a pasted
 * token the server already refused once) may not call the `secure` endpoints; the account's own
 * credential and a token not known to be an app's may (a pasted token learns from its first refusal).
 */
export function tokenMay(kind: TokenKind, endpoint: string): boolean {
  return !(isAppToken(kind) && SECURE_ENDPOINTS.has(endpoint));
}

/** Whether a token of `kind` may call every one of `endpoints` (a named capability's). */
export function tokenAllowsAll(kind: TokenKind, endpoints: readonly string[]): boolean {
  return endpoints.every((e) => tokenMay(kind, e));
}
