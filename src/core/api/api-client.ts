import { API_REQUEST_TIMEOUT_MS } from '@/core/constants';
import { recordStartRequest, takeEarlyResponse } from '@/core/early/early-requests';
import { ApiError, isOutcomeUnknown, parseServerError } from './api-error';

export type ApiParams = Record<string, unknown>;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Milliseconds before the request fails with kind `timeout`. */
  timeoutMs?: number;
  /** GET sends the params in the query string (for cacheable calls). */
  method?: 'POST' | 'GET';
  /** When true, a failure is not reported to the user (no toast, no log entry). */
  suppressError?: boolean;
  /**
   * The caller reconciles an unknown outcome with the server (see `isOutcomeUnknown`): such a
   * failure is not reported as an error; plain failures still are.
   */
  reconcilesUnknown?: boolean;
}

export interface ApiClientOptions {
  /** The server's origin, e.g. `https://misskey.example`. */
  origin: string;
  /** The account's access token; null for visitors. */
  token: string | null;
  fetch?: typeof fetch;
  /** Called for every failure that is not suppressed and not an abort. */
  onError?: (error: ApiError, params: ApiParams) => void;
}

export interface ApiClient {
  readonly origin: string;
  readonly token: string | null;
  request<T = unknown>(endpoint: string, params?: ApiParams, options?: RequestOptions): Promise<T>;
}

function buildSignal(options: RequestOptions): { signal: AbortSignal; timedOut: () => boolean } {
  const timeout = new AbortController();
  let fired = false;
  const ms = options.timeoutMs ?? API_REQUEST_TIMEOUT_MS;
  const timer = setTimeout(() => {
    fired = true;
    timeout.abort();
  }, ms);
  const signals = [timeout.signal];
  if (options.signal) signals.push(options.signal);
  const signal = AbortSignal.any(signals);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return { signal, timedOut: () => fired };
}

function toQueryString(params: ApiParams): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    search.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return search.toString();
}

async function readAnswer(res: Response, endpoint: string): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (res.ok) throw new ApiError('malformed', endpoint, 'Malformed response', res.status, null, text);
    throw new ApiError('server', endpoint, `HTTP ${res.status}`, res.status, null, text);
  }
  if (res.status === 200) return body;
  const serverError = parseServerError(body);
  throw new ApiError('server', endpoint, serverError?.message || `HTTP ${res.status}`, res.status, serverError, text);
}

/** Waits for `p` unless `signal` aborts first. */
function untilAborted<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A client for `{origin}/api/{endpoint}`; one per account (or one for visitors). */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const origin = opts.origin.replace(/\/+$/, '');

  async function request<T>(endpoint: string, params: ApiParams = {}, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'POST';
    const withCredential: ApiParams = opts.token ? { ...params, i: opts.token } : { ...params };
    const { signal, timedOut } = buildSignal(options);
    const url =
      method === 'GET'
        ? `${origin}/api/${endpoint}?${toQueryString(withCredential)}`
        : `${origin}/api/${endpoint}`;
    const body = method === 'POST' ? JSON.stringify(withCredential) : undefined;
    if (body !== undefined && !opts.fetch) recordStartRequest(endpoint, params);
    // The same request, already sent by the early script before this code loaded (start-up only).
    const early = body !== undefined && !opts.fetch ? takeEarlyResponse(origin, endpoint, body) : null;
    try {
      let res: Response;
      try {
        res = early
          ? await untilAborted(early, signal)
          : await doFetch(url, {
              method,
              credentials: 'omit',
              cache: 'no-cache',
              signal,
              ...(body !== undefined ? { headers: { 'Content-Type': 'application/json' }, body } : {}),
            });
      } catch (e) {
        if (timedOut()) throw new ApiError('timeout', endpoint, 'Request timed out');
        if (signal.aborted) throw new ApiError('aborted', endpoint, 'Request aborted');
        throw new ApiError('network', endpoint, e instanceof Error ? e.message : 'Network error');
      }
      try {
        return (await readAnswer(res, endpoint)) as T;
      } catch (e) {
        if (e instanceof ApiError) throw e;
        if (timedOut()) throw new ApiError('timeout', endpoint, 'Request timed out');
        if (signal.aborted) throw new ApiError('aborted', endpoint, 'Request aborted');
        throw new ApiError('network', endpoint, e instanceof Error ? e.message : 'Network error');
      }
    } catch (e) {
      const err = e as ApiError;
      const reconciled = options.reconcilesUnknown === true && isOutcomeUnknown(err);
      if (!options.suppressError && err.kind !== 'aborted' && !reconciled) opts.onError?.(err, params);
      throw err;
    }
  }

  return { origin, token: opts.token, request };
}
