/**
 * POST /api/signup. The real server answers this route outside the endpoint framework: problems are bare
 * Fastify 400s (empty when registration is closed; `{ statusCode, error, message: 'Error: <CODE>' }` for a
 * taken or invalid username), success is the new account (MeDetailed) with its `token`.
 */
import { defineEndpoint, type AnyEndpoint } from '../endpoint';
import { newLocalUser } from '../new-users';
import { packMe } from '../pack/me';
import { createPrng, hashString } from '../prng';
import { RawResponse } from '../raw-response';
import { findUserByAcct } from '../state';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const USERNAME = /^\w{1,20}$/;

function signupError(code: string): RawResponse {
  return new RawResponse(400, { statusCode: 400, error: 'Bad Request', message: `Error: ${code}` });
}

/** 16 alphanumeric characters at a time from a PRNG seeded with `seed`, so the same sign-up gets the same token. */
function tokenMaker(seed: string): () => string {
  const prng = createPrng(hashString(seed));
  return () => Array.from({ length: 16 }, () => prng.pick([...ALNUM])).join('');
}

export const signupEndpoints: Record<string, AnyEndpoint> = {
  signup: defineEndpoint<Record<string, unknown>>({
    handler: (ctx, ps) => {
      const state = ctx.state;
      // Closed registration without an invitation: an empty 400, as the real server.
      if (state.meta.disableRegistration) throw new RawResponse(400, undefined);
      const { username, password } = ps;
      if (typeof username !== 'string' || !USERNAME.test(username)) throw signupError('INVALID_USERNAME');
      if (typeof password !== 'string' || password === '') throw signupError('INVALID_PASSWORD');
      if (findUserByAcct(state, username, null)) throw signupError('DUPLICATED_USERNAME');
      const user = newLocalUser(ctx, { username, password }, tokenMaker(`signup:${username}:${ctx.now()}`));
      return { ...packMe(ctx, user), token: user.token };
    },
  }),
};
