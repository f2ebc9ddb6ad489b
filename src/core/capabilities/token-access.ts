import { isAppToken, type TokenKind } from '@/core/accounts/token-kind';
import { endpointFlags, ENDPOINT_CAPABILITIES, type EndpointCapability, type EndpointFlags } from './endpoint-capabilities';
import { SECURE_ENDPOINTS } from './secure-endpoints';

/**
 * Whether a token of `kind` may call `endpoint`: an app token (MiAuth, legacy app, or a pasted
 * token the server already refused once) may not call the `secure` endpoints; the account's own
 * credential and a token not known to be an app's may (a pasted token learns from its first refusal).
 */
export function tokenMay(kind: TokenKind, endpoint: string): boolean {
  return !(isAppToken(kind) && SECURE_ENDPOINTS.has(endpoint));
}

/** Whether a token of `kind` may call every endpoint of the named capability. */
export function tokenAllows(kind: TokenKind, name: EndpointCapability): boolean {
  return ENDPOINT_CAPABILITIES[name].every((e) => tokenMay(kind, e));
}

/**
 * The token-dependent capabilities: `registry` (settings sync, backups, the registry pages),
 * `tokenMay.<name>` (the token may call the name's endpoints), and `may.<name>` (the server offers
 * the name and lets this token call it).
 */
export function tokenCapabilities(kind: TokenKind, offered: EndpointFlags) {
  const allowed = endpointFlags((name) => tokenAllows(kind, name));
  return {
    tokenKind: kind,
    registry: allowed.registryAccess,
    tokenMay: allowed,
    may: endpointFlags((name) => offered[name] && allowed[name]),
  } as const satisfies { tokenKind: TokenKind; registry: boolean; tokenMay: EndpointFlags; may: EndpointFlags };
}
