/** What the admin endpoint modules share: one id generator, the user lookup, the origin filter and dates. */
import type { CallContext } from '../context';
import { ApiError } from '../errors';
import { createIdGenerator } from '../id';
import type { ParamSpec } from '../params';
import type { UserRecord } from '../types';

export const nextId = createIdGenerator();

export const ADMIN_ERRORS = {
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: '1f7ae415-cbb4-4327-8b4f-a05ba3ba7aaa' },
  noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'caf3ca38-c6e5-472e-a30c-b05377dcc240' },
};

export function userById(ctx: CallContext, userId: string): UserRecord {
  const u = ctx.state.users.get(userId);
  if (!u) throw new ApiError(ADMIN_ERRORS.noSuchUser);
  return u;
}

export const iso = (t: number | null | undefined) => (t == null ? null : new Date(t).toISOString());

export const ORIGIN = { type: 'string', enum: ['combined', 'local', 'remote'], default: 'combined' } as const satisfies ParamSpec;
