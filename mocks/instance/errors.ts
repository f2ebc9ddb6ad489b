/** Errors in the real server's wire shape: { error: { message, code, id, kind, info? } }. */

export interface ApiErrorBody {
  message: string;
  code: string;
  id: string;
  kind: 'client' | 'server' | 'permission';
  info?: Record<string, unknown>;
}

export interface ErrorDef {
  message: string;
  code: string;
  id: string;
  kind?: ApiErrorBody['kind'];
  status?: number;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(def: ErrorDef, info?: Record<string, unknown>) {
    super(def.message);
    const kind = def.kind ?? 'client';
    this.status = def.status ?? (kind === 'server' ? 500 : 400);
    this.body = { message: def.message, code: def.code, id: def.id, kind, ...(info ? { info } : {}) };
  }
}

/** Errors shared by every endpoint (ids as the real server sends them). */
export const COMMON_ERRORS = {
  invalidParam: { message: 'Invalid param.', code: 'INVALID_PARAM', id: '3d81ceae-475f-4600-b2a8-2bc116157532' },
  authenticationFailed: {
    message: 'Authentication failed. Please ensure your token is correct.',
    code: 'AUTHENTICATION_FAILED',
    id: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
    status: 401,
  },
  credentialRequired: {
    message: 'Credential required.',
    code: 'CREDENTIAL_REQUIRED',
    id: '1384574d-a912-4b81-8601-c7b1c4085df1',
    status: 401,
  },
  suspended: {
    message: 'Your account has been suspended.',
    code: 'YOUR_ACCOUNT_SUSPENDED',
    id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
    kind: 'permission',
    status: 403,
  },
  accessDenied: { message: 'Access denied.', code: 'ACCESS_DENIED', id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e' },
  unknownEndpoint: {
    message: 'Unknown API endpoint.',
    code: 'UNKNOWN_API_ENDPOINT',
    id: '2ca3b769-540a-4f08-9dd5-b5a825b6d0f1',
    status: 404,
  },
  internal: {
    message: 'Internal error occurred. Please contact us if the error persists.',
    code: 'INTERNAL_ERROR',
    id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
    kind: 'server',
    status: 500,
  },
} satisfies Record<string, ErrorDef>;

export function invalidParam(param: string, reason: string): ApiError {
  return new ApiError(COMMON_ERRORS.invalidParam, { param, reason });
}

export function errorResponse(err: ApiError): { status: number; body: { error: ApiErrorBody } } {
  return { status: err.status, body: { error: err.body } };
}
