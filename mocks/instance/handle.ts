/** One API call: endpoint lookup, authentication, parameter validation, the handler, the error shape. */
import { sweepExpiredPolls } from './actions/polls';
import { assertSecureAccess, assertTokenKind } from './auth/token-access';
import type { CallContext, InstanceContext } from './context';
import type { UploadedFile } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { ApiError, COMMON_ERRORS, errorResponse, invalidParam } from './errors';
import { isHiddenEndpoint } from './knobs';
import { validateParams } from './params';
import { RawResponse } from './raw-response';
import { findUserByToken } from './state';

export interface MockRequest {
  /** Path after /api/, e.g. "notes/timeline". */
  endpoint: string;
  params: Record<string, unknown>;
  /** Bearer token; falls back to params.i. */
  token?: string | null;
  files?: UploadedFile[];
  /** Params came from a query string or multipart fields: scalars are strings to be cast. */
  stringParams?: boolean;
}

export interface MockResponse {
  status: number;
  /** undefined when status is 204. */
  body: unknown;
}

export async function handleRequest(ctx: InstanceContext, req: MockRequest): Promise<MockResponse> {
  const name = req.endpoint.replace(/^\/+|\/+$/g, '');
  const def = ENDPOINTS[name];
  if (!def || isHiddenEndpoint(ctx.state.knobs, req.endpoint)) return errorResponse(new ApiError(COMMON_ERRORS.unknownEndpoint));
  const params: Record<string, unknown> = { ...req.params };
  const token = req.token ?? params.i ?? null;
  delete params.i;
  try {
    if (token != null && typeof token !== 'string') throw invalidParam('i', 'must be string');
    const me = token != null ? findUserByToken(ctx.state, token) : null;
    if (token != null && !me) throw new ApiError(COMMON_ERRORS.authenticationFailed);
    const credential = typeof token === 'string' ? token : null;
    assertSecureAccess(ctx.state, name, credential);
    if (def.requireCredential || def.requireModerator || def.requireAdmin) {
      if (!me) throw new ApiError(COMMON_ERRORS.credentialRequired);
      if (me.isSuspended) throw new ApiError(COMMON_ERRORS.suspended);
    }
    if (def.requireModerator && !(me?.isAdmin || me?.isModerator)) {
      throw new ApiError(COMMON_ERRORS.accessDenied, { reason: 'You are not a moderator.' });
    }
    if (def.requireAdmin && !me?.isAdmin) {
      throw new ApiError(COMMON_ERRORS.accessDenied, { reason: 'You are not an administrator.' });
    }
    assertTokenKind(ctx.state, name, credential);
    const ps = validateParams<Record<string, unknown>>(def.params ?? { properties: {} }, params, req.stringParams);
    if (me) me.lastActiveDate = ctx.now();
    sweepExpiredPolls(ctx); // polls that closed since the last call send pollEnded first
    const call: CallContext = { ...ctx, me: me ?? null, token: typeof token === 'string' ? token : null };
    const result = await def.handler(call, ps, req.files ?? []);
    if (result === undefined) return { status: 204, body: undefined };
    // Same bytes as over the wire: drops undefined fields, detaches from state.
    return { status: 200, body: JSON.parse(JSON.stringify(result)) };
  } catch (err) {
    if (err instanceof ApiError) return errorResponse(err);
    if (err instanceof RawResponse) return { status: err.status, body: err.body };
    const e = err instanceof Error ? err : new Error(String(err));
    console.error(`[mock] internal error in ${req.endpoint}:`, e);
    return errorResponse(new ApiError(COMMON_ERRORS.internal, { e: { message: e.message, code: e.name, id: COMMON_ERRORS.internal.id } }));
  }
}
