/** What the people modules share: "no such user" and the lookup that hides suspended users from non-staff. */
import type { CallContext } from '../context';
import { ApiError, type ErrorDef } from '../errors';
import type { UserRecord } from '../types';

export const NO_SUCH_USER: ErrorDef = { message: 'No such user.', code: 'NO_SUCH_USER', id: '6d3ef7b4-a0a2-4e38-a4f8-cf9c3fcbd1bb' };

export function visibleUser(ctx: CallContext, id: string): UserRecord {
  const user = ctx.state.users.get(id);
  if (!user || (user.isSuspended && !ctx.me?.isAdmin && !ctx.me?.isModerator)) throw new ApiError(NO_SUCH_USER);
  return user;
}
