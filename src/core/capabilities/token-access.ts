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

/**
 * The token-dependent capabilities: `registry` (settings sync, backups, the registry pages),
 * `tokenMay`, and `may` (the server has the endpoint and lets this token call it).
 */
export function tokenCapabilities(kind: TokenKind, has: (endpoint: string) => boolean) {
  return {
    tokenKind: kind,
    registry: tokenMay(kind, 'i/registry/get-all'),
    tokenMay: (endpoint: string) => tokenMay(kind, endpoint),
    may: (endpoint: string) => has(endpoint) && tokenMay(kind, endpoint),
  } as const;
}
