import { createApiClient } from '@/core/api/api-client';
import { isApiError } from '@/core/api/api-error';

interface SigninAnswer {
  id?: unknown;
  i?: unknown;
  finished?: unknown;
}

export class SigninNeedsMoreError extends Error {
  override readonly name = 'SigninNeedsMoreError';
}

function readToken(answer: SigninAnswer | undefined): { id: string; token: string } | null {
  if (answer && typeof answer.id === 'string' && typeof answer.i === 'string') return { id: answer.id, token: answer.i };
  return null;
}

/**
 * Username and password sign-in through the server's `signin` endpoint. Servers that replaced it
 * with `signin-flow` (404 on `signin`) are asked there. Errors are ApiErrors, not reported.
 */
export async function passwordSignIn(origin: string, username: string, password: string, fetchImpl?: typeof fetch): Promise<{ id: string; token: string }> {
  const api = createApiClient({ origin, token: null, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const params = { username: username.trim().replace(/^@/, ''), password };
  try {
    const got = readToken(await api.request<SigninAnswer>('signin', params, { suppressError: true }));
    if (got) return got;
    throw new SigninNeedsMoreError('signin answered without a token');
  } catch (e) {
    if (!(isApiError(e) && e.status === 404)) throw e;
  }
  const answer = await api.request<SigninAnswer>('signin-flow', params, { suppressError: true });
  const got = readToken(answer);
  if (got) return got;
  // Second factors (TOTP, passkeys) are not handled here: the token sign-in covers those accounts.
  throw new SigninNeedsMoreError('signin-flow needs another step');
}
