/**
 * What an app token (MiAuth or legacy app flow) may call, as Misskey 13.14's ApiCallService decides:
 * endpoints declared `secure` refuse it with ACCESS_DENIED (checked first), and an endpoint with a
 * `kind` refuses it with PERMISSION_DENIED (403, after the credential and role checks) unless the
 * token was granted that kind. The account's own credential is never limited.
 */
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import type { MockState } from '../state';
import { ENDPOINT_KINDS, SECURE_ENDPOINTS } from './endpoint-kinds';
import { permissionsOfExtraToken } from './state';

export const PERMISSION_DENIED = {
  message: 'Your app does not have the necessary permissions to use this endpoint.',
  code: 'PERMISSION_DENIED',
  id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
  kind: 'permission',
  status: 403,
} satisfies ErrorDef;

/** ACCESS_DENIED for an app token on a `secure` endpoint (only the account's own credential may call it). */
export function assertSecureAccess(state: MockState, endpoint: string, token: string | null): void {
  if (token == null || !SECURE_ENDPOINTS.has(endpoint)) return;
  if (permissionsOfExtraToken(state, token) !== undefined) throw new ApiError(COMMON_ERRORS.accessDenied);
}

/** PERMISSION_DENIED when an app token lacks the endpoint's kind. */
export function assertTokenKind(state: MockState, endpoint: string, token: string | null): void {
  const kind = ENDPOINT_KINDS[endpoint];
  if (token == null || !kind) return;
  const granted = permissionsOfExtraToken(state, token);
  if (granted !== undefined && !granted.includes(kind)) throw new ApiError(PERMISSION_DENIED);
}
