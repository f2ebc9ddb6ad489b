/** The error object a Misskey-family server answers with (`{ error: {...} }`). */
export interface ServerErrorObject {
  code: string;
  message: string;
  id: string;
  kind?: string;
  info?: Record<string, unknown> & { code?: string; message?: string };
}

/**
 * Why a request failed:
 * - `server`: the server answered with a non-2xx status (see `status` and `serverError`)
 * - `network`: the request never got an answer (offline, refused, CORS)
 * - `timeout`: no answer within the request's time limit
 * - `aborted`: the caller aborted it
 * - `malformed`: a 2xx answer whose body is not the JSON we expected
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'aborted' | 'malformed';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    readonly endpoint: string,
    message: string,
    readonly status: number | null = null,
    readonly serverError: ServerErrorObject | null = null,
    readonly rawBody: string | null = null,
  ) {
    super(message);
  }

  get code(): string | null {
    return this.serverError?.code ?? null;
  }

  get id(): string | null {
    return this.serverError?.id ?? null;
  }

  get info(): ServerErrorObject['info'] | null {
    return this.serverError?.info ?? null;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * Whether the server may have carried out a request that failed: it timed out, the connection
 * dropped after the browser was online to send it, or a 2xx answer could not be read. Such an
 * outcome is unknown (ask the server what it did); a server's error answer, or a request made
 * while offline, is a plain failure.
 */
export function isOutcomeUnknown(e: unknown): boolean {
  if (!(e instanceof ApiError)) return false;
  if (e.kind === 'timeout' || e.kind === 'malformed') return true;
  if (e.kind === 'network') return typeof navigator === 'undefined' || navigator.onLine !== false;
  return false;
}

/** Reads `{ error: {...} }` from an answer body; null when the body is not such an object. */
export function parseServerError(body: unknown): ServerErrorObject | null {
  if (typeof body !== 'object' || body === null) return null;
  const err = (body as { error?: unknown }).error;
  if (typeof err !== 'object' || err === null) return null;
  const e = err as Record<string, unknown>;
  return {
    code: typeof e.code === 'string' ? e.code : 'UNKNOWN',
    message: typeof e.message === 'string' ? e.message : '',
    id: typeof e.id === 'string' ? e.id : '',
    ...(typeof e.kind === 'string' ? { kind: e.kind } : {}),
    ...(typeof e.info === 'object' && e.info !== null ? { info: e.info as ServerErrorObject['info'] } : {}),
  };
}

/**
 * Whether asking again cannot help: the server answered that the thing is not there, not allowed
 * or not understood (400, 401, 403, 404, 410). A timeout, a dropped connection, a server error
 * (5xx) or a rate limit (429) may pass, so the screen offers Retry for those.
 */
export function isLastingFailure(e: unknown): boolean {
  if (!(e instanceof ApiError) || e.kind !== 'server' || e.status === null) return false;
  return [400, 401, 403, 404, 410].includes(e.status);
}
