import { isApiError } from '@/core/api/api-error';

export type SignupProblem =
  | 'duplicatedUsername'
  | 'invalidUsername'
  | 'invalidPassword'
  | 'captchaFailed'
  | 'invalidEmail'
  | 'rejected'
  | 'unreachable'
  | 'unknown';

const BY_CODE: Record<string, SignupProblem> = {
  DUPLICATED_USERNAME: 'duplicatedUsername',
  USED_USERNAME: 'duplicatedUsername',
  INVALID_USERNAME: 'invalidUsername',
  INVALID_PASSWORD: 'invalidPassword',
  FAILED_HCAPTCHA: 'captchaFailed',
  FAILED_RECAPTCHA: 'captchaFailed',
  FAILED_TURNSTILE: 'captchaFailed',
  INVALID_EMAIL: 'invalidEmail',
  DUPLICATED_EMAIL: 'invalidEmail',
};

/** The CODE of a bare framework error body `{ statusCode, error, message: "Error: CODE" }`. */
export function bareErrorCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'string') return null;
  const m = /^(?:Error:\s*)?([A-Z][A-Z0-9_]+)$/.exec(message.trim());
  return m ? m[1]! : null;
}

/**
 * What went wrong with `POST /api/signup`: the real server answers with a bare
 * `{ statusCode, error, message: "Error: CODE" }` body (fixtures signup-*.json), an empty 400 when
 * registration is closed or the invitation code / e-mail is not accepted, or the usual error object.
 */
export function signupProblem(err: unknown): SignupProblem {
  if (!isApiError(err)) return 'unknown';
  if (err.kind === 'network' || err.kind === 'timeout') return 'unreachable';
  let code: string | null = err.code && err.code !== 'UNKNOWN' ? err.code : null;
  if (!code && err.rawBody) {
    try {
      code = bareErrorCode(JSON.parse(err.rawBody));
    } catch {
      code = null;
    }
  }
  const known = code ? BY_CODE[code] : undefined;
  if (known) return known;
  if (err.status === 400 && !code) return 'rejected';
  return 'unknown';
}
