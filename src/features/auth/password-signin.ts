import { createApiClient } from '@/core/api/api-client';
import { isApiError } from '@/core/api/api-error';

interface SigninAnswer {
  id?: unknown;
  i?: unknown;
  finished?: unknown;
  next?: unknown;
  challenge?: unknown;
  challengeId?: unknown;
  securityKeys?: unknown;
  authRequest?: unknown;
}

/** A security-key challenge as Misskey 13 answers it (`signin` without a code, keys registered). */
export interface SecurityKeyChallenge {
  challenge: string;
  challengeId: string;
  securityKeys: Array<{ id: string }>;
}

/** The password was right; the server wants a second factor (a TOTP code or a security key). */
export class SecondFactorRequired extends Error {
  override readonly name = 'SecondFactorRequired';
  constructor(
    readonly factor: 'totp' | 'securityKey',
    readonly challenge: SecurityKeyChallenge | null = null,
  ) {
    super(`second factor required: ${factor}`);
  }
}

/** The TOTP code (or the security key's answer) was not accepted. */
export class SecondFactorRejected extends Error {
  override readonly name = 'SecondFactorRejected';
}

/** Misskey 13's signin answers these as `{ error: { id } }` only. */
export const SIGNIN_IDS = {
  codeRequired: 'f27fd449-9af4-4841-9249-1f989b9fa4a4',
  invalidCode: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
  incorrectPassword: '932c904e-9460-45b7-9ce6-7ed33be7eb2c',
} as const;

/** The second-factor fields added to a `signin` request. */
export type SecondFactorAnswer =
  | { token: string }
  | { challengeId: string; credentialId: string; clientDataJSON: string; authenticatorData: string; signature: string };

function readToken(answer: SigninAnswer | undefined): { id: string; token: string } | null {
  if (answer && typeof answer.id === 'string' && typeof answer.i === 'string') return { id: answer.id, token: answer.i };
  return null;
}

function readChallenge(answer: SigninAnswer | undefined): SecurityKeyChallenge | null {
  if (!answer || typeof answer.challenge !== 'string' || typeof answer.challengeId !== 'string' || !Array.isArray(answer.securityKeys)) return null;
  const keys = answer.securityKeys.filter((k): k is { id: string } => typeof k === 'object' && k !== null && typeof (k as { id?: unknown }).id === 'string');
  return { challenge: answer.challenge, challengeId: answer.challengeId, securityKeys: keys };
}

/**
 * Username and password sign-in through the server's `signin` endpoint (servers that replaced it
 * with `signin-flow` are asked there). A second factor is reported as SecondFactorRequired so the
 * dialog can ask for the code or the security key and call again with `second`.
 * Other errors are ApiErrors, not reported.
 */
export async function passwordSignIn(
  origin: string,
  username: string,
  password: string,
  second?: SecondFactorAnswer,
  fetchImpl?: typeof fetch,
): Promise<{ id: string; token: string }> {
  const api = createApiClient({ origin, token: null, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const params = { username: username.trim().replace(/^@/, ''), password, ...(second ?? {}) };
  try {
    const answer = await api.request<SigninAnswer>('signin', params, { suppressError: true });
    const got = readToken(answer);
    if (got) return got;
    const challenge = readChallenge(answer);
    if (challenge) throw new SecondFactorRequired('securityKey', challenge);
    throw new Error('signin answered without a token');
  } catch (e) {
    if (isApiError(e) && e.id === SIGNIN_IDS.codeRequired) throw new SecondFactorRequired('totp');
    if (isApiError(e) && e.id === SIGNIN_IDS.invalidCode) throw new SecondFactorRejected('invalid code');
    if (!(isApiError(e) && e.status === 404)) throw e;
  }
  // Newer servers: signin-flow answers { finished, next } until every step is done.
  const answer = await api.request<SigninAnswer>('signin-flow', params, { suppressError: true });
  const got = readToken(answer);
  if (got) return got;
  if (answer?.next === 'totp') {
    if (second && 'token' in second) throw new SecondFactorRejected('invalid code');
    throw new SecondFactorRequired('totp');
  }
  if (answer?.next === 'passkey') throw new SecondFactorRequired('securityKey', readChallenge(answer));
  throw new Error('signin-flow needs another step');
}
